// The renderer's half of the widget registry (docs/widgets.md): the view of each type. What a type
// is (defaults, value, container, label column) is its definition in src/core/form/widgets.
// Input, textarea, radio, checkbox, text, link, header and blank are in the first-paint bundle;
// heavier or rarer ones (select, number, switch, divider, date / time pickers, rate, slider, editor,
// uploads, cascader, colour, subform, charge codes) load on demand as soon as a form that uses them is
// set, and whenReady() waits for them. A type added later brings its view as `types/<type>.tsx`
// (a default export), found here by its file name and loaded on demand like the others.
/// <reference types="vite/client" />
import { lazy, type ComponentType } from 'react';
import { canonicalType, iterateWidgets, type FormSchema } from '../../../core/form/index.ts';
import type { WidgetEntry, WidgetProps } from './types.ts';
import { InputWidget, isNativeInput, TextareaWidget } from './text.tsx';
import { CheckboxWidget, RadioWidget } from './choice.tsx';
import { BlankWidget, HeaderWidget, LinkWidget, TextWidget } from './display.tsx';
import { registerStyleSnapshot, type StyleSnapshot } from '../../shared/sharedStyles.ts';

import firstPaintStyles from '../styleSnapshot/firstPaint/base.json';

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

// what every form draws (input, radio, checkbox, the element's frame): in place before the first render
registerStyleSnapshot(firstPaintStyles as unknown as StyleSnapshot);

/**
 * antd's CSS for each lazy type, recorded with our theme (scripts/gen-style-snapshot.mjs): it loads
 * with the type's code and spares cssinjs generating it (sharedStyles.ts).
 */
const SNAPSHOTS = import.meta.glob<{ default: StyleSnapshot }>('../styleSnapshot/*.json');
const snapshotOf = (type: string) => SNAPSHOTS[`../styleSnapshot/${type}.json`];

/** The type's code, and its style snapshot registered before the code draws anything. */
function withSnapshot(type: string, load: Loader): Loader {
  const snap = snapshotOf(type);
  if (!snap) return load;
  return () =>
    Promise.all([load(), snap().then((m) => m.default, () => null)]).then(([m, s]) => {
      if (s) registerStyleSnapshot(s);
      return m;
    });
}

function lazyEntry(type: string, load0: Loader, extra: Partial<WidgetEntry> = {}): WidgetEntry {
  const load = withSnapshot(type, load0);
  let p: ReturnType<Loader> | undefined;
  const entry: WidgetEntry = { component: lazy(() => preload()), ...extra };
  const preload = () =>
    (p ??= load().then(
      (m) => {
        entry.loaded = m.default;
        return m;
      },
      (e: unknown) => {
        p = undefined; // a later form may try again
        throw e;
      },
    ));
  entry.preload = preload;
  return entry;
}

/** Starts loading the lazy widgets of these types; resolves when all are here (failures are logged). */
export function preloadTypes(types: Iterable<string>): Promise<void> | null {
  const jobs: Promise<unknown>[] = [];
  for (const type of new Set(types)) {
    const e = entryOf(type);
    if (e?.preload && !e.loaded) jobs.push(e.preload().catch((err) => console.warn(`[form] the code of "${type}" did not load`, err)));
  }
  return jobs.length ? Promise.all(jobs).then(() => undefined) : null;
}

/**
 * Starts loading the code of every lazy widget type a form definition uses (as stored: tolerant of any
 * shape). The element calls it when its schema is set, before the first render reaches the form.
 */
export function preloadFormCode(schema: unknown): Promise<void> | null {
  if (!schema || typeof schema !== 'object') return null;
  return preloadTypes(Array.from(iterateWidgets(schema as FormSchema), (v) => v.widget.type));
}

const upload = () => import('./upload.tsx');
const datetime = () => import('./datetime.tsx');
const misc = () => import('./misc.tsx');
const charge = () => import('./charge.tsx');
/** Views of added types: `types/<type>.tsx`, each drawing its own detail mode (`readonly` prop). */
const ADDED = import.meta.glob<{ default: ComponentType<WidgetProps> }>('./types/*.tsx');
const added = Object.fromEntries(
  Object.entries(ADDED).map(([file, load]) => {
    const type = file.replace(/^.*\/|\.tsx$/g, '');
    return [type, lazyEntry(type, load, { ownReadonly: true })];
  }),
);

/** costly to draw: stand-ins below the first screenful of a long form (their value reads as text) */
const DEFER = { deferrable: true } as const;

export const WIDGETS: Readonly<Record<string, WidgetEntry>> = {
  ...added,
  input: { component: InputWidget, ownsValue: isNativeInput },
  textarea: { component: TextareaWidget },
  number: lazyEntry('number', () => import('./number.tsx'), DEFER),
  radio: { component: RadioWidget, ...DEFER },
  radioOther: { component: RadioWidget, ...DEFER },
  checkbox: { component: CheckboxWidget, ...DEFER },
  checkboxOther: { component: CheckboxWidget, ...DEFER },
  time: lazyEntry('time', () => datetime().then((m) => ({ default: m.TimeWidget })), DEFER),
  date: lazyEntry('date', () => datetime().then((m) => ({ default: m.DateWidget })), DEFER),
  rate: lazyEntry('rate', () => misc().then((m) => ({ default: m.RateWidget })), { ownReadonly: true, ...DEFER }),
  color: lazyEntry('color', () => import('./color.tsx'), DEFER),
  select: lazyEntry('select', () => import('./select.tsx'), DEFER),
  switch: lazyEntry('switch', () => misc().then((m) => ({ default: m.SwitchWidget })), DEFER),
  slider: lazyEntry('slider', () => misc().then((m) => ({ default: m.SliderWidget })), DEFER),
  text: { component: TextWidget, ownReadonly: true },
  link: { component: LinkWidget, ownReadonly: true },
  divider: lazyEntry('divider', () => import('./divider.tsx'), { ownReadonly: true }),
  header: { component: HeaderWidget, ownReadonly: true },
  blank: { component: BlankWidget, ownReadonly: true },
  editor: lazyEntry('editor', () => import('./editor.tsx'), { ownReadonly: true }),
  file: lazyEntry('file', () => upload().then((m) => ({ default: m.FileWidget })), { ownReadonly: true, ...DEFER }),
  imgupload: lazyEntry('imgupload', () => upload().then((m) => ({ default: m.ImgUploadWidget })), { ownReadonly: true, ...DEFER }),
  cascader: lazyEntry('cascader', () => import('./cascader.tsx'), DEFER),
  subform: lazyEntry('subform', () => import('./subform.tsx'), { ownReadonly: true, ...DEFER }),
  priceno: lazyEntry('priceno', () => charge().then((m) => ({ default: m.PriceNoWidget })), DEFER),
  pricetable: lazyEntry('pricetable', () => charge().then((m) => ({ default: m.PriceTableWidget })), { ownReadonly: true, ...DEFER }),
};

/** The view of a type or of one of its stored aliases (`table` is a subform). */
export const entryOf = (type: string): WidgetEntry | undefined => WIDGETS[type] ?? WIDGETS[canonicalType(type)];
