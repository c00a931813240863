// One registry entry per widget type: palette group, icon, label, default options.
// Upstream defaults are exactly vue-form-making's componentsConfig.js
// (shared/design/upstream-form-making.md §1.1); the hospital's extensions follow
// shared/design/form-format.md and spec §3, with key orders taken from the saved
// legacy documents (shared/fixtures/legacy-forms/05-*.form.json).
import type { Column, WidgetOptions, WidgetType } from '../form/types.ts';
import type { Lang } from './types.ts';

export type PaletteGroup = 'basic' | 'advanced' | 'layout';

export interface WidgetCatalogEntry {
  type: WidgetType;
  group: PaletteGroup;
  icon: string;
  name: Record<Lang, string>;
  /** Default options; never hand these out, use `defaultOptions(type)` (a deep copy). */
  options: WidgetOptions;
  /** Containers only: the initial columns. */
  columns?: Column[];
  /** radioOther / checkboxOther get `otherModel = <model>_other`. */
  hasOtherModel?: boolean;
}

/** The value of the "Other" option of radioOther / checkboxOther (spec §9). */
export const OTHER_OPTION_VALUE = '其他';

const condition = () => ({ type: 'hide' as const, list: [] as { model: string; value?: unknown }[] });

/** Hospital options shared by the data widgets (spec §3 "Common options"). */
const common = (): WidgetOptions => ({
  labelWidth: 100,
  labelWidthDisabled: false,
  labelWidthStatus: false,
  tip: '',
  displayVerify: condition(),
  disableVerify: condition(),
});

const font = (size: string, color: string, weight: string) => ({
  font_size: size,
  font_color: color,
  font_weight: weight,
  font_family: '',
});

const layout = () => ({ gutter: 0, justify: 'start', align: 'top' });

const requestMethod = () => ({ url: '', method: 'get' as const, params: '{}', headers: '{}', result: 'data', timeout: 10 });

const labelled = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `Option ${i + 1}`, label: `Option ${i + 1}` }));
const unlabelled = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `Option ${i + 1}` }));

const radioOptions = (items: WidgetOptions['options']): WidgetOptions => ({
  inline: false,
  defaultValue: '',
  showLabel: false,
  options: items,
  required: false,
  width: '',
  remote: false,
  remoteOptions: [],
  props: { value: 'value', label: 'label' },
  remoteFunc: '',
  disabled: false,
});

const checkboxOptions = (items: WidgetOptions['options']): WidgetOptions => ({
  ...radioOptions(items),
  defaultValue: [],
});

const twoColumns = (): Column[] => [
  { span: 12, list: [] },
  { span: 12, list: [] },
];

