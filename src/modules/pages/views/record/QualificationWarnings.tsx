// The members of a technology's team whose qualification lapsed or lapses within 90 days (issue 35 §1), named
// above the application form in its dialog and on the record's page; the day in the reader's language.
import { Alert } from 'antd';
import type { QualificationWarning } from '../../../../core/pages/techApplication.ts';
import { formatDay } from '../../../../core/i18n/format.ts';
import { useLang, usePageT } from '../../common/hooks.ts';

export function QualificationWarnings({ list }: { list: QualificationWarning[] }) {
  const t = usePageT();
  const lang = useLang();
  if (!list.length) return null;
  return (
    <Alert className="hos-qualification-warnings" type="warning" showIcon style={{ marginBottom: 12 }}
      title={t('tech_qualificationWarning')}
      description={<ul style={{ margin: 0, paddingInlineStart: 20 }}>{list.map((w, i) => (
        <li key={i} data-expired={w.expired ? '1' : '0'}><span data-user-text="">{w.member || '-'}</span>{t(w.expired ? 'tech_qualificationExpired' : 'tech_qualificationExpiring', { day: formatDay(w.expiry, lang) })}</li>
      ))}</ul>} />
  );
}

