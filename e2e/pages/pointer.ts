import type { Locator, Page } from '@playwright/test';

/** About how long a person takes to move to a control they have just seen and press it. */
const REACH_MS = 350;
const PRESS_MS = 90;

/**
 * A click as a person makes it, not Playwright's: aim at where the control is now, take a
 * moment to get there, then press and release where it was aimed. Anything that appears in
 * the meantime (a summary read after a blur) and moves the control makes the click miss, as it
 * did for people, where Playwright's own click would re-aim and hide it.
 */
export async function clickAtPersonsPace(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The control is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y, { steps: 5 });
  await page.waitForTimeout(REACH_MS);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}
