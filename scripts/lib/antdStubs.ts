// Imports inside antd that the build answers with a smaller module (vite.config.ts, plugin hos-antd-stubs; issue 34
// §1/§2): each names the antd file that imports, what it imports, and the stand-in. A stand-in keeps what that
// importer uses from the real module (tests/unit/tooling/antdStubs.test.ts compares them) and fails loudly where
// our elements never go. Other importers of the same module get the real one.
export interface AntdStub {
  /** the importing file, under node_modules/antd/es/ */
  importer: string;
  /** the import's source as written there */
  source: string;
  /** the stand-in's source */
  code: string;
}

export const ANTD_STUBS: AntdStub[] = [
  // ConfigProvider wraps its children in the tooltip's UniqueProvider only when `tooltip.unique` is set, which no
  // element of ours does; the import alone put @rc-component/trigger (the popup positioner) with its motion and
  // portal code into every element's first paint (8.3 KB gzip of the renderer page). A Tooltip brings the real one.
  {
    importer: 'config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    code: "export default function UniqueProvider() { throw new Error('antd ConfigProvider tooltip.unique is not in this build'); }",
  },
  // Radio.Group takes one helper from the Form's hook module, which imports @rc-component/form's useForm and the
  // scroll-into-view library: the renderer's first paint (which draws radios) carried both for a join('_').
  {
    importer: 'radio/group.js',
    source: '../form/hooks/useForm',
    code: "import { toArray } from 'antd/es/form/util.js'; export function toNamePathStr(name) { return toArray(name).join('_'); }",
  },
];

const PREFIX = '\0hos-antd-stub:';

/** The build plugin: answers ANTD_STUBS' imports with their stand-ins. */
export const antdStubs = {
  name: 'hos-antd-stubs',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (!importer) return null;
    const path = importer.replace(/\\/g, '/');
    const i = ANTD_STUBS.findIndex((s) => s.source === source && path.endsWith(`/node_modules/antd/es/${s.importer}`));
    return i < 0 ? null : PREFIX + i;
  },
  load(id: string) {
    return id.startsWith(PREFIX) ? ANTD_STUBS[Number(id.slice(PREFIX.length))].code : null;
  },
};
