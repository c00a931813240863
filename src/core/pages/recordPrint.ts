// The print / PDF view of a record (issue 9 §5): the record's header, the form data of the revision
// shown, the timeline with its comments and, for events, the rectification measures; one A4 HTML
// document with its own styles (no CDN, no host CSS), every text escaped.
import type { RecordDetail, TimelineEntry } from '../api/records.ts';
import { entryDecisionKeys, followUpOf, formatTime as formatTimeIn, localText, timelineMeasure, timelineSideKey } from './records.ts';
import { DEFAULT_FACT_MODELS, HEADER_FACTS } from '../workflow/eventFacts.ts';

/** Without a binding from the caller: the conventional models of the facts the header shows (eventFacts.ts). */
const DEFAULT_BOUND = HEADER_FACTS.map((f) => DEFAULT_FACT_MODELS[f]);

type T = (key: string, opts?: Record<string, unknown>) => string;

/** A row of the print; `model` names the form field it shows (data rows). */
export interface PrintRow { label: string; value: string; model?: string }
export interface PrintTimelineRow { time: string; actor: string; action: string; steps: string; comment: string; attachments: string; reply: boolean }
export interface PrintMeasureRow { what: string; owner: string; deadline: string; status: string; note: string; evidence: string }

export interface PrintModel {
  title: string;
  /** "第 2 版 · 2024-05-01 10:00 · 李秀梅" */
  revision: string;
  info: PrintRow[];
  fields: PrintRow[];
  timeline: PrintTimelineRow[];
  measures: PrintMeasureRow[] | null;
  /** a closed or archived case: the quality office's conclusion (text, then who and when) */
  conclusion: PrintRow[] | null;
  printedAt: string;
  labels: Record<'conclusion' | 'info' | 'fields' | 'timeline' | 'measures' | 'time' | 'actor' | 'action' | 'step' | 'comment' | 'attachments' | 'what' | 'owner' | 'deadline' | 'status' | 'note' | 'evidence' | 'printedAt' | 'none', string>;
}

export interface PrintInput {
  record: RecordDetail;
  /** the revision shown and its data rows (form fields or technology fields) */
  revision: number;
  fields: PrintRow[];
  /** models of data rows bound to the record's type and grade (recordValues.ts boundFieldModels): an
   *  event prints the record's values in its header (`info`), once, never the form's copy (issue 22 §1) */
  bound?: string[];
  /** extra header rows (event type, technology class...) already in the user's language */
  info: PrintRow[];
  t: T;
  lang: string;
  /** the hospital's time zone: where the record's instants are printed (the browser's when absent) */
  timeZone?: string;
  now: number;
}

const names = (list: { name: string }[] | undefined) => (list ?? []).map((a) => a.name).join('、');

