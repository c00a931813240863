// Widget rules are data and are checked with async-validator 1.8 semantics, because the old runtime
// validated through Element UI's el-form (async-validator ~1.8, `firstFields: true`): see
// form-format.md runtime rule 1 and upstream-form-making.md section 1.2. The dispatch below mirrors
// async-validator 1.8.1 `Schema.getValidationMethod/getType`, its validators (string, number, boolean,
// integer, float, array, object, enum, pattern, date, url/hex/email = type) and its rule helpers
// (required, type, range, pattern, whitespace, enum), including the regexes of rule/type.js.
import type { Rule, Widget } from './types';
import { compilePattern, testPattern } from './pattern';
import { widgetDefinition } from './widgets/registry';

/** async-validator 1.8.1 rule/type.js patterns, verbatim. */
export const TYPE_PATTERNS = {
  // http://emailregex.com/
  // eslint-disable-next-line no-useless-escape -- async-validator 1.8.1's regex, kept verbatim
  email: /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/,
  url: new RegExp('^(?!mailto:)(?:(?:http|https|ftp)://|//)(?:\\S+(?::\\S*)?@)?(?:(?:(?:[1-9]\\d?|1\\d\\d|2[01]\\d|22[0-3])(?:\\.(?:1?\\d{1,2}|2[0-4]\\d|25[0-5])){2}(?:\\.(?:[0-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-4]))|(?:(?:[a-z\\u00a1-\\uffff0-9]+-?)*[a-z\\u00a1-\\uffff0-9]+)(?:\\.(?:[a-z\\u00a1-\\uffff0-9]+-?)*[a-z\\u00a1-\\uffff0-9]+)*(?:\\.(?:[a-z\\u00a1-\\uffff]{2,})))|localhost)(?::\\d{2,5})?(?:(/|\\?|#)[^\\s]*)?$', 'i'),
  hex: /^#?([a-f0-9]{6}|[a-f0-9]{3})$/i,
};

const isNumber = (v: unknown): boolean => !Number.isNaN(v as number) && typeof v === 'number';
const isInteger = (v: unknown): boolean => isNumber(v) && parseInt(v as unknown as string, 10) === v;

/** async-validator 1.8.1 `types`: the custom type checks. */
const TYPE_CHECKS: Record<string, (v: unknown) => boolean> = {
  integer: isInteger,
  float: (v) => isNumber(v) && !isInteger(v),
  array: (v) => Array.isArray(v),
  regexp: (v) => {
    if (v instanceof RegExp) return true;
    try {
      return !!new RegExp(v as string);
    } catch {
      return false;
    }
  },
  date: (v) => !!v && typeof (v as Date).getTime === 'function' && typeof (v as Date).getMonth === 'function'
    && typeof (v as { getYear?: unknown }).getYear === 'function',
  number: isNumber,
  object: (v) => typeof v === 'object' && !Array.isArray(v),
  method: (v) => typeof v === 'function',
  email: (v) => typeof v === 'string' && TYPE_PATTERNS.email.test(v) && v.length < 255,
  url: (v) => typeof v === 'string' && TYPE_PATTERNS.url.test(v),
  hex: (v) => typeof v === 'string' && TYPE_PATTERNS.hex.test(v),
};

const NATIVE_STRING_TYPES = new Set(['string', 'url', 'hex', 'email', 'pattern']);

/** async-validator `isEmptyValue(value, type)`. */
export function isEmptyValue(value: unknown, type?: string): boolean {
  if (value === undefined || value === null) return true;
  if (type === 'array' && Array.isArray(value) && value.length === 0) return true;
  if (type && NATIVE_STRING_TYPES.has(type) && typeof value === 'string' && !value) return true;
  return false;
}

/** A rule prepared for checking: its validator kind and compiled pattern. */
interface Prepared {
  rule: Rule;
  kind: string;
  type: string;
  regex?: RegExp;
}

const VALIDATORS = new Set(['string', 'method', 'number', 'boolean', 'regexp', 'integer', 'float', 'array', 'object',
  'enum', 'pattern', 'date', 'url', 'hex', 'email', 'required']);

