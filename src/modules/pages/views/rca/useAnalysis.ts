// The analysis of the record on the detail page (issue 26 §1): loaded when the record's flow has an
// analysis step, edited through the commands of src/core/rca/commands.ts into an undo/redo history,
// saved with its revision. A 409 (someone saved first) keeps what the user made: "load latest" shows
// the server's revision and keeps the user's own as `mine`, which "restore" brings back to save over it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import type { RecordDetail } from '../../../../core/api/records.ts';
import { rcaApi, type AnalysisRevisionInfo, type AnalysisView } from '../../../../core/api/rca.ts';
import type { Analysis, RcaError, RcaResult } from '../../../../core/rca/types.ts';
import { applyResult, historyOf, redo, undo, type History } from '../../../../core/pages/rcaEditor.ts';
import { isConflict } from '../../../../core/pages/records.ts';
import { usePageT, useRuntime } from '../../common/hooks.ts';
import '../../common/rcaTexts.ts';

/** The record has an analysis (the detail says so, or its flow has an analysis step that applies). */
export function hasAnalysis(record: RecordDetail): boolean {
  const r = record as RecordDetail & { analysis?: { revision: number; team: number[] } | null };
  if (r.analysis !== undefined) return r.analysis !== null;
  return !!record.flow?.steps.some((s) => s.kind === 'analysis' && s.applies !== false);
}

export interface AnalysisState {
  view: AnalysisView | null;
  error: boolean;
  history: History | null;
  analysis: Analysis | null;
  dirty: boolean;
  saving: boolean;
  conflict: boolean;
  /** the user's unsaved analysis, kept after loading the latest revision over a conflict */
  mine: Analysis | null;
  /** applies a command result; a refusal is said in the user's language and returned */
  apply(r: RcaResult): RcaError | null;
  undo(): void;
  redo(): void;
  save(): Promise<void>;
  reload(): Promise<void>;
  restoreMine(): void;
  setTeam(userIds: number[]): Promise<boolean>;
  /** the saved revisions (loaded on demand), and an earlier one shown read-only */
  revisions: AnalysisRevisionInfo[];
  loadRevisions(): Promise<void>;
  older: ({ analysis: Analysis } & AnalysisRevisionInfo) | null;
  showRevision(rev: number | null): Promise<void>;
}

export function useAnalysis(record: RecordDetail | null): AnalysisState {
  const t = usePageT();
  const runtime = useRuntime();
  const api = useMemo(() => rcaApi(runtime), [runtime]);
  const { message } = App.useApp();
  const enabled = !!record && hasAnalysis(record);
  const id = record?.id ?? 0;
  const version = record?.version;
  const [view, setView] = useState<AnalysisView | null>(null);
  const [error, setError] = useState(false);
  const [history, setHistory] = useState<History | null>(null);
  const [saved, setSaved] = useState<Analysis | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [mine, setMine] = useState<Analysis | null>(null);
  // the revision the edits started from (a refresh while editing keeps the edits and this base)
  const [base, setBase] = useState(0);
  const [revisions, setRevisions] = useState<AnalysisRevisionInfo[]>([]);
  const [older, setOlder] = useState<AnalysisState['older']>(null);
  const dirtyRef = useRef(false);

  const load = useCallback(async (keep?: Analysis) => {
    try {
      const v = await api.get(id);
      setView(v);
      if (!dirtyRef.current || keep) {
        setSaved(v.analysis);
        setHistory(historyOf(v.analysis));
        setBase(v.revision);
        setConflict(false);
      }
      setError(false);
      if (keep) setMine(keep);
    } catch {
      setError(true);
    }
  }, [api, id]);

  // the record's state and measures change with its actions: the analysis's rights and addressed causes too
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load, version]);

  const analysis = history?.present ?? null;
  const dirty = !!analysis && analysis !== saved;
  dirtyRef.current = dirty;

  // leaving the page with unsaved edits asks first (the browser's own question)
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const apply = useCallback((r: RcaResult): RcaError | null => {
    if (!r.ok) {
      void message.error(t(`rca:err.${r.error.code}`, { detail: r.error.detail }));
      return r.error;
    }
    setHistory((h) => (h ? applyResult(h, r) : h));
    return null;
  }, [message, t]);

  const save = useCallback(async () => {
    if (!analysis || !view) return;
    setSaving(true);
    try {
      const res = await api.save(id, analysis, base);
      setSaved(analysis);
      setBase(res.revision);
      setMine(null);
      void message.success(t('rca:saved', { revision: res.revision }));
      // its time, author and the causes still unaddressed come from the server
      setView(await api.get(id));
    } catch (e) {
      if (isConflict(e)) setConflict(true);
    } finally {
      setSaving(false);
    }
  }, [analysis, view, base, api, id, message, t]);

  const setTeam = useCallback(async (userIds: number[]) => {
    try {
      const res = await api.setTeam(id, userIds);
      setView((v) => (v ? { ...v, team: res.team } : v));
      void message.success(t('rca:teamSaved'));
      return true;
    } catch {
      return false;
    }
  }, [api, id, message, t]);

  const loadRevisions = useCallback(async () => {
    try {
      setRevisions(await api.revisions(id));
    } catch {
      // said by the http layer
    }
  }, [api, id]);

  const showRevision = useCallback(async (rev: number | null) => {
    if (rev === null || rev === view?.revision) return setOlder(null);
    try {
      setOlder(await api.revision(id, rev));
    } catch {
      // said by the http layer
    }
  }, [api, id, view?.revision]);

  return {
    view, error, history, analysis, dirty, saving, conflict, mine, apply, save, setTeam, revisions, loadRevisions, older, showRevision,
    undo: () => setHistory((h) => (h ? undo(h) : h)),
    redo: () => setHistory((h) => (h ? redo(h) : h)),
    reload: () => load(dirty && analysis ? analysis : undefined),
    restoreMine: () => {
      if (!mine) return;
      setHistory((h) => (h ? applyResult(h, { ok: true, analysis: mine }) : h));
      setMine(null);
    },
  };
}
