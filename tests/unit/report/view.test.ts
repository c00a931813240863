import { describe, expect, it } from 'vitest';
import { buildMonthlyReport, reportPeriod } from '../../../src/core/report/monthly.ts';
import {
  causeCategoryLabel, countChart, changeText, fieldValueLink, periodDays, periodKeyOf, periodKindOf, periodLabel, periodListLink, recordName, recordNamesCell,
  recordNamesLine, reportPrintHtml, type ReportLabels,
} from '../../../src/core/report/view.ts';
import { tallyField } from '../../../src/core/stats/fieldCounts.ts';
import { createI18n } from '../../../src/core/i18n/catalogue.ts';

const labels = (lang: 'zh-CN' | 'en'): ReportLabels => {
  const i18n = createI18n(lang);
  return {
    t: (k, o) => i18n.t(k, o), lang, grade: (g) => i18n.t(`workflow:grade.${g}`), type: (c) => (c === 'fall' ? 'Fall' : ''),
    num: (n, d = 0) => (n === null || n === undefined ? '' : n.toFixed(d)), dateTime: (ms) => new Date(ms).toISOString(),
  };
};

describe('report periods on the page', () => {
  it('keys, kinds, days and labels of months, quarters and years', () => {
    expect(periodKeyOf('month', 2026, 11)).toBe('2026-11');
    expect(periodKeyOf('quarter', 2026, 11)).toBe('2026-Q4');
    expect(periodKeyOf('year', 2026, 11)).toBe('2026');
    expect(['2026-11', '2026-Q4', '2026', 'x'].map(periodKindOf)).toEqual(['month', 'quarter', 'year', null]);
    expect(periodDays('2026-02')).toEqual({ begin: '2026-02-01', end: '2026-02-28' });
    expect(periodDays('2026-Q4')).toEqual({ begin: '2026-10-01', end: '2026-12-31' });
    expect(periodDays('2024')).toEqual({ begin: '2024-01-01', end: '2024-12-31' });
    const L = labels('en');
    expect(periodLabel('2026-Q4', 'en', L.t)).toBe('Q4 2026');
    expect(periodLabel('2026-11', 'en', L.t)).toBe('November 2026');
    expect(periodLabel('2026-Q4', 'zh-CN', labels('zh-CN').t)).toBe('2026年第4季度');
    expect(periodListLink('2026-11', { grade: 'II' })).toBe('/newBaqsj/queryData?module=baqsj&grade=II&beginTime=2026-11-01&endTime=2026-11-30');
    expect(changeText(5, 3, L)).toBe('+2');
    expect(changeText(3, 5, L)).toBe('−2');
    expect(changeText(3, null, L)).toBe('—');
  });
});

