// The monthly safety and quality report as a PDF (issue 26 §3): A4, real text (a CJK font embedded as a
// subset, so the text is searchable and selectable), the hospital's name and logo and the report's title
// at the top of every page, "page n of m" at the bottom, every section as a table whose bars are vector
// rectangles (no picture of a chart). The same numbers, order and words as the print view
// (src/core/report/view.ts), in the reader's language. pdfkit writes it; ./fonts.ts finds the font.
import PDFDocument from 'pdfkit';
import type { MonthlyReportAnswer } from '../../../src/core/report/api.ts';
import {
  causeCategoryLabel, countChart, changeText, fieldCounted, fieldSectionTitle, fieldValueText, periodLabel, recordNamesCell, recordNamesLine, shareText,
  type ReportLabels,
} from '../../../src/core/report/view.ts';
import type { Count } from '../../../src/core/report/monthly.ts';
import type { PdfFonts } from './fonts.ts';
import { zoneName } from '../../../src/core/settings/timeZone.ts';

export interface ReportPdfInput {
  report: MonthlyReportAnswer;
  labels: ReportLabels;
  hospital: string;
  /** PNG or JPEG bytes, or null */
  logo: Buffer | null;
  fonts: PdfFonts;
}

const A4 = { w: 595.28, h: 841.89 };
const M = { top: 64, bottom: 54, left: 42, right: 42 };
const WIDTH = A4.w - M.left - M.right;
const INK = '#1f1f1f';
const MUTED = '#595959';
const LINE = '#d9d9d9';
const ACCENT = '#1f3a93';
const BAR = '#4d70ff';

/** Is it a PNG or a JPEG (the two image kinds a PDF takes as they are)? */
export function isPdfImage(b: Buffer | null | undefined): b is Buffer {
  return !!b && b.length > 8 && ((b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff));
}

interface Col { head: string; width: number; align?: 'left' | 'right'; bar?: boolean }
/** A cell: text, or a bar (share 0..1 of the column) with a text beside it. */
type Cell = string | { bar: number; text?: string };

