import type { ComponentType } from 'react';
import type { FieldSnapshot, Widget } from '../../../core/form/index.ts';

/** What every widget component gets: its definition, its field path and that field's snapshot. */
export interface WidgetProps {
  widget: Widget;
  /** `model`, or `subformModel[row].columnModel` inside a subform */
  path: string;
  field: FieldSnapshot;
  disabled: boolean;
  /** detail mode (for widgets that draw their own read-only view) */
  readonly: boolean;
  /** rendered as a subform cell (no label, compact) */
  cell?: boolean;
}

export interface WidgetEntry {
  component: ComponentType<WidgetProps>;
  /** loads a lazy widget's code (whenReady waits for the widgets a form uses) */
  preload?: () => Promise<unknown>;
  /** a lazy widget's component once its code is here (drawn without a Suspense round) */
  loaded?: ComponentType<WidgetProps>;
  /** true: the widget draws its own detail-mode view; otherwise the value is shown as text */
  ownReadonly?: boolean;
  /** heavy to draw: on a long form it starts as a stand-in below the first screenful (core/form/reveal.ts) */
  deferrable?: boolean;
  /**
   * true for a widget that keeps its control in step with the field's value itself (a native input): its
   * item is not drawn again when only the value changes, so typing draws nothing, and the `field.value` it
   * gets is the value when it was drawn. `inputClass`: the form's (FormCtxValue).
   */
  ownsValue?: (widget: Widget, inputClass: string) => boolean;
}
