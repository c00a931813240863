import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { posix } from 'node:path';

// Multi-entry production build (architecture.md: not library mode, so React ships without dev checks).
// Entry names are the public contract for host pages: keep them stable.
const entries = {
  'hos-elements': 'src/elements/index.ts',
  'hos-app': 'src/elements/app/index.ts',
  'hos-form-renderer': 'src/elements/form-renderer/index.ts',
  'hos-form-designer': 'src/elements/form-designer/index.ts',
  'hos-message-bell': 'src/elements/message-bell/index.ts',
  'hos-password-dialog': 'src/elements/password-dialog/index.ts',
  // not an element: the host page's typed session API (package export ./session)
  'hos-session': 'src/elements/session/index.ts',
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

/**
 * Rolldown has no `hoistTransitiveImports`: an entry imported only its first chunk, which imported the
 * next... a browser found the renderer page's 38 files in 7 round trips (about 100 ms idle before any
 * code ran). Each entry and each lazily imported chunk now names every chunk it statically reaches, in
 * the order they run (post-order of the import graph), so all are fetched at once and the evaluation
 * order is unchanged (a module already evaluated is not evaluated again). This replaces Vite's
 * modulepreload helper (build.modulePreload: false), whose link insertion cost ~60-75 ms of main thread
 * on a form with many lazy widget types.
 */
const hoistStaticImports = {
  name: 'hos-hoist-static-imports',
  apply: 'build' as const,
  generateBundle(_: unknown, bundle: Record<string, { type: string; fileName: string; code?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>) {
    const chunkOf = (f: string) => bundle[f];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry) || !chunk.imports?.length) continue;
      const order: string[] = [];
      const seen = new Set<string>([chunk.fileName]);
      const visit = (f: string) => {
        if (seen.has(f)) return;
        seen.add(f);
        for (const d of chunkOf(f)?.imports ?? []) visit(d);
        order.push(f);
      };
      for (const d of chunk.imports) visit(d);
      const dir = posix.dirname(chunk.fileName);
      const rel = (f: string) => {
        const r = posix.relative(dir, f);
        return r.startsWith('.') ? r : `./${r}`;
      };
      const extra = order.map((f) => `import"${rel(f)}";`).join('');
      chunk.code = extra + chunk.code;
    }
  },
};

export default defineConfig({
  plugins: [axiosWithoutFetch, hoistStaticImports],
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
    // every chunk names its static imports up front (hoistStaticImports above)
    modulePreload: false,
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
