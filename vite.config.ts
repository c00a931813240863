import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';

// Multi-entry production build (architecture.md: not library mode, so React ships without dev checks).
// Entry names are the public contract for host pages: keep them stable.
const entries = {
  'hos-elements': 'src/elements/index.ts',
  'hos-app': 'src/elements/app/index.ts',
  'hos-form-renderer': 'src/elements/form-renderer/index.ts',
  'hos-form-designer': 'src/elements/form-designer/index.ts',
  'hos-message-bell': 'src/elements/message-bell/index.ts',
  'hos-password-dialog': 'src/elements/password-dialog/index.ts',
};

/**
 * axios bundles its fetch adapter (with multipart, stream and data-URL helpers: about 6 KB gzip on every
 * page) although the clients never ask for it: in browsers axios picks XHR first. In the build it is
 * replaced by "not supported here"; a request that somehow asked for it would fail loudly with axios's
 * own "no suitable adapter" error. Node tests (vitest) keep the real module (build only).
 */
const AXIOS_FETCH_STUB = '\0axios-fetch-unavailable';
const axiosWithoutFetch = {
  name: 'hos-axios-without-fetch',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === './fetch.js' && importer && /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return AXIOS_FETCH_STUB;
    return null;
  },
  load(id: string) {
    return id === AXIOS_FETCH_STUB ? 'export const getFetch = () => false;' : null;
  },
};

export default defineConfig({
  plugins: [axiosWithoutFetch],
  // relative: host pages may serve dist/ from any path; lazy chunks resolve next to the entry files
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // jspdf imports html2canvas for a method we never call; the renderer's PDF path uses html2canvas-pro.
  // One copy ships: jspdf's import resolves to the same module.
  resolve: { alias: { html2canvas: 'html2canvas-pro' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // tests/browser/build.test checks that every public file is present in dist
      input: Object.fromEntries(
        Object.entries(entries)
          .filter(([, v]) => existsSync(resolve(import.meta.dirname, v)))
          .map(([k, v]) => [k, resolve(import.meta.dirname, v)]),
      ),
      preserveEntrySignatures: 'exports-only',
      // antd marks its files "use client"; that directive means nothing in a browser bundle
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // @rc-component/form has no "sideEffects" field, and its index assigns Field / List / useForm onto
      // the Form component, so antd's ConfigProvider (which needs only FormProvider) would pull the whole
      // form library and async-validator into every element. Its modules are free of side effects.
      // (Not every @rc-component package: so marked, the cascader's dropdown stopped opening.)
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false }],
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
