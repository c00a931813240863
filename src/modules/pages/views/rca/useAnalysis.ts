// The analysis of the record on the detail page (issue 26 §1): loaded when the record's flow has an
// analysis step, edited through the commands of src/core/rca/commands.ts into an undo/redo history,
// saved with its revision. A 409 (someone saved first) keeps what the user made: "merge" loads the latest
// revision and applies the user's own changes to it (src/core/rca/merge.ts: the other editor's saved
// changes stay); items both changed are listed, theirs kept until the user chooses their own.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import type { RecordDetail } from '../../../../core/api/records.ts';
import { rcaApi, type AnalysisRevisionInfo, type AnalysisView } from '../../../../core/api/rca.ts';
import type { Analysis, RcaError, RcaResult } from '../../../../core/rca/types.ts';
import { chooseSide, mergeAnalysis, type MergeConflict, type MergeSide } from '../../../../core/rca/merge.ts';
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
  /** after a merge: the revision merged onto, the items both changed and the side kept for each */
  merged: MergeState | null;
  /** applies a command result; a refusal is said in the user's language and returned */
  apply(r: RcaResult): RcaError | null;
  undo(): void;
  redo(): void;
  save(): Promise<void>;
  reload(): Promise<void>;
  /** loads the latest revision and applies the user's changes to it (after a conflict) */
  merge(): Promise<void>;
  /** keeps the user's or the other editor's version of an item both changed */
  choose(key: string, side: MergeSide): void;
  /** saves first when there are unsaved changes; whether the analysis is saved now */
  ensureSaved(): Promise<boolean>;
  setTeam(userIds: number[]): Promise<boolean>;
  /** the saved revisions (loaded on demand), and an earlier one shown read-only */
  revisions: AnalysisRevisionInfo[];
  loadRevisions(): Promise<void>;
  older: ({ analysis: Analysis } & AnalysisRevisionInfo) | null;
  showRevision(rev: number | null): Promise<void>;
}

export interface MergeState {
  revision: number;
  conflicts: MergeConflict[];
  chosen: Record<string, MergeSide>;
  /** chooseSide's context */
  mine: Analysis;
  base: Analysis;
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
  const [merged, setMerged] = useState<MergeState | null>(null);
  // the revision the edits started from (a refresh while editing keeps the edits and this base)
  const [base, setBase] = useState(0);
  const [revisions, setRevisions] = useState<AnalysisRevisionInfo[]>([]);
  const [older, setOlder] = useState<AnalysisState['older']>(null);
  const dirtyRef = useRef(false);

  const load = useCallback(async () => {
    try {
      const v = await api.get(id);
      setView(v);
      if (!dirtyRef.current) {
        setSaved(v.analysis);
        setHistory(historyOf(v.analysis));
        setBase(v.revision);
        setConflict(false);
      }
      setError(false);
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

  const save = useCallback(async (): Promise<boolean> => {
    if (!analysis || !view) return false;
    setSaving(true);
    try {
      const res = await api.save(id, analysis, base);
      setSaved(analysis);
      setBase(res.revision);
      setMerged(null);
      void message.success(t('rca:saved', { revision: res.revision }));
      // its time, author and the causes still unaddressed come from the server
      setView(await api.get(id));
      return true;
    } catch (e) {
      if (isConflict(e)) setConflict(true);
      return false;
    } finally {
      setSaving(false);
    }
  }, [analysis, view, base, api, id, message, t]);

  // the user's changes (saved -> analysis) applied to the latest revision
  const merge = useCallback(async () => {
    if (!analysis || !saved) return;
    try {
      const v = await api.get(id);
      const r = mergeAnalysis(saved, analysis, v.analysis);
      setView(v);
      setSaved(v.analysis);
      setBase(v.revision);
      // undo goes back to their revision as loaded
      setHistory(applyResult(historyOf(v.analysis), { ok: true, analysis: r.analysis }));
      setMerged({ revision: v.revision, conflicts: r.conflicts, chosen: {}, mine: r.mine, base: saved });
      setConflict(false);
      setError(false);
    } catch {
      // said by the http layer
    }
  }, [analysis, saved, api, id]);

  const choose = useCallback((key: string, side: MergeSide) => {
    const c = merged?.conflicts.find((x) => x.key === key);
    if (!merged || !c) return;
    setHistory((h) => (h ? applyResult(h, { ok: true, analysis: chooseSide(h.present, c, side, merged) }) : h));
    setMerged({ ...merged, chosen: { ...merged.chosen, [key]: side } });
  }, [merged]);

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
    view, error, history, analysis, dirty, saving, conflict, merged, apply, setTeam, revisions, loadRevisions, older, showRevision, merge, choose,
    save: async () => { await save(); },
    ensureSaved: async () => !dirty || save(),
    undo: () => setHistory((h) => (h ? undo(h) : h)),
    redo: () => setHistory((h) => (h ? redo(h) : h)),
    reload: () => load(),
  };
}
