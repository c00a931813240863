// The designer's half of the widget registry (docs/widgets.md): per type, its own attribute panel and,
// optionally, its canvas picture. Generic sections (name, width, options, conditions, validation...)
// follow the type's definition in src/core/form/widgets. A type added later brings both as
// `widgets/<type>.tsx` (exports `Panel` and optionally `Preview`), found here by file name.
/// <reference types="vite/client" />
import type { ComponentType } from 'react';
import { canonicalType, type Widget } from '../../../core/form/index.ts';
import {
  BlankPanel, ChoicePanel, DatePanel, LinePanel, LinkPanel, NumberPanel, RatePanel, SliderPanel, TextPanel, TimePanel,
} from './TypeSections.tsx';

export interface DesignerWidgetParts {
  /** the type's own attributes in the property panel */
  Panel?: ComponentType<{ widget: Widget }>;
  /** the picture of the widget on the canvas (WidgetPreview.tsx draws the built-in types) */
  Preview?: ComponentType<{ widget: Widget }>;
}

const ADDED = import.meta.glob<DesignerWidgetParts>('../widgets/*.tsx', { eager: true });

const PARTS: Readonly<Record<string, DesignerWidgetParts>> = {
  ...Object.fromEntries(Object.entries(ADDED).map(([file, parts]) => [file.replace(/^.*\/|\.tsx$/g, ''), parts])),
  number: { Panel: NumberPanel },
  slider: { Panel: SliderPanel },
  rate: { Panel: RatePanel },
  input: { Panel: TextPanel },
  textarea: { Panel: TextPanel },
  time: { Panel: TimePanel },
  date: { Panel: DatePanel },
  radio: { Panel: ChoicePanel },
  radioOther: { Panel: ChoicePanel },
  checkbox: { Panel: ChoicePanel },
  checkboxOther: { Panel: ChoicePanel },
  blank: { Panel: BlankPanel },
  link: { Panel: LinkPanel },
  divider: { Panel: LinePanel },
  header: { Panel: LinePanel },
};

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The designer parts of a type (or of the type an alias reads as); empty for types without any. */
export function designerPartsOf(type: unknown): DesignerWidgetParts {
  const t = canonicalType(String(type));
  return has(PARTS, t) ? PARTS[t] : {};
}