const entries: WidgetCatalogEntry[] = [
  // ---- basic
  {
    type: 'input', group: 'basic', icon: 'icon-input', name: { 'zh-CN': '单行文本', en: 'Input' },
    options: {
      width: '100%', defaultValue: '', required: false, dataType: 'string', pattern: '', placeholder: '',
      disabled: false, maxlength: -1, showWordLimit: false, unit: '', showPassword: false, ...common(),
    },
  },
  {
    type: 'textarea', group: 'basic', icon: 'icon-diy-com-textarea', name: { 'zh-CN': '多行文本', en: 'Textarea' },
    options: {
      width: '100%', defaultValue: '', required: false, disabled: false, pattern: '', placeholder: '',
      maxlength: -1, showWordLimit: false, textLength: 500, ...common(),
    },
  },
  {
    type: 'number', group: 'basic', icon: 'icon-number', name: { 'zh-CN': '计数器', en: 'Number' },
    options: {
      width: '', required: false, defaultValue: 0, min: '', max: '', step: 1, disabled: false,
      controlsPosition: '', ...common(),
    },
  },
  {
    type: 'radio', group: 'basic', icon: 'icon-radio-active', name: { 'zh-CN': '单选框组', en: 'Radio' },
    options: { ...radioOptions(labelled(3)), ...common() },
  },
  {
    type: 'radioOther', group: 'basic', icon: 'icon-radio-active',
    name: { 'zh-CN': '单选框组(含其他)', en: 'Radio with other' }, hasOtherModel: true,
    options: {
      ...radioOptions([...labelled(3), { value: OTHER_OPTION_VALUE, label: OTHER_OPTION_VALUE }]),
      ...common(),
    },
  },
  {
    type: 'checkbox', group: 'basic', icon: 'icon-check-box', name: { 'zh-CN': '多选框组', en: 'Checkbox' },
    options: { ...checkboxOptions(unlabelled(3)), ...common() },
  },
  {
    type: 'checkboxOther', group: 'basic', icon: 'icon-check-box',
    name: { 'zh-CN': '多选框组(含其他)', en: 'Checkbox with other' }, hasOtherModel: true,
    options: { ...checkboxOptions([...unlabelled(3), { value: OTHER_OPTION_VALUE }]), ...common() },
  },
  {
    type: 'time', group: 'basic', icon: 'icon-time', name: { 'zh-CN': '时间选择器', en: 'Time' },
    options: {
      defaultValue: '21:19:56', readonly: false, disabled: false, editable: true, clearable: true,
      placeholder: '', startPlaceholder: '', endPlaceholder: '', isRange: false, arrowControl: true,
      format: 'HH:mm:ss', required: false, width: '', ...common(),
    },
  },
  {
    type: 'date', group: 'basic', icon: 'icon-date', name: { 'zh-CN': '日期选择器', en: 'Date' },
    options: {
      defaultValue: '', readonly: false, disabled: false, editable: true, clearable: true,
      placeholder: '', startPlaceholder: '', endPlaceholder: '', type: 'date', format: 'yyyy-MM-dd',
      timestamp: false, required: false, width: '', ...common(),
    },
  },
  {
    type: 'rate', group: 'basic', icon: 'icon-pingfen1', name: { 'zh-CN': '评分', en: 'Rate' },
    options: { defaultValue: null, max: 5, disabled: false, allowHalf: false, required: false, ...common() },
  },
  {
    type: 'color', group: 'basic', icon: 'icon-color', name: { 'zh-CN': '颜色选择器', en: 'Color' },
    options: { defaultValue: '', disabled: false, showAlpha: false, required: false, ...common() },
  },
  {
    type: 'select', group: 'basic', icon: 'icon-select', name: { 'zh-CN': '下拉选择框', en: 'Select' },
    options: {
      defaultValue: '', multiple: false, disabled: false, clearable: false, placeholder: '', required: false,
      showLabel: false, width: '', options: unlabelled(3), remote: false, filterable: false,
      remoteOptions: [], props: { value: 'value', label: 'label' }, remoteFunc: '',
      requestMethod: requestMethod(), ...common(),
    },
  },
  {
    type: 'switch', group: 'basic', icon: 'icon-switch', name: { 'zh-CN': '开关', en: 'Switch' },
    options: { defaultValue: false, required: false, disabled: false, ...common() },
  },
  {
    type: 'slider', group: 'basic', icon: 'icon-slider', name: { 'zh-CN': '滑块', en: 'Slider' },
    options: {
      defaultValue: 0, disabled: false, required: false, min: 0, max: 100, step: 1, showInput: false,
      range: false, width: '', ...common(),
    },
  },
  {
    type: 'text', group: 'basic', icon: 'icon-wenzishezhi-', name: { 'zh-CN': '文字', en: 'Text' },
    options: {
      defaultValue: 'This is a text', customClass: '', ...font('14px', '#303133', 'normal'), isRequire: false,
      ...common(),
    },
  },
  {
    type: 'link', group: 'basic', icon: 'icon-lianjie', name: { 'zh-CN': '链接', en: 'Link' },
    options: {
      defaultValue: 'This is a link', linkValue: '', ...font('14px', '#409EFF', 'normal'), isRequire: false,
      ...common(),
    },
  },
  // ---- advanced
  {
    type: 'blank', group: 'advanced', icon: 'icon-zidingyishuju', name: { 'zh-CN': '自定义区域', en: 'Custom' },
    options: { defaultType: 'String', ...common() },
  },
  {
    type: 'imgupload', group: 'advanced', icon: 'icon-tupian', name: { 'zh-CN': '图片', en: 'Image' },
    options: {
      defaultValue: [], size: { width: 100, height: 100 }, width: '', tokenFunc: 'funcGetToken', token: '',
      domain: 'https://tcdn.form.making.link/', disabled: false, length: 8, multiple: false, isQiniu: false,
      isDelete: false, min: 0, isEdit: false, action: 'https://tools-server.making.link/api/transfer',
      required: false, ...common(),
    },
  },
  {
    // key order as the legacy designer saves it: common options first
    type: 'file', group: 'advanced', icon: 'icon-wenjianshangchuan', name: { 'zh-CN': '文件', en: 'File' },
    options: {
      ...common(), defaultValue: [], width: '', length: 9, headers: {},
      action: 'https://tools-server.making.link/api/transfer', disabled: false, required: false,
      showFileList: true, multiple: true,
    },
  },
  {
    type: 'editor', group: 'advanced', icon: 'icon-fuwenbenkuang', name: { 'zh-CN': '编辑器', en: 'Editor' },
    options: { defaultValue: '', width: '', disabled: false, required: false, ...common() },
  },
  {
    // the static tree (`options`) and showAllLevels are the hospital's; upstream only knew remote trees
    type: 'cascader', group: 'advanced', icon: 'icon-jilianxuanze', name: { 'zh-CN': '级联选择器', en: 'Cascader' },
    options: {
      defaultValue: [], width: '', placeholder: '', disabled: false, clearable: false, remote: true,
      remoteOptions: [], props: { value: 'value', label: 'label', children: 'children' }, remoteFunc: '',
      options: [], showAllLevels: true, required: false, ...common(),
    },
  },
  {
    type: 'priceno', group: 'advanced', icon: 'icon-shoufeibianma', name: { 'zh-CN': '收费编码', en: 'Charge code' },
    options: { width: '100%', defaultValue: '', required: false, disabled: false, placeholder: '', ...common() },
  },
  {
    type: 'pricetable', group: 'advanced', icon: 'icon-shoufeixiangmu',
    name: { 'zh-CN': '收费项目表', en: 'Charge table' },
    options: { defaultValue: [], required: false, disabled: false, ...common() },
  },
  // ---- layout
  {
    type: 'grid', group: 'layout', icon: 'icon-grid-', name: { 'zh-CN': '栅格布局', en: 'Grid' },
    columns: twoColumns(), options: layout(),
  },
  {
    type: 'flexbox', group: 'layout', icon: 'icon-flexbox', name: { 'zh-CN': '弹性布局', en: 'Flexbox' },
    columns: twoColumns(), options: layout(),
  },
  {
    type: 'subform', group: 'layout', icon: 'icon-table', name: { 'zh-CN': '子表单', en: 'Sub-table' },
    columns: [],
    options: { defaultValue: [], required: false, disabled: false, ...layout(), ...common() },
  },
  {
    type: 'divider', group: 'layout', icon: 'icon-fengexian', name: { 'zh-CN': '分割线', en: 'Divider' },
    options: {
      defaultValue: '', ...font('14px', '#303133', 'normal'), direction: 'horizontal', content_position: 'left',
    },
  },
  {
    type: 'header', group: 'layout', icon: 'icon-biaoti', name: { 'zh-CN': '标题', en: 'Header' },
    options: {
      defaultValue: 'Header', ...font('22px', '#303133', 'bold'), direction: 'horizontal', content_position: 'center',
    },
  },
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Frozen: an accidental write to a default would leak into every later drop. */
export const WIDGET_CATALOG: Readonly<Record<WidgetType, WidgetCatalogEntry>> = deepFreeze(
  Object.fromEntries(entries.map((e) => [e.type, e])) as Record<WidgetType, WidgetCatalogEntry>,
);

export const WIDGET_TYPES = entries.map((e) => e.type) as readonly WidgetType[];

/** Palette order per group (the host may show a subset: spec §2 "enabled by configuration"). */
export const DEFAULT_PALETTE: Readonly<Record<PaletteGroup, readonly WidgetType[]>> = Object.freeze({
  basic: ['input', 'textarea', 'number', 'radio', 'radioOther', 'checkbox', 'checkboxOther', 'time', 'date',
    'rate', 'color', 'select', 'switch', 'slider', 'text', 'link'],
  advanced: ['blank', 'imgupload', 'file', 'editor', 'cascader', 'priceno', 'pricetable'],
  layout: ['grid', 'flexbox', 'subform', 'divider', 'header'],
});

export function isWidgetType(type: unknown): type is WidgetType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(WIDGET_CATALOG, type);
}

/** A fresh deep copy of a type's default options. */
export function defaultOptions(type: WidgetType): WidgetOptions {
  return structuredClone(WIDGET_CATALOG[type].options);
}

/** A fresh deep copy of a container's initial columns (undefined for other types). */
export function defaultColumns(type: WidgetType): Column[] | undefined {
  const cols = WIDGET_CATALOG[type].columns;
  return cols ? structuredClone(cols) : undefined;
}

export function widgetLabel(type: WidgetType, lang: Lang): string {
  return WIDGET_CATALOG[type].name[lang];
}
