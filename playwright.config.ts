import { defineConfig } from '@playwright/test';

/**
 * The e2e suite drives the browser host (`npm run web`'s code) in Debian's Chromium. Each test
 * gets its own host and simulator (e2e/fixtures.ts), so tests never share money state.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