describe('the records a report names', () => {
  it('by their titles, \'#id\' only without one; a line names at most 30, a table cell at most 3, each cut short', () => {
    const r = { recordNames: { 4: '跌倒事件报告（八病区 5 床）', 23: 'Fall <b>' } };
    expect(recordName(r, 4)).toBe('跌倒事件报告（八病区 5 床）');
    expect(recordName(r, 5)).toBe('#5');
    expect(recordNamesLine(r, [4, 23], 'zh-CN')).toBe('跌倒事件报告（八病区 5 床）；Fall <b>');
    expect(recordNamesLine(r, [4, 23], 'en')).toBe('跌倒事件报告（八病区 5 床）; Fall <b>');
    expect(recordNamesLine(r, Array.from({ length: 31 }, (_, i) => i + 100), 'en')).toMatch(/#129 …$/);
    expect(recordNamesCell(r, [4, 23], 'en')).toBe('跌倒事件报告（八病区 5 床）; Fall <b>');
    expect(recordNamesCell({ recordNames: { 1: '管路滑脱事件报告（八病区 15 床，夜班）' } }, [1], 'zh-CN')).toBe('管路滑脱事件报告（八病区 15…');
    expect(recordNamesCell(r, [1, 2, 3, 4], 'en')).toBe('');
  });
  it('late measures are named by their records, each once', () => {
    const period = reportPeriod('2026-11', 'UTC')!;
    const late = buildMonthlyReport({
      period, previousTotal: 0, now: period.end, scores: [], causes: [], events: [],
      measures: [{ id: 31, recordId: 4, deadline: period.start, doneAt: null }, { id: 32, recordId: 4, deadline: period.start, doneAt: null }, { id: 33, recordId: 9, deadline: period.end + 1, doneAt: null }],
    });
    expect(late.measures).toMatchObject({ lateIds: [31, 32], openIds: [33], lateRecordIds: [4] });
  });
});

describe('the print document', () => {
  const period = reportPeriod('2026-11', 'UTC')!;
  const report = buildMonthlyReport({
    period, previousTotal: 1, now: period.end, measures: [], causes: [], scores: [{ deptName: '<b>骨科</b>', score: 90, previous: 88 }],
    events: [{ id: 7, grade: 'II', eventType: 'fall', deptName: '骨科', occurredAt: period.start, submittedAt: period.start + 3_600_000, overdue: true, rca: null }],
  });
  const answer = { ...report, scope: 'all' as const, timeZone: 'UTC', limits: { I: 24, II: 24, III: 72, IV: 72 }, generatedAt: period.end, recordNames: { 7: '跌倒事件报告（7 床）' } };

  it('is an A4 document with the hospital, page numbers in the margin, every section, escaped text', () => {
    const html = reportPrintHtml({ report: answer, labels: labels('en'), hospital: 'St. "Mary" <Hospital>', logo: '/uploads/logo.png', origin: 'http://h' });
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('@bottom-center { content: "Page " counter(page)');
    expect(html).toContain('content: "St. \\"Mary\\" <Hospital>"');
    expect(html).toContain('<span class="org">St. &quot;Mary&quot; &lt;Hospital&gt;</span>');
    expect(html).toContain('src="http://h/uploads/logo.png"');
    expect(html).toContain('&lt;b&gt;骨科&lt;/b&gt;');
    expect(html).not.toContain('<b>骨科');
    for (const s of ['By grade', 'Reported in time', 'Overdue handling', 'Root-cause analyses', 'Improvement measures on time', 'Top root-cause categories', 'Quality inspection scores', 'PDCA']) expect(html).toContain(s);
    expect(html).toContain('No root-cause analyses in this period.');
    expect(html).toContain('No improvement projects in this period.');
    const zh = reportPrintHtml({ report: answer, labels: labels('zh-CN'), hospital: '医院', logo: '', origin: '' });
    expect(zh).toContain('"第 " counter(page) " 页"');
    expect(zh).toContain('2026年11月安全质量报告');
  });

  it('the category fields: a table per field under the category and the field\'s title (typed, escaped), values in the form\'s order with their share and ids, the empty and the other forms\' events said apart', () => {
    const field = { model: 'morse_band', title: '跌倒<风险>等级', kind: 'computed' as const, options: ['低危', '中危', '高危'].map((l) => ({ value: l, label: l })) };
    const counts = tallyField(field, [{ id: 7, onForm: true, value: '高危', n: 1 }, { id: 8, onForm: true, value: '低危', n: 1 }, { id: 9, onForm: true, value: null, n: 1 }, { id: 10, onForm: false, value: null, n: 1 }], { withIds: true });
    const section = { eventType: 'fall', field: { model: field.model, title: field.title, kind: field.kind }, ...counts };
    const withFields = buildMonthlyReport({ period, previousTotal: 0, now: period.end, measures: [], scores: [], causes: [], events: [], fields: [section] });
    const a = { ...withFields, scope: 'all' as const, timeZone: 'UTC', limits: { I: 24, II: 24, III: 72, IV: 72 }, generatedAt: period.end, recordNames: { 7: '跌倒事件报告（7 床）' } };
    const html = reportPrintHtml({ report: a, labels: labels('en'), hospital: 'H', logo: '', origin: '' });
    expect(html).toContain('<h2>By the category forms&#39; fields</h2><h3>Fall · 跌倒&lt;风险&gt;等级</h3>');
    expect(html.indexOf('<td>低危</td><td class="n">1</td><td class="n">33.3%</td>')).toBeLessThan(html.indexOf('<td>中危</td><td class="n">0</td>'));
    expect(html).toContain('<td>高危</td><td class="n">1</td><td class="n">33.3%</td>');
    // a record by what the lists show (its title), never by its id (issue 35 §4)
    expect(html).toContain('<span class="ids">跌倒事件报告（7 床）</span>');
    expect(html).not.toContain('#7');
    expect(html).toContain('<td>Not given</td><td class="n">1</td>');
    expect(html).toContain('Not counted here: 1 events of this category reported on a form without this field');
    expect(fieldValueLink('2026-11', section, '高危')).toBe(`/newBaqsj/queryData?module=baqsj&eventType=fall&beginTime=2026-11-01&endTime=2026-11-30&field=morse_band&fieldValue=${encodeURIComponent('高危')}`);
    // no category field, no section
    expect(reportPrintHtml({ report: answer, labels: labels('en'), hospital: 'H', logo: '', origin: '' })).not.toContain('category forms');
  });

  it('root-cause categories: the usual six in the language, a team label as typed (escaped); PDCA indicators with decimals', () => {
    const withRca = buildMonthlyReport({
      period, previousTotal: 0, now: period.end, measures: [], scores: [],
      events: [{ id: 7, grade: 'II', eventType: 'fall', deptName: '骨科', occurredAt: null, submittedAt: period.start, overdue: false, rca: 'done' }],
      causes: [{ recordId: 7, category: 'people' }, { recordId: 7, category: '<i>交接班</i>' }, { recordId: 7, category: 'people' }],
      pdca: [{ id: 1, title: '降低跌倒', cycle: 2, phase: 'check', indicator: '跌倒发生率', unit: '‰', baseline: 0.42, target: 0.3, latest: 0.28, reached: true }],
    });
    const a = { ...withRca, scope: 'all' as const, timeZone: 'UTC', limits: { I: 24, II: 24, III: 72, IV: 72 }, generatedAt: period.end, recordNames: { 7: '跌倒事件报告（7 床）' } };
    expect(causeCategoryLabel('people', labels('en'))).toBe('People');
    expect(causeCategoryLabel('交接班', labels('en'))).toBe('交接班');
    const html = reportPrintHtml({ report: a, labels: labels('en'), hospital: 'H', logo: '', origin: '' });
    expect(html).toContain('<td>People</td><td class="n">2</td>');
    expect(html).toContain('&lt;i&gt;交接班&lt;/i&gt;');
    expect(html).toContain('<td>跌倒发生率 (‰)</td><td class="n">0.42</td><td class="n">0.30</td><td class="n">0.28</td><td>Reached</td>');
    expect(html).toContain('Done: 1');
  });

  it('a chart bar opens the data query of its records; the unset bar opens nothing', () => {
    const m = countChart('byGrade', [{ key: 'II', n: 1, ids: [7] }, { key: 'none', n: 2, ids: [8, 9] }], '2026-11', labels('en'));
    expect(m.data.map((d) => [d.label, d.link])).toEqual([
      ['Grade II (adverse outcome)', '/newBaqsj/queryData?module=baqsj&grade=II&beginTime=2026-11-01&endTime=2026-11-30'], ['Not given', undefined],
    ]);
    expect(m.total).toBe(3);
  });
});
