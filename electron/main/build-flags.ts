/** Replaced by Vite's `define` when main is bundled; absent under test. */
declare const __CONSOLE_DEVTOOLS__: boolean | undefined;

/**
 * Whether the window may open DevTools, fixed when main is bundled (`CONSOLE_DEVTOOLS=1 npm run
 * build`): a variable in the environment a packaged app runs in must not open a console on the
 * privileged renderer's state.
 */
export const DEVTOOLS: boolean = typeof __CONSOLE_DEVTOOLS__ === 'boolean' && __CONSOLE_DEVTOOLS__;
