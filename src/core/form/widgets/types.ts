// The framework-free half of a widget type (docs/widgets.md): one definition per type, read by the
// engine (src/core/form), the designer store (src/core/designer), the renderer and the designer UI.
// The React halves (the renderer's view, the designer's property panel and canvas picture) are
// registered by type in the modules, so nothing here imports React.
import type { Column, WidgetOptions } from '../schema';

export type PaletteGroup = 'basic' | 'advanced' | 'layout';
export type WidgetLang = 'zh-CN' | 'en';

/** Which default-value editor the designer's property panel shows (none when absent). */
export type DefaultValueEditor = 'text' | 'textarea' | 'number' | 'option' | 'options' | 'switch' | 'rate' | 'slider' | 'datetime';

/** The designer's number limits an option key is clamped to (designer/validation.ts LIMITS). */
export type OptionLimit = 'minMax' | 'textLength' | 'step';

export interface WidgetDefinition<T extends string = string> {
  type: T;
  /** other spellings read as this type in stored documents (`table` is a subform) */
  aliases?: readonly string[];

  /** the palette group; the palette's icon, label and a dropped widget's defaults are its WidgetPalette */
  group: PaletteGroup;
  /** radioOther / checkboxOther: `otherModel = <model>_other`, the free text of the "其他" option */
  hasOtherModel?: boolean;

  // ---- containers and how the tree walker (walk.ts) reads their children
  /**
   * `layout` (grid, flexbox): columns of ordinary widgets, no value of its own.
   * `subform`: one array model; each column holds one widget, a cell of every row (not a form field).
   */
  container?: 'layout' | 'subform';
  /** false: drawn without the label column (renderer and designer canvas) */
  labelled?: boolean;

  // ---- value and model
  /** only displays something (text, link, divider, header); upstream still gives it a model */
  displayOnly?: boolean;
  /** the start value, whatever `defaultValue` says (blank: by `defaultType`) */
  initialValue?: (options: WidgetOptions) => unknown;
  /** the start value when the document stores no `defaultValue` ('' when absent) */
  emptyValue?: (options: WidgetOptions) => unknown;
  /** the value is a list (besides range values) */
  arrayValue?: (options: WidgetOptions) => boolean;
  /** the value is a pair (range pickers, two-handle slider) */
  rangeValue?: (options: WidgetOptions) => boolean;
  /** remote options are a tree (`props.children`), mapped recursively */
  optionTree?: boolean;
  /** asks the host for an upload token (`options.tokenFunc`) when `options.isQiniu` */
  tokenFunc?: boolean;
  /** filled by the host page through a slot named after the model */
  slot?: boolean;

  // ---- validation
  /** the wording of the generated required rule ('fill' when absent) */
  requiredMessage?: 'select' | 'upload' | 'radio' | 'fill';
  /** option keys the designer clamps, and to which limits */
  limits?: Readonly<Record<string, OptionLimit>>;

  // ---- the designer's property panel (which generic sections apply)
  panel?: {
    /** the static option list editor (radio, checkbox, select) */
    optionList?: boolean;
    /** the static option tree editor (cascader) */
    optionTree?: boolean;
    /** display / disable conditions (true when absent) */
    conditions?: boolean;
    /** false: not offered as a model other widgets' conditions read (layout containers never are) */
    conditionSource?: boolean;
    defaultValue?: DefaultValueEditor;
    /** the default-value editor while `options.multiple` is on (select) */
    multipleDefaultValue?: DefaultValueEditor;
    /** the default value is the text shown ("Text" instead of "Default value") */
    textValue?: boolean;
  };
}

/**
 * What the designer's palette shows and a dropped widget starts with. Kept apart from the definition
 * (same file, `<group>Palette()`) because only the designer needs it: the renderer's first paint does
 * not carry 28 sets of default options (scripts/size.mjs budgets).
 */
export interface WidgetPalette {
  icon: string;
  /** the palette label's key in the designer's locale table (`designer:widget.<type>`, core/i18n/locales/designer.ts) */
  label: string;
  /** default options: hand out copies (designer `defaultOptions`) */
  options: WidgetOptions;
  /** containers: the initial columns, empty (`never`: they hold no widget, so they fit a column of any widget type) */
  columns?: Column<never>[];
}

/** Keeps the literal type, so the registry's WidgetType union is read from the definitions. */
export function defineWidget<const T extends string>(def: WidgetDefinition<T>): WidgetDefinition<T> {
  return def;
}
