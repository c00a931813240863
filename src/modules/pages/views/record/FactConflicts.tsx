// For the quality office: submitted events whose form says another type or grade than the record
// (issue 22 §1). Listed, never changed: each opens its record. Nothing shows when there are none or the
// caller may not ask (the server decides: GET /api/v1/records/fact-conflicts).
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import type { FactConflictRow } from '../../../../core/api/records.ts';
import { detailPath, eventTypeName, gradeKey } from '../../../../core/pages/records.ts';
import { useEventTypes, useLang, usePageT, useRecordsApi } from '../../common/hooks.ts';
import { withUserText } from '../../../shared/UserText.tsx';
import { USER_TEXT } from '../../common/userText.ts';

const SHOWN = 10;

export function FactConflicts({ navigate }: { navigate(path: string): void }) {
  const t = usePageT();
  const lang = useLang();
  const api = useRecordsApi();
  const types = useEventTypes();
  const [found, setFound] = useState<{ list: FactConflictRow[]; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    api.factConflicts().then((r) => live && setFound(r), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (!found?.count) return null;
  const recordValue = (c: FactConflictRow['conflicts'][number]) => (c.fact === 'grade' ? t(gradeKey(c.record)) : eventTypeName(types, c.record, lang));
  return (
    <Alert
      className="hos-fact-conflicts"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('factConflictsTitle', { count: found.count })}
      description={
        <>
          <div>{t('factConflictsHint')}</div>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {found.list.slice(0, SHOWN).map((r) => (
              <li key={r.id}>
                <a className="hos-record-link" data-id={r.id} href={detailPath({ id: r.id, module: 'baqsj' })} {...(r.title ? USER_TEXT : {})}
                  onClick={(e) => { e.preventDefault(); navigate(detailPath({ id: r.id, module: 'baqsj' })); }}>{r.title || t('untitled')}</a>
                {/* the form's words are the hospital's data (its options), the record's value is worded by the locale */}
                {r.conflicts.map((c) => <div key={c.fact}>{withUserText(t, 'factConflictLine', 'form', c.form, { field: t(c.fact), record: recordValue(c) })}</div>)}
              </li>
            ))}
          </ul>
          {found.count > SHOWN && <div>{t('factConflictsMore', { count: found.count - SHOWN })}</div>}
        </>
      }
    />
  );
}
