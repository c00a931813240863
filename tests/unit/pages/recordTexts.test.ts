// Every text the record pages show exists in both languages: the literal keys their sources pass to
// t(), the keys they build (error, desk, module, class, print labels), and the workflow names of every
// state, action, grade, outcome and measure state they label.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/core/i18n/index.ts';
import { GRADES, WF_STATES } from '../../../src/core/workflow/types.ts';
import { ACTION_SPECS, RECORD_ACTIONS, MEASURE_ACTIONS } from '../../../src/core/pages/recordActions.ts';

const FILES = [
  'common/RecordListView.tsx', 'common/ActionDialog.tsx', 'common/MeasureRows.tsx', 'common/Attachments.tsx', 'common/Timeline.tsx',
  'common/CommentBox.tsx', 'common/MeasuresTable.tsx', 'common/RecordActions.tsx', 'common/RecordTags.tsx', 'common/FilterBar.tsx',
  'views/RecordDetail.tsx', 'views/ReportPage.tsx', 'views/DataQuery.tsx', 'views/MessagePage.tsx', 'views/AppCenter.tsx',
  'views/record/RecordHeader.tsx', 'views/record/RecordData.tsx', 'views/record/ReportMeta.tsx', 'views/record/PrintPreview.tsx', 'views/record/useRevision.ts',
].map((f) => `src/modules/pages/${f}`);

const literalKeys = () => {
  const keys = new Set<string>();
  for (const f of FILES) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(/\bt\(\s*'([A-Za-z0-9_:.]+)'/g)) keys.add(m[1]);
    // t(cond ? 'a' : 'b')
    for (const m of src.matchAll(/\bt\([^()]*?\?\s*'([A-Za-z0-9_:.]+)'\s*:\s*'([A-Za-z0-9_:.]+)'/g)) { keys.add(m[1]); keys.add(m[2]); }
  }
  return [...keys].filter((k) => !k.endsWith('_') && !k.endsWith('.'));
};

const ERRORS = ['commentRequired', 'commentTooLong', 'targetRequired', 'userRequired', 'usersRequired', 'measuresRequired', 'tooManyMeasures', 'outcomeRequired', 'completeNeedsNote', 'measureWhat', 'measureOwner', 'measureDeadline'];
const BUILT = [
  ...ERRORS.map((e) => `err_${e}`),
  ...['todo', 'overdue', 'draft', 'mine', 'cc'].map((k) => `desk_${k}`),
  ...['baqsj', 'xjsxxm', 'business'].map((k) => `module_${k}`),
  'techKind_limit', 'techKind_unlimit', 'revisionLine', 'revisionShort', 'overdueReminder', 'conflictReloaded',
  ...['info', 'fields', 'timeline', 'measures', 'time', 'actor', 'action', 'step', 'comment', 'attachments', 'what', 'owner', 'deadline', 'status', 'note', 'evidence', 'printedAt', 'none'].map((k) => `print_${k}`),
  ...['techName', 'level', 'dept', 'team', 'description', 'attachments'].map((k) => `tech_${k}`),
];
const WORKFLOW = [
  ...WF_STATES.map((s) => `workflow:state.${s}`),
  ...[...RECORD_ACTIONS, ...MEASURE_ACTIONS, ...Object.keys(ACTION_SPECS), 'comment', 'submit', 'resubmit', 'deleteDraft', 'saveDraft'].map((a) => `workflow:action.${a}`),
  ...GRADES.map((g) => `workflow:grade.${g}`),
  ...['continue', 'suspend', 'stop'].map((o) => `workflow:outcome.${o}`),
  ...['open', 'done', 'verified'].map((s) => `workflow:measure.${s}`),
  ...['review', 'rectification', 'archive', 'periodicReview'].map((k) => `workflow:stepKind.${k}`),
];

describe('record page texts', () => {
  const all = [...new Set([...literalKeys(), ...BUILT, ...WORKFLOW])];
  it('finds the keys (the scan works)', () => {
    expect(literalKeys().length).toBeGreaterThan(80);
  });
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`exist in ${lang}`, () => {
      const i18n = createI18n(lang);
      const missing = all.filter((k) => {
        const key = k.includes(':') ? k : `pages:${k}`;
        return !i18n.exists(key, { lng: lang, fallbackLng: false } as never);
      });
      expect(missing).toEqual([]);
    });
  }
});