export async function reportPdf(p: ReportPdfInput): Promise<Buffer> {
  const { report: r, labels: L } = p;
  const t = (k: string, o?: Record<string, unknown>) => L.t('report:' + k, o);
  const period = periodLabel(r.period.key, L.lang, L.t);
  const title = t('printTitle', { period });
  const doc = new PDFDocument({
    size: 'A4', margins: M, bufferPages: true, autoFirstPage: true, lang: L.lang, displayTitle: true,
    info: { Title: title, Author: p.hospital, Subject: t('title'), Creator: 'HOS', CreationDate: new Date(r.generatedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const reg = (name: string, f: PdfFonts['regular']) => (f.face ? doc.registerFont(name, f.src, f.face) : doc.registerFont(name, f.src));
  reg('regular', p.fonts.regular);
  reg('bold', p.fonts.bold);
  doc.font('regular').fillColor(INK);

  const bottom = () => A4.h - M.bottom;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  const text = (s: string, x: number, y: number, o: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {}) => {
    doc.font(o.bold ? 'bold' : 'regular').fontSize(o.size ?? 9.5).fillColor(o.color ?? INK);
    doc.text(s, x, y, { lineBreak: true, ...o });
  };

  // ---- title, meta, key figures ----
  doc.y = M.top;
  text(title, M.left, doc.y, { size: 17, bold: true, width: WIDTH });
  doc.moveDown(0.2);
  text(`${t('scope')}: ${t('scope.' + r.scope)} · ${t('generatedAt')}: ${L.dateTime(r.generatedAt)} · ${t('timeZone')}: ${zoneName(r.timeZone, L.lang, r.generatedAt)}`, M.left, doc.y, { size: 9, color: MUTED, width: WIDTH });
  doc.moveDown(0.6);
  const all = r.inTime.find((x) => x.grade === 'all');
  const kpis: Array<[string, string]> = [
    [L.num(r.events.total), `${t('total')} (${t('previous', { n: L.num(r.events.previousTotal) })})`],
    [shareText(all?.share ?? null, L), t('inTimeShare')],
    [L.num(r.overdue.n), t('overdue')],
    [shareText(r.measures.share, L), t('measuresShare')],
  ];
  const gap = 8;
  const kw = (WIDTH - gap * 3) / 4;
  const ky = doc.y;
  const kh = 56;
  kpis.forEach(([v, l], i) => {
    const x = M.left + i * (kw + gap);
    doc.lineWidth(0.7).roundedRect(x, ky, kw, kh, 3).strokeColor(LINE).stroke();
    text(v, x + 8, ky + 6, { size: 15, bold: true, width: kw - 16, lineBreak: false });
    text(l, x + 8, ky + 27, { size: 8, color: MUTED, width: kw - 16, height: 24, ellipsis: true });
  });
  doc.y = ky + kh + 6;

  // ---- building blocks ----
  const heading = (s: string, need = 60) => {
    doc.moveDown(0.6);
    ensure(need);
    const y = doc.y;
    doc.rect(M.left, y + 1, 2.5, 13).fill(BAR);
    text(s, M.left + 8, y, { size: 12, bold: true, width: WIDTH - 8 });
    doc.y = y + 20;
  };
  const para = (s: string, o: { color?: string; size?: number } = {}) => {
    doc.font('regular').fontSize(o.size ?? 9.5);
    ensure(doc.heightOfString(s, { width: WIDTH }) + 4);
    text(s, M.left, doc.y, { width: WIDTH, size: o.size, color: o.color });
    doc.moveDown(0.3);
  };
  const ids = (list: number[]) => {
    if (list.length) para(`${t('ids')}: ${recordNamesLine(r, list, L.lang)}`, { color: MUTED, size: 8.5 });
  };
  const PAD = 4;
  const table = (cols: Col[], rows: Cell[][]) => {
    const total = cols.reduce((n, c) => n + c.width, 0);
    const ws = cols.map((c) => (c.width / total) * WIDTH);
    const xs = ws.map((_, i) => M.left + ws.slice(0, i).reduce((n, w) => n + w, 0));
    const cellText = (c: Cell) => (typeof c === 'string' ? c : c.text ?? '');
    const rowHeight = (cells: Cell[], bold: boolean) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(9);
      return Math.max(16, ...cells.map((c, i) => doc.heightOfString(cellText(c) || ' ', { width: ws[i] - PAD * 2 - (typeof c === 'string' ? 0 : 4) }) + PAD * 2));
    };
    const drawRow = (cells: Cell[], head: boolean) => {
      const h = rowHeight(cells, head);
      const y = doc.y;
      if (head) doc.rect(M.left, y, WIDTH, h).fill('#fafafa');
      cells.forEach((c, i) => {
        const x = xs[i];
        if (typeof c !== 'string') {
          const bw = Math.max(c.bar > 0 ? 1.5 : 0, (ws[i] - PAD * 2) * 0.62 * Math.min(1, Math.max(0, c.bar)));
          if (bw) doc.rect(x + PAD, y + h / 2 - 3.5, bw, 7).fill(BAR);
          if (c.text) text(c.text, x + PAD + bw + 4, y + PAD, { size: 8, color: MUTED, width: ws[i] - PAD * 2 - bw - 4 });
        } else {
          text(c, x + PAD, y + PAD, { size: 9, bold: head, width: ws[i] - PAD * 2, align: cols[i].align ?? 'left' });
        }
      });
      doc.lineWidth(0.5).strokeColor(LINE);
      doc.rect(M.left, y, WIDTH, h).stroke();
      for (const x of xs.slice(1)) doc.moveTo(x, y).lineTo(x, y + h).stroke();
      doc.y = y + h;
      doc.x = M.left;
    };
    const head = cols.map((c) => c.head);
    ensure(rowHeight(head, true) + rowHeight(rows[0] ?? [], false));
    drawRow(head, true);
    for (const row of rows) {
      if (doc.y + rowHeight(row, false) > bottom()) {
        doc.addPage();
        drawRow(head, true);
      }
      drawRow(row, false);
    }
    doc.moveDown(0.4);
  };
  const none = (s: string) => para(s, { color: MUTED });
  const countTable = (id: 'byGrade' | 'byType' | 'byDept', head: string, counts: Count[]) => {
    const model = countChart(id, counts, r.period.key, L, false);
    const max = Math.max(1, ...model.data.map((d) => d.value));
    const sum = model.total || 1;
    table(
      [{ head, width: 32 }, { head: t('count'), width: 11, align: 'right' }, { head: t('share'), width: 11, align: 'right' }, { head: '', width: 46, bar: true }],
      model.data.map((d, i) => [d.label, L.num(d.value), shareText(Math.round((d.value / sum) * 1000) / 10, L),
        { bar: d.value / max, text: counts[i] ? recordNamesCell(r, counts[i].ids, L.lang) : '' }]),
    );
  };

  // ---- the sections, as the print view ----
  heading(t('eventsByGrade'));
  countTable('byGrade', t('grade'), r.events.byGrade);
  heading(t('eventsByType'));
  if (r.events.byType.length) countTable('byType', t('type'), r.events.byType);
  else none(t('none'));
  heading(t('eventsByDept'));
  if (r.events.byDept.length) countTable('byDept', t('dept'), r.events.byDept);
  else none(t('none'));

  if (r.fields?.length) {
    heading(t('fieldsTitle'));
    for (const f of r.fields) {
      const rows = [...f.counts.map((c) => ({ label: fieldValueText(f, c, L), n: c.n, ids: c.ids ?? [] })),
        ...(f.empty ? [{ label: t('unset'), n: f.empty, ids: f.emptyIds ?? [] }] : [])];
      const max = Math.max(1, ...rows.map((x) => x.n));
      const sum = fieldCounted(f) || 1;
      ensure(60);
      text(fieldSectionTitle(f, L), M.left, doc.y, { size: 10.5, bold: true, width: WIDTH });
      doc.moveDown(0.2);
      table(
        [{ head: t('fieldValue'), width: 40 }, { head: t('count'), width: 11, align: 'right' }, { head: t('share'), width: 11, align: 'right' }, { head: '', width: 38, bar: true }],
        rows.map((x) => [x.label, L.num(x.n), shareText(Math.round((x.n / sum) * 1000) / 10, L),
          { bar: x.n / max, text: recordNamesCell(r, x.ids, L.lang) }]),
      );
      if (f.notOnForm) para(t('fieldNotOnForm', { n: L.num(f.notOnForm) }), { color: MUTED, size: 8.5 });
    }
  }

  heading(t('reportedInTime'));
  table(
    [{ head: t('grade'), width: 22 }, { head: t('limit'), width: 14, align: 'right' }, { head: t('judged'), width: 14, align: 'right' },
      { head: t('inTime'), width: 14, align: 'right' }, { head: t('late'), width: 14, align: 'right' }, { head: t('share'), width: 14, align: 'right' }],
    r.inTime.map((x) => [x.grade === 'all' ? t('all') : L.grade(x.grade), x.grade === 'all' ? '' : t('hours', { n: r.limits[x.grade] }),
      L.num(x.judged), L.num(x.inTime), L.num(x.judged - x.inTime), shareText(x.share, L)]),
  );
  ids(all?.lateIds ?? []);
  para(t('inTimeNote', { high: r.limits.I, low: r.limits.III }), { color: MUTED, size: 8.5 });

  heading(t('overdueTitle'), 40);
  para(t('overdueText', { n: L.num(r.overdue.n) }));
  ids(r.overdue.ids);

  heading(t('rcaTitle'), 40);
  if (r.rca.done + r.rca.open) {
    para(`${t('rcaDone')}: ${L.num(r.rca.done)} · ${t('rcaOpen')}: ${L.num(r.rca.open)}`);
    ids([...r.rca.doneIds, ...r.rca.openIds]);
  } else none(t('rcaNone'));

  heading(t('measuresTitle'));
  if (r.measures.due) {
    table(
      [{ head: t('due'), width: 1, align: 'right' }, { head: t('onTime'), width: 1, align: 'right' }, { head: t('lateMeasures'), width: 1, align: 'right' },
        { head: t('openMeasures'), width: 1, align: 'right' }, { head: t('measuresShare'), width: 1, align: 'right' }],
      [[L.num(r.measures.due), L.num(r.measures.onTime), L.num(r.measures.late), L.num(r.measures.open), shareText(r.measures.share, L)]],
    );
  } else none(t('measuresNone'));

  heading(t('causesTitle'));
  if (r.topCauseCategories.length) {
    const max = Math.max(1, ...r.topCauseCategories.map((c) => c.n));
    table([{ head: t('category'), width: 32 }, { head: t('count'), width: 14, align: 'right' }, { head: '', width: 54, bar: true }],
      r.topCauseCategories.map((c) => [causeCategoryLabel(c.category, L), L.num(c.n), { bar: c.n / max, text: recordNamesCell(r, c.recordIds, L.lang) }]));
  } else none(t('causesNone'));

  heading(t('scoresTitle'));
  if (r.scores.length) {
    table(
      [{ head: t('dept'), width: 30 }, { head: t('score'), width: 13, align: 'right' }, { head: t('previousScore'), width: 13, align: 'right' },
        { head: t('scoreChange'), width: 12, align: 'right' }, { head: '', width: 32, bar: true }],
      r.scores.map((s) => [s.deptName, `${L.num(s.score, 1)}%`, s.previous === null ? t('noShare') : `${L.num(s.previous, 1)}%`,
        changeText(s.score, s.previous, L, 1), { bar: s.score / 100 }]),
    );
  } else none(t('scoresNone'));

  heading(t('pdcaTitle'));
  if (r.pdca.length) {
    table(
      [{ head: t('project'), width: 28 }, { head: t('cycle'), width: 8, align: 'right' }, { head: t('indicator'), width: 24 },
        { head: t('baseline'), width: 10, align: 'right' }, { head: t('target'), width: 10, align: 'right' }, { head: t('latest'), width: 10, align: 'right' },
        { head: t('reached'), width: 10 }],
      r.pdca.map((x) => [x.title, L.num(x.cycle), x.unit ? `${x.indicator} (${x.unit})` : x.indicator, L.num(x.baseline, 2), L.num(x.target, 2), L.num(x.latest, 2),
        x.latest === null ? t('noShare') : t(x.reached ? 'reached' : 'notReached')]),
    );
  } else none(t('pdcaNone'));

  // ---- every page: the hospital and the title on top, the page number below ----
  // opened once (its size fits the name beside it), drawn on every page
  let logo: { width: number; height: number } | null = null;
  try {
    logo = p.logo ? (doc as unknown as { openImage(b: Buffer): { width: number; height: number } }).openImage(p.logo) : null;
  } catch {
    // an image pdfkit cannot read: the name alone
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not start a new page
    let x = M.left;
    if (logo) {
      const w = Math.min(80, (24 * logo.width) / logo.height);
      doc.image(logo as unknown as Buffer, M.left, 18, { fit: [w, 24] });
      x += w + 8;
    }
    text(p.hospital, x, 24, { size: 10.5, bold: true, color: ACCENT, width: WIDTH / 2, lineBreak: false, ellipsis: true });
    text(title, M.left + WIDTH / 2, 26, { size: 8.5, color: MUTED, width: WIDTH / 2, align: 'right', lineBreak: false, ellipsis: true });
    doc.lineWidth(1.2).strokeColor(ACCENT).moveTo(M.left, 46).lineTo(A4.w - M.right, 46).stroke();
    text(t('pageOf', { n: i + 1 - range.start, total: range.count }), M.left, A4.h - 34, { size: 8.5, color: MUTED, width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}

