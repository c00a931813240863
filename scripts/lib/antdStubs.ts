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
  // Button's and Tag's style tokens take `isBright` from the colour picker's presets panel, which imports the
  // Collapse and the whole picker: every page with a button carried both. The same function over the picker's
  // Color class alone.
  ...['button/style/token.js', 'tag/style/index.js'].map((importer) => ({
    importer,
    source: '../../color-picker/components/ColorPresets',
    code: [
      "import { Color as RcColor } from '@rc-component/color-picker/es/color.js';",
      'export const isBright = (value, bgColorToken) => {',
      '  const { r, g, b, a } = value.toRgb();',
      '  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();',
      '  if (a <= 0.5) return hsv.v > 0.5;',
      '  return r * 0.299 + g * 0.587 + b * 0.114 > 192;',
      '};',
    ].join('\n'),
  })),
  // antd's colour class takes only the Color class from the picker's index (which brings the picker's panels)
  {
    importer: 'color-picker/color.js',
    source: '@rc-component/color-picker',
    code: "export { Color } from '@rc-component/color-picker/es/color.js';",
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