/** Reads a stored rule the way Schema.validate does, or explains why it must be ignored. */
function prepare(rule: Rule, field: string): Prepared | null {
  if (!rule || typeof rule !== 'object') return null;
  let regex: RegExp | undefined;
  if (rule.pattern !== undefined && rule.pattern !== null && rule.pattern !== '') {
    const compiled = compilePattern(rule.pattern as string);
    if (compiled.error !== undefined) {
      console.warn(`[form] ignoring a rule of "${field}": invalid pattern ${String(rule.pattern)}: ${compiled.error}`);
      return null;
    }
    regex = compiled.regex;
  }
  // Element deletes `trigger` before validating; getValidationMethod ignores `message`.
  const keys = Object.keys(rule).filter((k) => k !== 'message' && k !== 'trigger');
  // Stored patterns are compiled to RegExp before validation (upstream generateModle), so a lone
  // pattern rule is of type 'pattern'.
  const type = (rule.type === undefined && regex ? 'pattern' : rule.type) as string | undefined;
  if (type !== undefined && type !== '' && !VALIDATORS.has(type)) {
    console.warn(`[form] ignoring a rule of "${field}": unknown rule type ${type}`);
    return null;
  }
  const resolved = type || 'string';
  if (keys.length === 1 && keys[0] === 'required') return { rule, kind: 'required', type: resolved };
  return { rule, kind: resolved, type: resolved, regex };
}

type Errors = string[];

function requiredRule(p: Prepared, value: unknown, errors: Errors, type?: string): void {
  if (p.rule.required && isEmptyValue(value, type || p.type)) errors.push('required');
}

function typeRule(p: Prepared, value: unknown, errors: Errors): void {
  if (p.rule.required && value === undefined) {
    requiredRule(p, value, errors);
    return;
  }
  const check = TYPE_CHECKS[p.type];
  if (check) {
    if (!check(value)) errors.push('type');
  } else if (p.type && typeof value !== p.type) {
    errors.push('type');
  }
}

function rangeRule(p: Prepared, value: unknown, errors: Errors): void {
  const { len, min, max } = p.rule as { len?: unknown; min?: unknown; max?: unknown };
  const hasLen = typeof len === 'number';
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  let val: number;
  if (typeof value === 'number') val = value;
  else if (typeof value === 'string' || Array.isArray(value)) val = value.length;
  else return;
  if (hasLen) {
    if (val !== len) errors.push('len');
  } else if (hasMin && !hasMax && val < (min as number)) errors.push('min');
  else if (hasMax && !hasMin && val > (max as number)) errors.push('max');
  else if (hasMin && hasMax && (val < (min as number) || val > (max as number))) errors.push('range');
}

function patternRule(p: Prepared, value: unknown, errors: Errors): void {
  if (p.regex && !testPattern(p.regex, value)) errors.push('pattern');
}

function enumRule(p: Prepared, value: unknown, errors: Errors): void {
  const list = (p.rule as { enum?: unknown }).enum;
  if (Array.isArray(list) && list.indexOf(value) === -1) errors.push('enum');
}

/** Runs one prepared rule; returns the list of failures (empty = passes). */
function run(p: Prepared, value: unknown): Errors {
  const errors: Errors = [];
  const required = !!p.rule.required;
  switch (p.kind) {
    case 'required':
      requiredRule(p, value, errors, Array.isArray(value) ? 'array' : typeof value);
      break;
    case 'string':
      if (isEmptyValue(value, 'string') && !required) break;
      requiredRule(p, value, errors, 'string');
      if (!isEmptyValue(value, 'string')) {
        typeRule(p, value, errors);
        rangeRule(p, value, errors);
        patternRule(p, value, errors);
        if ((p.rule as { whitespace?: unknown }).whitespace === true && /^\s+$/.test(value as string)) errors.push('whitespace');
      }
      break;
    case 'number':
    case 'integer':
    case 'float':
      if (isEmptyValue(value) && !required) break;
      requiredRule(p, value, errors);
      if (value !== undefined) {
        typeRule(p, value, errors);
        rangeRule(p, value, errors);
      }
      break;
    case 'boolean':
    case 'method':
    case 'object':
      if (isEmptyValue(value) && !required) break;
      requiredRule(p, value, errors);
      if (value !== undefined) typeRule(p, value, errors);
      break;
    case 'regexp':
      if (isEmptyValue(value) && !required) break;
      requiredRule(p, value, errors);
      if (!isEmptyValue(value)) typeRule(p, value, errors);
      break;
    case 'array':
      if (isEmptyValue(value, 'array') && !required) break;
      requiredRule(p, value, errors, 'array');
      if (!isEmptyValue(value, 'array')) {
        typeRule(p, value, errors);
        rangeRule(p, value, errors);
      }
      break;
    case 'enum':
      if (isEmptyValue(value) && !required) break;
      requiredRule(p, value, errors);
      if (value) enumRule(p, value, errors);
      break;
    case 'pattern':
      if (isEmptyValue(value, 'string') && !required) break;
      requiredRule(p, value, errors);
      if (!isEmptyValue(value, 'string')) patternRule(p, value, errors);
      break;
    case 'date': {
      if (isEmptyValue(value) && !required) break;
      requiredRule(p, value, errors);
      if (!isEmptyValue(value)) {
        const date = typeof value === 'number' ? new Date(value) : value;
        typeRule(p, date, errors);
        if (date && typeof (date as Date).getTime === 'function') rangeRule(p, (date as Date).getTime(), errors);
      }
      break;
    }
    default: // url, hex, email: validator/type.js
      if (isEmptyValue(value, p.type) && !required) break;
      requiredRule(p, value, errors, p.type);
      if (!isEmptyValue(value, p.type)) typeRule(p, value, errors);
  }
  return errors;
}

