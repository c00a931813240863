// Loads a record for its pages: the detail (with what the caller may do) and, for events, the form
// version it was filled in. `reload()` after an action or a conflict; `replace()` with the detail an
// action returned (no second round trip).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordDetail } from '../../../../core/api/records.ts';
import { formsApi, type FormVersion } from '../../../../core/api/forms.ts';
import { useRecordsApi, useRuntime } from '../../common/hooks.ts';

export interface RecordPageState {
  record: RecordDetail | null;
  form: FormVersion | null;
  error: string;
  loading: boolean;
}

export function useRecordPage(id: string | undefined) {
  const api = useRecordsApi();
  const runtime = useRuntime();
  const [state, setState] = useState<RecordPageState>({ record: null, form: null, error: '', loading: true });
  const seq = useRef(0);
  const formCache = useRef(new Map<string, FormVersion>());

  const withForm = useCallback(async (record: RecordDetail) => {
    if (!record.formId) return null;
    const key = `${record.formId}:${record.formVersion ?? ''}`;
    const hit = formCache.current.get(key);
    if (hit) return hit;
    const form = await formsApi(runtime).getFormVersion(record.formId, record.formVersion);
    formCache.current.set(key, form);
    return form;
  }, [runtime]);

  const reload = useCallback(async () => {
    if (!id) return;
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const record = await api.getRecord(id);
      const form = await withForm(record);
      if (mine === seq.current) setState({ record, form, error: '', loading: false });
    } catch (e) {
      if (mine === seq.current) setState((s) => ({ ...s, loading: false, error: e instanceof Error ? e.message : String(e) }));
    }
  }, [api, id, withForm]);

  const replace = useCallback(async (record: RecordDetail) => {
    const mine = ++seq.current;
    try {
      const form = await withForm(record);
      if (mine === seq.current) setState({ record, form, error: '', loading: false });
    } catch {
      await reload();
    }
  }, [withForm, reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload, replace };
}