/** Timeline rows oldest first, each comment's replies right after it (threads by parentId). */
export function threadTimeline(entries: TimelineEntry[]): Array<TimelineEntry & { depth: number }> {
  const byParent = new Map<number | null, TimelineEntry[]>();
  const ids = new Set(entries.map((e) => e.id));
  for (const e of entries) {
    const p = e.parentId !== null && ids.has(e.parentId) ? e.parentId : null;
    byParent.set(p, [...(byParent.get(p) ?? []), e]);
  }
  const sort = (l: TimelineEntry[]) => [...l].sort((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1));
  const out: Array<TimelineEntry & { depth: number }> = [];
  const walk = (parent: number | null, depth: number) => {
    for (const e of sort(byParent.get(parent) ?? [])) {
      out.push({ ...e, depth });
      walk(e.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export function buildPrintModel({ record, revision, fields, bound, info, t, lang, timeZone, now }: PrintInput): PrintModel {
  const formatTime = (v: string | number | null | undefined) => formatTimeIn(v, false, lang, timeZone);
  const skip = new Set(record.module === 'baqsj' ? bound ?? DEFAULT_BOUND : []);
  const steps = new Map((record.flow?.steps ?? []).map((s) => [s.key, localText(s.name, lang)]));
  const stepName = (k: string | null) => (k ? steps.get(k) ?? k : '');
  const rev = record.revisions.find((r) => r.revision === revision);
  const timeline = threadTimeline(record.timeline).map((e) => {
    const from = stepName(e.fromStep);
    const to = stepName(e.toStep);
    const measure = timelineMeasure(e, record.measures);
    const figures = followUpOf(e);
    const outcome = entryDecisionKeys(e).map((k) => ` · ${t(k)}`).join('') + (figures ? ` · ${t('pages:followUpLine', figures)}` : '');
    return {
      time: formatTime(e.createdAt),
      // no actor: a server event (the overdue reminder), said by the system
      actor: e.actorName || t('pages:system'),
      action: t(`workflow:action.${e.action}`, { defaultValue: e.action === 'overdue' ? t('pages:overdueReminder') : e.action }) + outcome
        + (measure ? ` · ${t('pages:measureNo', { no: measure.no, what: measure.what })}` : ''),
      steps: from !== to ? [from || t(`pages:${timelineSideKey(e.fromState)}`), to || t(`pages:${timelineSideKey(e.toState)}`)].join(' → ') : from,
      comment: e.comment ?? '',
      attachments: names(e.attachments),
      reply: e.depth > 0,
    };
  });
  const measures = record.module === 'baqsj'
    ? record.measures.map((m) => ({
      what: m.what,
      owner: m.ownerName,
      deadline: formatTime(m.deadline),
      status: t(`workflow:measure.${m.status}`),
      note: m.note ?? '',
      evidence: names(m.evidence),
    }))
    : null;
  const L = (k: string) => t(`pages:print_${k}`);
  return {
    title: record.title,
    revision: rev ? t('pages:revisionLine', { revision, time: formatTime(rev.createdAt), name: rev.createdByName }) : t('pages:revisionShort', { revision }),
    info,
    fields: fields.filter((f) => !f.model || !skip.has(f.model)),
    timeline,
    measures,
    conclusion: record.conclusion
      ? [{ label: L('conclusion'), value: record.conclusion.text }, { label: L('actor'), value: record.conclusion.actorName }, { label: L('time'), value: formatTime(record.conclusion.createdAt) }]
      : null,
    printedAt: formatTime(now),
    labels: {
      conclusion: L('conclusion'),
      info: L('info'), fields: L('fields'), timeline: L('timeline'), measures: L('measures'), time: L('time'), actor: L('actor'),
      action: L('action'), step: L('step'), comment: L('comment'), attachments: L('attachments'), what: L('what'), owner: L('owner'),
      deadline: L('deadline'), status: L('status'), note: L('note'), evidence: L('evidence'), printedAt: L('printedAt'), none: L('none'),
    },
  };
}

export function escapeHtml(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Escaped text with its line breaks kept. */
const text = (s: unknown) => escapeHtml(s).replace(/\n/g, '<br>');

export const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
html, body { margin: 0; background: #fff; }
body { width: 186mm; margin: 0 auto; padding: 6mm 0; font: 12px/1.55 -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; color: #1f1f1f; }
h1 { font-size: 18px; margin: 0 0 4px; }
.rev { color: #595959; margin-bottom: 12px; }
h2 { font-size: 14px; margin: 16px 0 6px; padding-left: 6px; border-left: 3px solid #4d70ff; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { border: 1px solid #d9d9d9; padding: 4px 6px; vertical-align: top; text-align: left; word-break: break-word; }
th { background: #fafafa; font-weight: 600; }
.kv th { width: 22%; }
tr { page-break-inside: avoid; }
.reply td:first-child { padding-left: 18px; }
.foot { margin-top: 16px; color: #8c8c8c; font-size: 11px; text-align: right; }
`;

/** The whole printable document. */
export function printHtml(m: PrintModel, lang: string): string {
  const kv = (rows: PrintRow[]) =>
    rows.length
      ? `<table class="kv">${rows.map((r) => `<tr><th>${escapeHtml(r.label)}</th><td>${text(r.value) || '-'}</td></tr>`).join('')}</table>`
      : `<p>${escapeHtml(m.labels.none)}</p>`;
  const grid = (head: string[], rows: string[][], cls: (i: number) => string = () => '') =>
    rows.length
      ? `<table><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>${rows.map((r, i) => `<tr class="${cls(i)}">${r.map((c) => `<td>${text(c)}</td>`).join('')}</tr>`).join('')}</table>`
      : `<p>${escapeHtml(m.labels.none)}</p>`;
  const L = m.labels;
  const timeline = grid(
    [L.time, L.actor, L.action, L.step, L.comment, L.attachments],
    m.timeline.map((e) => [e.time, e.actor, (e.reply ? '↳ ' : '') + e.action, e.steps, e.comment, e.attachments]),
    (i) => (m.timeline[i].reply ? 'reply' : ''),
  );
  const measures = m.measures
    ? `<h2>${escapeHtml(L.measures)}</h2>${grid([L.what, L.owner, L.deadline, L.status, L.note, L.evidence], m.measures.map((r) => [r.what, r.owner, r.deadline, r.status, r.note, r.evidence]))}`
    : '';
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(m.title)}</title><style>${PRINT_CSS}</style></head><body>`
    + `<h1>${escapeHtml(m.title)}</h1><div class="rev">${escapeHtml(m.revision)}</div>`
    + `<h2>${escapeHtml(L.info)}</h2>${kv(m.info)}`
    + `<h2>${escapeHtml(L.fields)}</h2>${kv(m.fields)}`
    + `<h2>${escapeHtml(L.timeline)}</h2>${timeline}`
    + measures
    + (m.conclusion ? `<h2>${escapeHtml(L.conclusion)}</h2>${kv(m.conclusion)}` : '')
    + `<div class="foot">${escapeHtml(L.printedAt)} ${escapeHtml(m.printedAt)}</div></body></html>`;
}
