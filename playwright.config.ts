// End-to-end tests against the real reference server (fresh data directory per run) and the built
// bundle, in Debian's Chromium (never a downloaded browser).
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two projects. e2e: the specs that change data, one at a time. layout-audit: only reads, so its
  // accounts spread over two workers. `npm test` runs them as two stages, each on a fresh server
  // (`--project=e2e`, then `--project=layout-audit`), so the audit never races a spec that changes a
  // password or reads a count; a bare `npx playwright test <spec>` runs just what it names.
  workers: 2,
  projects: [
    { name: 'e2e', testIgnore: /layout-audit\.spec\.ts/, workers: 1 },
    { name: 'layout-audit', testMatch: /layout-audit\.spec\.ts/, fullyParallel: true },
  ],
  retries: 0,
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
    screenshot: 'only-on-failure',
    // the reader's "less motion" setting, which the elements honour (antd popups open without
    // animating): a click never lands on a list still sliding into place; one test checks both ways
    contextOptions: { reducedMotion: 'reduce' },
    // the platform page installs a service worker (issue 32 §2); a worker takes requests out of reach of
    // page.route, so the specs run without it, but for tests/e2e/offline.spec.ts, which allows it
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/v1/settings?classify=1`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOS_DATA_DIR: '.tmp/e2e-data', HOS_QUIET: '1', HOS_TEST_CLOCK: '1', HOS_CORS_ORIGINS: `http://127.0.0.1:${PORT + 1}` },
  },
});
