// Values several widget definitions share (start values, limits, the "Other" option).

/** The value of the "Other" option of radioOther / checkboxOther (spec §9). */
export const OTHER_OPTION_VALUE = '其他';

/** Start values when a document stores no defaultValue. */
export const emptyList = () => [];
export const noValue = () => undefined;

/** The same limits for number and slider (spec §5 "Designer number inputs"). */
export const MIN_MAX_STEP = { min: 'minMax', max: 'minMax', step: 'step' } as const;

/** blank's model by `defaultType`: '' for String (and anything unknown), {} for Object, [] for Array. */
export function blankValueOf(defaultType: unknown): unknown {
  if (defaultType === 'Object') return {};
  if (defaultType === 'Array') return [];
  return '';
}
