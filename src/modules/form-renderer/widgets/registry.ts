// The renderer's half of the widget registry (docs/widgets.md): the view of each type. What a type
// is (defaults, value, container, label column) is its definition in src/core/form/widgets.
// Input, textarea, radio, checkbox, text, link, header and blank are in the first-paint bundle;
// heavier or rarer ones (select, number, switch, divider, date / time pickers, rate, slider, editor,
// uploads, cascader, colour, subform, charge codes) load on demand as soon as a form that uses them is
// set, and whenReady() waits for them. A type added later brings its view as `types/<type>.tsx`
// (a default export), found here by its file name and loaded on demand like the others.
/// <reference types="vite/client" />
import { lazy, type ComponentType } from 'react';
import { canonicalType } from '../../../core/form/index.ts';
import type { WidgetEntry, WidgetProps } from './types.ts';
import { InputWidget, TextareaWidget } from './text.tsx';
import { CheckboxWidget, RadioWidget } from './choice.tsx';
import { BlankWidget, HeaderWidget, LinkWidget, TextWidget } from './display.tsx';

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

function lazyEntry(load: Loader, extra: Partial<WidgetEntry> = {}): WidgetEntry {
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

const upload = () => import('./upload.tsx');
const datetime = () => import('./datetime.tsx');
const misc = () => import('./misc.tsx');
const charge = () => import('./charge.tsx');
/** Views of added types: `types/<type>.tsx`, each drawing its own detail mode (`readonly` prop). */
const ADDED = import.meta.glob<{ default: ComponentType<WidgetProps> }>('./types/*.tsx');
const added = Object.fromEntries(
  Object.entries(ADDED).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), lazyEntry(load, { ownReadonly: true })]),
);

export const WIDGETS: Readonly<Record<string, WidgetEntry>> = {
  ...added,
  input: { component: InputWidget },
  textarea: { component: TextareaWidget },
  number: lazyEntry(() => import('./number.tsx')),
  radio: { component: RadioWidget },
  radioOther: { component: RadioWidget },
  checkbox: { component: CheckboxWidget },
  checkboxOther: { component: CheckboxWidget },
  time: lazyEntry(() => datetime().then((m) => ({ default: m.TimeWidget }))),
  date: lazyEntry(() => datetime().then((m) => ({ default: m.DateWidget }))),
  rate: lazyEntry(() => misc().then((m) => ({ default: m.RateWidget })), { ownReadonly: true }),
  color: lazyEntry(() => import('./color.tsx')),
  select: lazyEntry(() => import('./select.tsx')),
  switch: lazyEntry(() => misc().then((m) => ({ default: m.SwitchWidget }))),
  slider: lazyEntry(() => misc().then((m) => ({ default: m.SliderWidget }))),
  text: { component: TextWidget, ownReadonly: true },
  link: { component: LinkWidget, ownReadonly: true },
  divider: lazyEntry(() => import('./divider.tsx'), { ownReadonly: true }),
  header: { component: HeaderWidget, ownReadonly: true },
  blank: { component: BlankWidget, ownReadonly: true },
  editor: lazyEntry(() => import('./editor.tsx'), { ownReadonly: true }),
  file: lazyEntry(() => upload().then((m) => ({ default: m.FileWidget })), { ownReadonly: true }),
  imgupload: lazyEntry(() => upload().then((m) => ({ default: m.ImgUploadWidget })), { ownReadonly: true }),
  cascader: lazyEntry(() => import('./cascader.tsx')),
  subform: lazyEntry(() => import('./subform.tsx'), { ownReadonly: true }),
  priceno: lazyEntry(() => charge().then((m) => ({ default: m.PriceNoWidget }))),
  pricetable: lazyEntry(() => charge().then((m) => ({ default: m.PriceTableWidget })), { ownReadonly: true }),
};

/** The view of a type or of one of its stored aliases (`table` is a subform). */
export const entryOf = (type: string): WidgetEntry | undefined => WIDGETS[type] ?? WIDGETS[canonicalType(type)];
