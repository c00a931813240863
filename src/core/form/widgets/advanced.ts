// The palette's advanced widgets (spec §3): custom slot, uploads, rich text, cascader, charge codes.
import { defineWidget } from './types';
import { blankValueOf, emptyList } from './shared';

const always = () => true;

export const ADVANCED_WIDGETS = [
  defineWidget({
    type: 'blank', group: 'advanced',
    initialValue: (o) => blankValueOf(o.defaultType),
    slot: true,
  }),
  defineWidget({
    type: 'imgupload', group: 'advanced',
    emptyValue: emptyList,
    arrayValue: always,
    tokenFunc: true,
  }),
  defineWidget({
    type: 'file', group: 'advanced',
    emptyValue: emptyList,
    arrayValue: always,
    requiredMessage: 'upload',
  }),
  defineWidget({
    type: 'editor', group: 'advanced',
    panel: { defaultValue: 'textarea' },
  }),
  defineWidget({
    type: 'cascader', group: 'advanced',
    emptyValue: emptyList,
    arrayValue: always,
    optionTree: true,
    panel: { optionTree: true },
  }),
  defineWidget({
    type: 'priceno', group: 'advanced',
    panel: { defaultValue: 'text' },
  }),
  defineWidget({
    type: 'pricetable', group: 'advanced',
    emptyValue: emptyList,
    arrayValue: always,
  }),
] as const;
