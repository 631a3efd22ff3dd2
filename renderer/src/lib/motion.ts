/**
 * How a screen moves the view to what a person asked for: at once where the system asks for
 * reduced motion, smoothly otherwise.
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduce ? 'auto' : 'smooth';
}
