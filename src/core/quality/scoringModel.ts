// Reads the scoring model out of a form's JSON: every `scoreItem` widget (anywhere in the tree, subform
// cells excepted) in document order, grouped by section. The section of an item is its own
// `options.section`, else the text of the nearest `header` widget above it, else ''. A form without score
// items (an old scoring form made of plain widgets) has an empty model and renders as it always did.
import { iterateWidgets } from '../form/walk.ts';
import type { FormSchema, Widget } from '../form/types.ts';
import { SCORE_ITEM_TYPE, SCORING_KINDS, type ScoreItemDef, type ScoreOption, type ScoringKind, type ScoringModel } from './types.ts';

/** The largest maximum an item may have (a form is data anyone with the designer can write). */
export const MAX_ITEM_SCORE = 1000;

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** Rounds to hundredths: scores are halves and tenths, sums must not drift (0.1 + 0.2). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function optionsOf(raw: unknown, max: number): ScoreOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: ScoreOption[] = [];
  for (const o of raw as Record<string, unknown>[]) {
    if (!o || typeof o !== 'object') continue;
    const value = str(o.value);
    const score = num(o.score);
    if (!value || seen.has(value) || score === undefined) continue;
    seen.add(value);
    out.push({ value, label: str(o.label) || value, score: round2(clamp(score, 0, max)) });
  }
  return out;
}

/** One score item's definition from its widget; undefined when the widget is no usable score item. */
export function scoreItemOf(widget: Widget, section = ''): ScoreItemDef | undefined {
  if ((widget?.type as string) !== SCORE_ITEM_TYPE || typeof widget.model !== 'string' || !widget.model) return undefined;
  const o = (widget.options ?? {}) as Record<string, unknown>;
  const max = num(o.maxScore);
  if (max === undefined || max <= 0 || max > MAX_ITEM_SCORE) return undefined;
  const kind: ScoringKind = SCORING_KINDS.includes(o.scoring as ScoringKind) ? (o.scoring as ScoringKind) : 'deduct';
  const deductPer = num(o.deductPer);
  const step = num(o.step);
  return {
    id: widget.model,
    label: str(widget.name) || widget.model,
    section: str(o.section) || section,
    maxScore: round2(max),
    kind,
    deductPer: deductPer !== undefined && deductPer > 0 ? round2(Math.min(deductPer, max)) : 1,
    options: kind === 'option' ? optionsOf(o.options, max) : [],
    step: step !== undefined && step > 0 ? step : 0.5,
    standard: str(o.standard),
    commentOnLoss: o.commentOnLoss !== false,
    photos: o.photos !== false,
  };
}

/** The scoring model of a form (any JSON: a broken document yields an empty model, never a throw). */
export function scoringModelOf(schema: unknown): ScoringModel {
  const items: ScoreItemDef[] = [];
  const ids = new Set<string>();
  let header = '';
  if (schema && typeof schema === 'object') {
    for (const { widget, subform } of iterateWidgets(schema as FormSchema)) {
      if (subform) continue;
      if (widget.type === 'header') header = str(widget.options?.defaultValue) || str(widget.name);
      const item = scoreItemOf(widget, header);
      // two widgets with one model would share one value: the first one counts
      if (item && !ids.has(item.id)) {
        ids.add(item.id);
        items.push(item);
      }
    }
  }
  const sections: ScoringModel['sections'] = [];
  for (const item of items) {
    let s = sections.find((x) => x.name === item.section);
    if (!s) sections.push((s = { name: item.section, items: [], maxScore: 0 }));
    s.items.push(item);
    s.maxScore = round2(s.maxScore + item.maxScore);
  }
  return { sections, items, maxScore: round2(items.reduce((a, i) => a + i.maxScore, 0)) };
}

/** Whether a form has anything to score. */
export const isScoringForm = (schema: unknown): boolean => scoringModelOf(schema).items.length > 0;

/** A score item's options as the designer edits them: one `label = score` per line. */
export function scoreOptionsText(options: unknown): string {
  return (Array.isArray(options) ? (options as Record<string, unknown>[]) : [])
    .filter((o) => o && typeof o === 'object')
    .map((o) => `${str(o.label) || str(o.value)} = ${num(o.score) ?? 0}`).join('\n');
}

/**
 * The options of `label = score` lines (a line without a score scores 0). Values are kept by position from
 * `previous` (sheets already stored name them), new lines get `o<n>`.
 */
export function scoreOptionsFromText(text: string, previous: unknown = []): { value: string; label: string; score: number }[] {
  const prev = Array.isArray(previous) ? (previous as Record<string, unknown>[]) : [];
  const used = new Set<string>();
  return text.split('\n').map((l) => l.trim()).filter(Boolean).map((line, i) => {
    const m = /^(.*?)\s*[=＝:：]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(line);
    const label = (m ? m[1] : line).trim() || String(i + 1);
    let value = str(prev[i]?.value) || `o${i + 1}`;
    for (let n = i + 1; used.has(value); n++) value = `o${n + 1}`;
    used.add(value);
    return { value, label, score: m ? Math.max(0, Number(m[2])) : 0 };
  });
}
