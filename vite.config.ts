import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { AXIOS_STUBS } from './scripts/lib/axiosStubs.ts';
import { antdStubs } from './scripts/lib/antdStubs.ts';
import { chunkGroups, planChunks, planProblems, reachOf, type ChunkPlan } from './scripts/lib/chunkPlan.ts';

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
 * own "no suitable adapter" error. Issue 34 §2 (every page carries axios: the bell is 40 KB): so are the
 * parts of axios our clients never reach - the status-code table hung on the default export, the cancel
 * token (abort signals only), the FormData-to-JSON conversion (files go as FormData), its general query and form serializer (our clients
 * serialize queries with src/core/http/params.ts), progress events (never asked), the XSRF cookie (the server
 * authenticates by bearer token) and the run-time check
 * of request options (a development aid; the options are typed). Each stub fails loudly if reached.
 * Node tests (vitest) keep the real modules (build only).
 */
const AXIOS_STUB_PREFIX = '\0axios-stub:';
const axiosWithoutFetch = {
  name: 'hos-axios-without-fetch',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (!importer || !/[\\/]node_modules[\\/]axios[\\/]lib[\\/]/.test(importer) || !source.startsWith('.')) return null;
    const path = posix.normalize(posix.join(posix.dirname(importer.replace(/\\/g, '/')), source));
    const key = Object.keys(AXIOS_STUBS).find((k) => path.endsWith(`/axios/lib/${k}`));
    return key ? AXIOS_STUB_PREFIX + key : null;
  },
  load(id: string) {
    return id.startsWith(AXIOS_STUB_PREFIX) ? AXIOS_STUBS[id.slice(AXIOS_STUB_PREFIX.length)] : null;
  },
};

/**
 * @ant-design/icons carries its own copy of rc-util's style helper, whose private Map kept every shadow
 * root an icon was drawn in: no removed element was freed (issue 25 §3). The icons use
 * src/elements/host/iconCss.ts instead (rc-util's helper, whose Map the element host clears). Build only.
 */
const ICON_CSS = resolve(import.meta.dirname, 'src/elements/host/iconCss.ts');
const iconsOnRcUtilCss = {
  name: 'hos-icons-on-rc-util-css',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === './cssUtils' && importer && /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]/.test(importer)) return ICON_CSS;
    return null;
  },
};

/**
 * Rolldown has no `hoistTransitiveImports`: an entry imported only its first chunk, which imported the
 * next... a browser found the renderer page's 38 files in 7 round trips (about 100 ms idle before any
 * code ran). Each entry and each lazily imported chunk now names every chunk it statically reaches, in
 * the order they run (post-order of the import graph), so all are fetched at once and the evaluation
 * order is unchanged (a module already evaluated is not evaluated again). A lazy import also starts
 * fetching every chunk the imported one reaches (the 324-widget form's widget code arrived in two waves,
 * the second ~190 ms after the first). This replaces Vite's modulepreload helper
 * (build.modulePreload: false), whose link insertion cost ~60-75 ms of main thread on a form with many
 * lazy widget types.
 */
const hoistStaticImports = {
  name: 'hos-hoist-static-imports',
  apply: 'build' as const,
  generateBundle(_: unknown, bundle: Record<string, { type: string; fileName: string; code?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>) {
    /** every chunk a chunk statically reaches, in the order they run */
    const reach = new Map<string, string[]>();
    const reached = (file: string): string[] => {
      let order = reach.get(file);
      if (!order) reach.set(file, (order = reachOf(file, (f) => bundle[f]?.imports ?? [])));
      return order;
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.code === undefined) continue;
      const dir = posix.dirname(chunk.fileName);
      const rel = (f: string) => {
        const r = posix.relative(dir, f);
        return r.startsWith('.') ? r : `./${r}`;
      };
      const mine = reached(chunk.fileName);
      const loaded = new Set([chunk.fileName, ...mine]);
      // lazy imports: the chunks the imported one needs are fetched at once with it (modulepreload:
      // fetched and parsed, evaluated later in their usual order), not a round trip later
      const table: string[] = [];
      const indexOf = new Map<string, number>();
      chunk.code = chunk.code.replace(LAZY_IMPORT, (call, _q: string, spec: string) => {
        const target = posix.normalize(posix.join(dir, spec));
        if (!bundle[target]) return call;
        const deps = reached(target).filter((f) => !loaded.has(f));
        if (!deps.length) return call;
        const ids = deps.map((f) => {
          let i = indexOf.get(f);
          if (i === undefined) indexOf.set(f, (i = table.push(rel(f)) - 1));
          return i;
        });
        return `(__hosPreload([${ids.join(',')}]),${call})`;
      });
      const preload = table.length ? preloadHelper(table) : '';
      const hoisted = (chunk.isEntry || chunk.isDynamicEntry) && mine.length ? mine.map((f) => `import"${rel(f)}";`).join('') : '';
      chunk.code = hoisted + preload + chunk.code;
    }
  },
};

