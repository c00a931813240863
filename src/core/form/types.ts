// Types for the form definition contract (shared/design/form-format.md) as the engine reads them: the
// JSON shapes of schema.ts (a leaf the widget registry builds on) with a widget's `type` narrowed to the
// types the registry defines. This module sits above the registry, so nothing below imports it back.
import type { WidgetType } from './widgets/registry';
import type { Column as ColumnOf, FormSchema as FormSchemaOf, Widget as WidgetOf } from './schema';

/** Every known widget type: read from the widget registry's definitions (widgets/registry.ts). */
export type { WidgetType };

/** `table` appears in some documents and is read as `subform`. */
export type StoredWidgetType = WidgetType | 'table';

export type Column = ColumnOf<StoredWidgetType>;
export type Widget = WidgetOf<StoredWidgetType>;
export type FormSchema = FormSchemaOf<StoredWidgetType>;

export type {
  Rule, Condition, OptionItem, RequestMethod, WidgetOptions, FormConfig, Models, PrefillMap, FormErrors, FieldState,
  RemoteFunc, RemoteFuncs, HttpRequest, HttpFn, SessionUser, StorageLike,
} from './schema';
export { DEFAULT_FORM_CONFIG } from './schema';
