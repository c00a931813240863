// Real-Chromium element tests (architecture.md): Debian's chromium through Playwright, the built
// bundle from dist/ (tests load /dist/*.js exactly as host pages do), TypeScript test files
// compiled by esbuild. The Vue 2 + Element UI portal page (tests/browser/vue2-portal.test.ts) and the
// React 19 / Vue 3 checks get their stacks from node_modules, bundled here by esbuild (`vue` is Vue 2.7
// in the portal's: the `vue2` alias); `gc()` is exposed for the tests that count what removed elements
// leave in memory.
import { build } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Serves framework stacks bundled by esbuild from node_modules (nothing from a CDN):
 * /__vue2-portal-stack.js (tests/browser/vue2-portal/stack.js: Vue 2.7 with its template compiler and
 * Element UI) and /__frameworks-stack.js (tests/browser/vue2-portal/frameworks.js: React 19 and Vue 3).
 */
function frameworkStacks() {
  const stacks = {
    '/__vue2-portal-stack.js': { entry: 'tests/browser/vue2-portal/stack.js', alias: { vue: 'vue2/dist/vue.common.dev.js' } },
    '/__frameworks-stack.js': { entry: 'tests/browser/vue2-portal/frameworks.js', alias: {} },
  };
  const bundles = new Map();
  return {
    name: 'hos-framework-stacks',
    async serve(context) {
      const stack = stacks[context.path];
      if (!stack) return undefined;
      if (!bundles.has(context.path)) {
        bundles.set(context.path, build({
          entryPoints: [stack.entry],
          bundle: true,
          write: false,
          format: 'esm',
          target: 'es2020',
          alias: stack.alias,
          define: { 'process.env.NODE_ENV': '"development"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
          logLevel: 'silent',
        }).then((r) => r.outputFiles[0].text));
      }
      return { body: await bundles.get(context.path), type: 'js' };
    },
  };
}

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['tests/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 600000,
  testFramework: { config: { timeout: 30000 } },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), frameworkStacks()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage', '--js-flags=--expose-gc'],
      },
    }),
  ],
};
