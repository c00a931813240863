// The palette's basic widgets (spec §3): inputs, choices, pickers and the two display widgets.
import { defineWidget } from './types';
import { MIN_MAX_STEP, emptyList, noValue } from './shared';

const always = () => true;

export const BASIC_WIDGETS = [
  defineWidget({
    type: 'input', group: 'basic',
    panel: { defaultValue: 'text' },
  }),
  defineWidget({
    type: 'textarea', group: 'basic',
    limits: { textLength: 'textLength' },
    panel: { defaultValue: 'textarea' },
  }),
  defineWidget({
    type: 'number', group: 'basic',
    emptyValue: noValue,
    limits: MIN_MAX_STEP,
    panel: { defaultValue: 'number' },
  }),
  defineWidget({
    type: 'radio', group: 'basic',
    requiredMessage: 'radio',
    panel: { optionList: true, defaultValue: 'option' },
  }),
  defineWidget({
    type: 'radioOther', group: 'basic',
    hasOtherModel: true,
    panel: { optionList: true, defaultValue: 'option' },
  }),
  defineWidget({
    type: 'checkbox', group: 'basic',
    emptyValue: emptyList,
    arrayValue: always,
    panel: { optionList: true, defaultValue: 'options' },
  }),
  defineWidget({
    type: 'checkboxOther', group: 'basic',
    hasOtherModel: true,
    emptyValue: emptyList,
    arrayValue: always,
    panel: { optionList: true, defaultValue: 'options' },
  }),
  defineWidget({
    type: 'time', group: 'basic',
    rangeValue: (o) => !!o.isRange,
    panel: { defaultValue: 'datetime' },
  }),
  defineWidget({
    type: 'date', group: 'basic',
    arrayValue: (o) => o.type === 'dates',
    rangeValue: (o) => o.type === 'daterange' || o.type === 'datetimerange',
    panel: { defaultValue: 'datetime' },
  }),
  defineWidget({
    type: 'rate', group: 'basic',
    emptyValue: noValue,
    panel: { defaultValue: 'rate' },
  }),
  defineWidget({
    type: 'color', group: 'basic',
    panel: { defaultValue: 'text' },
  }),
  defineWidget({
    type: 'select', group: 'basic',
    emptyValue: (o) => (o.multiple ? [] : ''),
    arrayValue: (o) => !!o.multiple,
    requiredMessage: 'select',
    panel: { optionList: true, defaultValue: 'option', multipleDefaultValue: 'options' },
  }),
  defineWidget({
    type: 'switch', group: 'basic',
    emptyValue: () => false,
    panel: { defaultValue: 'switch' },
  }),
  defineWidget({
    type: 'slider', group: 'basic',
    emptyValue: noValue,
    rangeValue: (o) => !!o.range,
    limits: MIN_MAX_STEP,
    panel: { defaultValue: 'slider' },
  }),
  defineWidget({
    type: 'text', group: 'basic',
    displayOnly: true,
    panel: { defaultValue: 'text', textValue: true, conditionSource: false },
  }),
  defineWidget({
    type: 'link', group: 'basic',
    displayOnly: true,
    panel: { defaultValue: 'text', textValue: true },
  }),
  defineWidget({
    // one item of a medical quality scoring form (issue 13 §1): its value is the item's entry of a sheet,
    // {occurrences | option | score, comment, photos}, scored by src/core/quality (maxScore, scoring kind)
    type: 'scoreItem', group: 'basic',
    emptyValue: () => ({}),
    panel: { conditionSource: false },
  }),
  defineWidget({
    // the computed field (issue 31 §3): its value is its formula's result over other fields
    // (src/core/form/formula), kept by the form model as the person types and recomputed by the server;
    // never typed, so no default value, validation or placeholder
    type: 'computed', group: 'basic',
  }),
] as const;
