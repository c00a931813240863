// Whether a widget's label carries the required star: read by the form item (FieldItem.tsx) and by the
// subform's column titles (widgets/subform.tsx), which must not import the item module (the registry
// that loads the subform is imported by it).
import type { Widget } from '../../core/form/index.ts';

/** The label's star: a required rule, or the display widgets' `isRequire` flag (text, link). */
export const isRequired = (w: Widget) => (Array.isArray(w.rules) && w.rules.some((r) => r && r.required)) || w.options.isRequire === true;
