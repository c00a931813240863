// The server recomputes computed fields (issue 31 §3), with the formula language the pages use
// (src/core/form/formula): a record body whose computed value disagrees with its own data is refused,
// naming the field and both values; an absent one is filled in; what is stored is what the stored data
// computes. A form version whose formula is broken is not saved, naming the field and the problem.
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx } from '../http/router.ts';
import type { RecordPatch } from '../db/store/wfApply.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { wtBoth, langOf, type Lang } from '../workflow/lang.ts';
import { secError } from '../http/texts.ts';
import { lookups } from './requestLookups.ts';
import { applyComputed, planForm, problemText, type ComputedValue, type FormulaValue } from '../../../src/core/form/formula/index.ts';
import { formula } from '../../../src/core/i18n/locales/formula.ts';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const own = (o: unknown, k: string): unknown => (isObj(o) && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);

/** What the body says of a computed value: at its model, or in its subform row. */
function sentAt(data: Record<string, unknown>, v: ComputedValue): unknown {
  if (v.subform === undefined) return own(data, v.model);
  const rows = own(data, v.subform);
  return Array.isArray(rows) ? own(rows[v.row!], v.model) : undefined;
}

/** The same value: a number also as its numeric text ("25" for 25); '' only as ''. */
function same(sent: unknown, computed: FormulaValue): boolean {
  if (typeof computed === 'number') return sent === computed || (typeof sent === 'string' && sent.trim() !== '' && Number(sent) === computed);
  return sent === computed;
}

/** A value in a refusal: '' is worded as empty, anything else shown as it is (cut short). */
function shown(v: unknown): string | { 'zh-CN': string; en: string } {
  if (v === '') return wtBoth('server.computedEmpty');
  const text = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Checks and fills the computed fields of a record body's data once its form version is known (create,
 * saveDraft, submit, resubmit). The body's values are weighed against its own data (`b.data`, as sent);
 * the patch's data (which the server may have stamped with the record's facts) gets the values its data
 * computes.
 */
export async function recomputeFormulas(ctx: AuthedCtx, b: Record<string, unknown>, p: RecordPatch,
  form: { formId: number | null; formVersion: number | null }): Promise<void> {
  if (form.formId === null || form.formVersion === null || !p.data) return;
  const plan = planForm((await lookups(ctx).getFormVersion(form.formId, form.formVersion))?.schema);
  if (!plan.top.length && !plan.subforms.length) return;
  if (isObj(b.data)) {
    for (const v of plan.compute(b.data)) {
      const sent = sentAt(b.data, v);
      if (sent === undefined || sent === null || same(sent, v.value)) continue;
      throw new WfRefusal(400, 'server.computedMismatch', { field: v.name, sent: shown(sent), computed: shown(v.value) });
    }
  }
  p.data = applyComputed(p.data, plan.compute(p.data));
}

/** A formula problem in the caller's language, worded by the formula table (the words the designer shows). */
function formulaText(lang: Lang, p: Parameters<typeof problemText>[0]): string {
  const table: Record<string, string> = formula[lang];
  return problemText(p, (key, params) => (table[key] ?? key).replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m)));
}

/** Refuses a form version whose computed fields' formulas are broken, naming the first field and its problem. */
export function refuseBrokenFormulas(req: IncomingMessage, schema: unknown): void {
  const [first] = planForm(schema).problems;
  if (first) throw secError(req, 400, 'form.formulaInvalid', { problem: formulaText(langOf(req), first) });
}
