import { chromium, defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium-path';

/**
 * The e2e suite drives the browser host (`npm run web`'s code) in Chromium: CHROMIUM_PATH,
 * else Playwright's own, else the system's (scripts/chromium-path.ts). Each test gets its own
 * host and simulator (e2e/fixtures.ts), so tests never share money state.
 */
const browser = findChromium({
  env: process.env,
  platform: process.platform,
  playwrightPath: () => chromium.executablePath(),
});
if (!browser.ok) {
  // One line, not a stack trace from inside the config loader.
  console.error(browser.message);
  process.exit(1);
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run two workers and a host each: a minute, not thirty seconds, is a slow step's budget.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    ['./e2e/skip-reasons-reporter.ts'],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    viewport: { width: 1024, height: 700 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'web', testMatch: 'specs/**/*.spec.ts' },
    { name: 'electron', testMatch: 'electron/**/*.spec.ts' },
  ],
});
