// The form engine's public API, listed by name. Framework-free: no React, antd or lit here.
export type {
  WidgetType, StoredWidgetType, Rule, Condition, OptionItem, RequestMethod, WidgetOptions, Column,
  Widget, FormConfig, FormSchema, Models, FormErrors, FieldState, RemoteFunc, RemoteFuncs, HttpRequest, HttpFn,
  SessionUser, StorageLike,
} from './types';
export { DEFAULT_FORM_CONFIG } from './types';
export {
  CONTAINER_TYPES, DEFAULT_PALETTE, WIDGET_DEFINITIONS, OTHER_OPTION_VALUE, canonicalType, defineWidget, isContainer,
  isLabelled, isWidgetType, widgetDefinition,
} from './widgets/index';
export type { DefaultValueEditor, OptionLimit, PaletteGroup, WidgetDefinition, WidgetLang } from './widgets/index';

export { normalizeSchema, restoreSchema, validateSchemaShape, spanOf, originalOf, storedTypeOf } from './normalize';
export {
  iterateWidgets, walkWidgets, findWidget, findWidgetByKey, dataWidgets, subformColumns, isLayout, isSubform, isDisplayOnly,
  LAYOUT_TYPES, SUBFORM_TYPES, DISPLAY_TYPES,
} from './walk';
export type { WidgetVisit } from './walk';
export { compilePattern, testPattern } from './pattern';
export type { CompiledPattern } from './pattern';
export { checkRule, validateValue, generateRules, isEmptyValue, TYPE_PATTERNS } from './rules';
export type { RuleLang } from './rules';
export {
  evaluateDisplay, evaluateDisable, isWidgetVisible, isWidgetDisabledByCondition, conditionModels, sameAsText, isFilled,
} from './conditions';
export type { ValueOf } from './conditions';
export { buildInitialModels, defaultValueOf, blankValueOf, otherModelOf, newSubformRow, cloneValue } from './initialModels';
export {
  toDayjsFormat, toLegacyFormat, formatOf, isRangeWidget, isArrayValued, formatDateValue, parseDateValue, formatNow,
  displayTime, defaultValueAfterRangeToggle, defaultValueAfterMultipleToggle, DATE_TYPE_FORMATS, DEFAULT_TIME_FORMAT,
} from './values';
export {
  mapRemoteItems, readPath, buildRequest, timeoutMs, loadFromRemoteFunc, loadFromRequest, loadWidgetOptions,
  loadUploadToken, remoteModeOf,
} from './remote';
export { computePrefill, readPatientRecord, deptTagOf, DEFAULT_PREFILL, PATIENT_STORAGE_KEY } from './prefill';
export type { PrefillMap, PrefillInput, PrefillResult, PatientRecord } from './prefill';
export {
  WARDS, WARD_NUMBERS, WARD_MODEL, OTHER_WARD, normalizeWardName, wardName, chineseNumeral, parseChineseNumeral,
} from './wards';
export {
  shouldLookup, chargeInputAction, lookupCharge, labelOf, PAY_METHODS, FEE_CATEGORIES, CHARGE_LOOKUP_URL, CHARGE_PAGE_SIZE,
} from './charge';
export type { ChargeItem, LabelledValue } from './charge';
export { optionLabel, fontCss } from './optionLabels';
export { createFormModel } from './createFormModel';
export type { FormModel, FormModelOptions, FormState, FieldSnapshot, FormDataError } from './createFormModel';
