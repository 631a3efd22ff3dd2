import type { Locator } from '@playwright/test';

/**
 * What a person sees of each element: its box, clipped by every box around it that clips (a
 * header hides what does not fit), and whether its text fits the box it has.
 */
export function seenBoxes(elements: Locator) {
  return elements.evaluateAll((els) =>
    els.map((el) => {
      const own = el.getBoundingClientRect();
      let { left, right } = own;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return {
        what: el.className || el.tagName,
        text: el.textContent ?? '',
        title: el.getAttribute('title') ?? '',
        // Cut by a box around it: no ellipsis says so, and a title would not help.
        clipped: left > own.left + 0.5 || right < own.right - 0.5,
        whole: own.width > 0 && el.scrollWidth <= el.clientWidth,
        left,
        right,
      };
    }),
  );
}