/** async-validator's default texts, used only when a stored rule has no message. */
function defaultMessage(kind: string, p: Prepared, field: string): string {
  switch (kind) {
    case 'required': return `${field} is required`;
    case 'type': return `${field} is not a valid ${p.type}`;
    case 'pattern': return `${field} value does not match pattern ${String(p.rule.pattern)}`;
    case 'whitespace': return `${field} cannot be empty`;
    case 'enum': return `${field} must be one of ${String((p.rule as { enum?: unknown[] }).enum)}`;
    default: return `${field} is out of range`;
  }
}

/**
 * Checks one stored rule. Returns the message to show (the rule's `message` verbatim) or null when it
 * passes or is ignored (invalid pattern or unknown type: logged with console.warn).
 */
export function checkRule(rule: Rule, value: unknown, field = ''): string | null {
  const p = prepare(rule, field);
  if (!p) return null;
  const errors = run(p, value);
  if (errors.length === 0) return null;
  return p.rule.message !== undefined && p.rule.message !== null ? String(p.rule.message) : defaultMessage(errors[0], p, field);
}

/** The first failing rule's message (async-validator `firstFields: true`), or null when all pass. */
export function validateValue(rules: readonly Rule[] | undefined, value: unknown, field = ''): string | null {
  if (!rules) return null;
  for (const rule of rules) {
    const message = checkRule(rule, value, field);
    if (message !== null) return message;
  }
  return null;
}

export type RuleLang = 'zh' | 'en';

const TEXTS = {
  zh: {
    type: (name: string) => `${name}格式不正确`,
    select: (name: string) => `请选择${name}`,
    upload: (name: string) => `请上传${name}`,
    radio: () => '请选择',
    fill: (name: string) => `请填写${name}`,
    pattern: (name: string) => `${name}格式不匹配`,
  },
  en: {
    // The contract appends the suffix to the name without a separator, as upstream did ('RemarkRequired').
    type: (name: string) => `${name}Invalid format`,
    select: (name: string) => `please select ${name}`,
    upload: (name: string) => `please upload ${name}`,
    radio: () => 'please select',
    fill: (name: string) => `please fill in ${name}`,
    pattern: (name: string) => `${name}Unmatched pattern`,
  },
};

/**
 * The rules the designer stores for a widget (form-format.md runtime rule 8), rebuilt whenever
 * required, dataType or pattern change. Order: type, required, pattern.
 */
export function generateRules(widget: Pick<Widget, 'type' | 'name' | 'options'>, lang: RuleLang = 'zh'): Rule[] {
  const t = TEXTS[lang] ?? TEXTS.zh;
  const name = widget.name ?? '';
  const o = widget.options ?? {};
  const rules: Rule[] = [];
  if (typeof o.dataType === 'string' && o.dataType !== '') rules.push({ type: o.dataType, message: t.type(name) });
  if (o.required) {
    const kind = widgetDefinition(widget.type)?.requiredMessage ?? 'fill';
    rules.push({ required: true, message: t[kind](name) });
  }
  if (typeof o.pattern === 'string' && o.pattern !== '') rules.push({ pattern: o.pattern, message: t.pattern(name) });
  return rules;
}
