// Scores a sheet: the one function behind the inspector's live totals and the server's recomputation on
// every save and submit (the client's total is never trusted). Total over any input: values it cannot
// use are reported in `problems` and count as unanswered, nothing throws.
import { round2, scoringModelOf } from './scoringModel.ts';
import {
  SHEET_LIMITS, type ItemProblem, type ItemScore, type ItemValue, type ScoreItemDef, type ScoringModel, type SheetScore,
} from './types.ts';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Checks the shape of one entered value (whatever the kind, the comment and photos). */
function shapeProblem(v: Record<string, unknown>): ItemProblem | undefined {
  if (v.comment !== undefined && (typeof v.comment !== 'string' || v.comment.length > SHEET_LIMITS.comment)) return 'badComment';
  if (v.photos !== undefined) {
    const p = v.photos;
    if (!Array.isArray(p) || p.length > SHEET_LIMITS.photos) return 'badPhotos';
    for (const x of p as unknown[]) {
      if (!isObj(x) || typeof x.name !== 'string' || typeof x.url !== 'string' || x.name.length > SHEET_LIMITS.photoName
        || x.url.length > SHEET_LIMITS.photoUrl || !/^(\/|https?:\/\/)/.test(x.url)) return 'badPhotos';
    }
  }
  return undefined;
}

/** The score of one item from its value: undefined score = unanswered. */
function scoreOf(item: ScoreItemDef, v: Record<string, unknown>): { score?: number; problem?: ItemProblem } {
  switch (item.kind) {
    case 'deduct': {
      const n = v.occurrences;
      // no finding recorded: full marks
      if (n === undefined || n === null) return { score: item.maxScore };
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > SHEET_LIMITS.occurrences) return { problem: 'badOccurrences' };
      return { score: round2(Math.max(0, item.maxScore - n * item.deductPer)) };
    }
    case 'option': {
      if (v.option === undefined || v.option === null || v.option === '') return {};
      const o = item.options.find((x) => x.value === v.option);
      return o ? { score: o.score } : { problem: 'badOption' };
    }
    case 'direct': {
      const s = v.score;
      if (s === undefined || s === null) return {};
      if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s > item.maxScore) return { problem: 'badScore' };
      // on the item's step grid (0.5 -> 0, 0.5, 1 ...), with room for float noise
      const steps = s / item.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-6) return { problem: 'badScore' };
      return { score: round2(s) };
    }
  }
}

/**
 * Scores `values` against a scoring model (or a form's JSON, read with scoringModelOf).
 * Unknown item ids in `values` are reported (`unknownItem`) and ignored.
 */
export function scoreSheet(modelOrSchema: ScoringModel | unknown, values: unknown): SheetScore {
  const model = isModel(modelOrSchema) ? modelOrSchema : scoringModelOf(modelOrSchema);
  const vals = isObj(values) ? values : {};
  const problems: SheetScore['problems'] = [];
  if (values !== undefined && values !== null && !isObj(values)) problems.push({ id: '', problem: 'badValue' });
  const items: Record<string, ItemScore> = {};
  const unanswered: string[] = [];
  const missingComments: string[] = [];
  const known = new Set(model.items.map((i) => i.id));
  for (const id of Object.keys(vals)) if (!known.has(id)) problems.push({ id, problem: 'unknownItem' });

  for (const item of model.items) {
    const raw = vals[item.id];
    let v: Record<string, unknown> = {};
    let problem: ItemProblem | undefined;
    if (raw !== undefined && raw !== null) {
      if (isObj(raw)) v = raw;
      else problem = 'badValue';
    }
    problem ??= shapeProblem(v);
    const r = problem ? {} : scoreOf(item, v);
    problem ??= r.problem;
    if (problem) problems.push({ id: item.id, problem });
    const answered = r.score !== undefined;
    const score = r.score ?? 0;
    const lost = answered ? round2(item.maxScore - score) : 0;
    const comment = typeof v.comment === 'string' ? v.comment.trim() : '';
    const needsComment = answered && lost > 0 && item.commentOnLoss && !comment;
    if (!answered) unanswered.push(item.id);
    if (needsComment) missingComments.push(item.id);
    items[item.id] = { id: item.id, score, maxScore: item.maxScore, lost, answered, needsComment };
  }

  const sections = model.sections.map((s) => {
    const score = round2(s.items.reduce((a, i) => a + items[i.id].score, 0));
    return { name: s.name, score, maxScore: s.maxScore, lost: round2(s.items.reduce((a, i) => a + items[i.id].lost, 0)) };
  });
  const total = round2(sections.reduce((a, s) => a + s.score, 0));
  return {
    items, sections, total, maxScore: model.maxScore, lost: round2(sections.reduce((a, s) => a + s.lost, 0)),
    complete: model.items.length > 0 && !unanswered.length && !missingComments.length && !problems.length,
    unanswered, missingComments, problems,
  };
}

function isModel(v: unknown): v is ScoringModel {
  return isObj(v) && Array.isArray(v.items) && Array.isArray(v.sections) && typeof v.maxScore === 'number';
}

/** Only what the model knows, in its shape: what the server stores (unknown keys and bad shapes dropped). */
export function cleanValues(model: ScoringModel, values: unknown): Record<string, ItemValue> {
  const vals = isObj(values) ? values : {};
  const out: Record<string, ItemValue> = {};
  for (const item of model.items) {
    const v = vals[item.id];
    if (!isObj(v)) continue;
    const o: ItemValue = {};
    if (item.kind === 'deduct' && typeof v.occurrences === 'number') o.occurrences = v.occurrences;
    if (item.kind === 'option' && typeof v.option === 'string' && v.option) o.option = v.option;
    if (item.kind === 'direct' && typeof v.score === 'number') o.score = v.score;
    if (typeof v.comment === 'string' && v.comment.trim()) o.comment = v.comment;
    if (Array.isArray(v.photos) && v.photos.length) o.photos = (v.photos as { name: string; url: string }[]).map((p) => ({ name: p.name, url: p.url }));
    if (Object.keys(o).length) out[item.id] = o;
  }
  return out;
}