/** `import("./x.js")` as the minified output writes it */
const LAZY_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`]+?\.js)\1\)/g;

/**
 * The module-scoped helper of a chunk with lazy imports: one `<link rel="modulepreload">` per chunk not
 * asked for yet on this page, inserted in one go (Vite's helper compared every link of the document for
 * every dependency: 60-75 ms of main thread on a form with many lazy widget types).
 */
const preloadHelper = (files: string[]) =>
  `const __hosPreloadFiles=${JSON.stringify(files)};` +
  'function __hosPreload(ids){if(typeof document>"u")return;const seen=globalThis.__hosPreloaded??=new Set,f=document.createDocumentFragment();' +
  'for(const i of ids){const h=new URL(__hosPreloadFiles[i],import.meta.url).href;if(seen.has(h))continue;seen.add(h);const l=document.createElement("link");l.rel="modulepreload";l.href=h;f.append(l)}' +
  'f.childNodes.length&&document.head.append(f)}';

/**
 * The first pass of a production build (scripts/lib/chunkPlan.ts): the same build with rolldown's
 * automatic split, not written; its chunks give every module the set of roots that load it.
 * HOS_CHUNK_PLAN=off builds in one pass (the style recorder's build, which has another entry).
 */
async function firstPass(): Promise<ChunkPlan | null> {
  if (process.env.HOS_CHUNK_PLAN === 'off' || process.env.HOS_CHUNK_PLAN_PASS) return null;
  const { build } = await import('vite');
  process.env.HOS_CHUNK_PLAN_PASS = '1';
  try {
    const out = await build({ configFile: resolve(import.meta.dirname, 'vite.config.ts'), logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string }[] }[];
    return planChunks(outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk') as never);
  } finally {
    delete process.env.HOS_CHUNK_PLAN_PASS;
  }
}

/** The second pass's chunks must each hold modules of one signature: otherwise the build fails. */
const checkChunkPlan = (plan: ChunkPlan | null) => ({
  name: 'hos-check-chunk-plan',
  apply: 'build' as const,
  generateBundle(_: unknown, bundle: Record<string, { type: string; fileName: string; moduleIds?: string[] }>) {
    if (!plan) return;
    const problems = planProblems(plan, Object.values(bundle).filter((c) => c.type === 'chunk') as never);
    if (problems.length) throw new Error(`chunks mix modules loaded by different pages:\n${problems.join('\n')}`);
  },
});

export default defineConfig(async ({ command }): Promise<ViteUserConfig> => {
  const plan = command === 'build' ? await firstPass() : null;
  return {
    plugins: [axiosWithoutFetch, iconsOnRcUtilCss, antdStubs, checkChunkPlan(plan), hoistStaticImports],
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
        // the planned chunks take exactly their modules (not what those import), which rolldown allows
        // only when an entry file may export more than its module does
        preserveEntrySignatures: plan ? 'allow-extension' : 'exports-only',
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
          ...(plan ? { codeSplitting: { groups: chunkGroups(plan) } } : null),
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    test: {
      environment: 'node',
      testTimeout: 20000,
      hookTimeout: 60000,
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
        // The server files each start their own server on their own database and mock no module, so they
        // share one module graph per worker (isolate: false): the server's ~150 modules are imported once
        // per worker instead of once per file (import was 176 s of a 510 s stage, twice in CI: SQLite, PostgreSQL)
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false } },
      ],
    },
  };
});
