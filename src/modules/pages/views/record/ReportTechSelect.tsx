// The new technology an event report names (issue 35 §3): a select searched on the server as the user
// types (the catalogue's technologies in use, by name or code), cleared with its cross. The value is a
// catalogue id; the row it names is read by id when the options do not hold it (a draft, a returned
// record, a report restored from this device), so its name shows even if it stopped since.
import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import type { TechInUse } from '../../../../core/api/records.ts';
import { usePageT, useRecordsApi } from '../../common/hooks.ts';

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

export interface ReportTechSelectProps {
  value: number | null;
  onChange(id: number | null): void;
}

export function ReportTechSelect({ value, onChange }: ReportTechSelectProps) {
  const t = usePageT();
  const api = useRecordsApi();
  const [rows, setRows] = useState<TechInUse[]>([]);
  const [loading, setLoading] = useState(false);
  // the row of the value, kept while a search shows others
  const [current, setCurrent] = useState<TechInUse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // only the latest search's answer is shown
  const asked = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (value === null || current?.id === value) return;
    let live = true;
    api.techInUse({ id: value }).then(([row]) => live && row && setCurrent(row), () => undefined);
    return () => {
      live = false;
    };
  }, [api, value, current]);

  const search = (keyword: string, delay = SEARCH_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const n = ++asked.current;
      setLoading(true);
      api.techInUse({ keyword }).then((found) => n === asked.current && setRows(found), () => undefined)
        .finally(() => n === asked.current && setLoading(false));
    }, delay);
  };

  const label = (r: TechInUse) => r.techName + t('techCodeAfter', { code: r.techCode });
  const shown = current && current.id === value && !rows.some((r) => r.id === current.id) ? [current, ...rows] : rows;
  return (
    <Select<number>
      className="hos-report-tech"
      data-user-text=""
      aria-label={t('techInvolvedPick')}
      style={{ maxWidth: 560 }}
      allowClear
      placeholder={t('techInvolvedSearch')}
      value={value ?? undefined}
      showSearch={{ filterOption: false, onSearch: (k) => search(k) }}
      onOpenChange={(open) => open && search('', 0)}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('techInvolvedNone')}
      options={shown.map((r) => ({ value: r.id, label: label(r) }))}
      // never the bare id: a spinner until its row is read
      labelRender={(p) => (shown.some((r) => r.id === p.value) ? p.label : <Spin size="small" />)}
      onChange={(id) => {
        setCurrent(rows.find((r) => r.id === id) ?? null);
        onChange(id ?? null);
      }}
    />
  );
}
