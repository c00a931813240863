// Real-Chromium element tests (architecture.md): Debian's chromium through Playwright, the built
// bundle from dist/ (tests load /dist/*.js exactly as host pages do), TypeScript test files
// compiled by esbuild.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 600000,
  testFramework: { config: { timeout: 30000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
      },
    }),
  ],
};
