// The head of the report form: event type (each bound to a form of the library and a flow), grade
// I-IV with the domain's names, the reporting department (the user's own by default: department review
// follows it), anonymous reporting (and what it hides), the new technology involved (issue 35 §3), copy
// recipients. These are the record's facts,
// asked once: the form's own fields for them are left out of it (eventFacts.ts PAGE_FACTS).
import { Alert, Form, Radio, Select, Switch, Typography } from 'antd';
import type { Grade } from '../../../../core/workflow/types.ts';
import { GRADES } from '../../../../core/workflow/types.ts';
import type { EventType } from '../../../../core/api/records.ts';
import { gradeKey } from '../../../../core/pages/records.ts';
import { useLang, usePageT } from '../../common/hooks.ts';
import { useFormLibT } from '../../common/useFormLibT.ts';
import { ReportTechSelect } from './ReportTechSelect.tsx';

export interface ReportMetaValue {
  eventType: string | null;
  grade: Grade | null;
  /** the reporting department's name */
  deptName: string | null;
  anonymous: boolean;
  /** the new technology the event happened with (a catalogue id), or null */
  techItemId: number | null;
  ccUserIds: number[];
}

export interface ReportMetaProps {
  value: ReportMetaValue;
  onChange(patch: Partial<ReportMetaValue>): void;
  types: EventType[];
  people: { value: number; label: string }[];
  /** the departments one may report for (names) */
  depts: string[];
  /** a returned record keeps its type, anonymity and copies (resubmit sends the data, the grade and a changed technology) */
  locked: boolean;
  /** an existing draft keeps its department (its reviewer is chosen by it); it may change its type, and
   *  with it its form (issue 31 §2) */
  deptLocked: boolean;
  errors: Partial<Record<'eventType' | 'grade' | 'deptName', string>>;
}

export function ReportMeta({ value, onChange, types, people, depts, locked, deptLocked, errors }: ReportMetaProps) {
  const t = usePageT();
  const tl = useFormLibT();
  const lang = useLang();
  const en = /^en/i.test(lang);
  return (
    <Form layout="vertical" className="hos-report-meta" style={{ maxWidth: 980 }}>
      <Form.Item label={t('eventType')} required validateStatus={errors.eventType ? 'error' : undefined} help={errors.eventType ?? (deptLocked && !locked ? tl('typeChangeHint') : undefined)}>
        <Select
          className="hos-event-type"
          aria-label={t('eventType')}
          style={{ maxWidth: 360 }}
          placeholder={t('pickEventType')}
          disabled={locked}
          value={value.eventType ?? undefined}
          onChange={(v: string) => onChange({ eventType: v })}
          options={types.map((x) => ({ value: x.code, label: en ? x.nameEn || x.name : x.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label={t('grade')} required validateStatus={errors.grade ? 'error' : undefined} help={errors.grade ?? t('gradeHint')}>
        <Radio.Group
          className="hos-grade"
          aria-label={t('grade')}
          value={value.grade ?? undefined}
          onChange={(e) => onChange({ grade: e.target.value as Grade })}
          options={GRADES.map((g) => ({ value: g, label: <span className={'hos-grade-option hos-grade-option-' + g}>{t(gradeKey(g))}</span> }))}
        />
      </Form.Item>
      <Form.Item label={t('reportDept')} required validateStatus={errors.deptName ? 'error' : undefined} help={errors.deptName ?? (locked || deptLocked ? undefined : t('reportDeptHint'))}>
        <Select
          className="hos-report-dept"
          data-user-text=""
          aria-label={t('reportDept')}
          style={{ maxWidth: 360 }}
          placeholder={t('pickReportDept')}
          disabled={locked || deptLocked}
          value={value.deptName ?? undefined}
          onChange={(v: string) => onChange({ deptName: v })}
          options={[...new Set([...(value.deptName ? [value.deptName] : []), ...depts])].map((d) => ({ value: d, label: d }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item label={t('anonymousReport')}>
        <Switch className="hos-anonymous" aria-label={t('anonymousReport')} checked={value.anonymous} disabled={locked} onChange={(v) => onChange({ anonymous: v })} />
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>{t(value.anonymous ? 'anonymousOn' : 'anonymousOff')}</Typography.Text>
        {value.anonymous && <Alert className="hos-anonymous-hint" style={{ marginTop: 8 }} type="info" showIcon title={t('anonymousExplain')} />}
      </Form.Item>
      <Form.Item label={t('techInvolvedPick')} tooltip={t('techInvolvedHint')}>
        <ReportTechSelect value={value.techItemId} onChange={(id) => onChange({ techItemId: id })} />
      </Form.Item>
      <Form.Item label={t('ccTo')} tooltip={t('ccHint')}>
        <Select
          className="hos-cc-picker"
          aria-label={t('ccTo')}
          mode="multiple"
          allowClear
          style={{ maxWidth: 560 }}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('ccPlaceholder')}
          options={people}
          value={value.ccUserIds}
          disabled={locked}
          onChange={(v: number[]) => onChange({ ccUserIds: v })}
          maxCount={50}
        />
      </Form.Item>
    </Form>
  );
}
