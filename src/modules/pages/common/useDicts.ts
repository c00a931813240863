// The dictionaries and the department tree as pages read them: `label(type, code)` for any coded value
// shown to people (src/core/dicts.ts), `options(type)` for selects, and the department tree for the
// TreeSelect pickers and filters. One load per page runtime, shared by every page that asks.
import { useEffect, useMemo, useState } from 'react';
import { dictLabel, dictOptions, type DictTables } from '../../../core/dicts.ts';
import { adminApi, type DeptBrief } from '../../../core/api/admin.ts';
import { buildDeptTree, type DeptNode } from '../../../core/access/deptTree.ts';
import { useDictTables } from '../../shared/useDictTables.ts';
import { useLang, useRuntime } from './hooks.ts';

export interface Dicts {
  /** the label of a code in the page's language (the code itself when the dictionary lacks it) */
  label(type: string, code: unknown, fallback?: string): string;
  options(type: string): { value: string; label: string }[];
  tables: DictTables;
  /** reload after the dictionaries changed */
  invalidate(): void;
}

export function useDicts(): Dicts {
  const lang = useLang();
  const { tables, cache } = useDictTables();
  return useMemo(() => ({
    label: (type: string, code: unknown, fallback?: string) => dictLabel(tables, type, code, lang, fallback),
    options: (type: string) => dictOptions(tables, type, lang),
    tables,
    invalidate: () => cache.invalidate(),
  }), [tables, lang, cache]);
}

/** The department tree for pickers: enabled departments only (disabled ones shown unpickable with `all`). */
export function useDeptTree(opts: { all?: boolean; reloadKey?: number } = {}): { tree: DeptNode<DeptBrief>[]; rows: DeptBrief[] } {
  const runtime = useRuntime();
  const [rows, setRows] = useState<DeptBrief[]>([]);
  useEffect(() => {
    let live = true;
    adminApi(runtime).depts().then((r) => live && setRows(r), () => undefined);
    return () => { live = false; };
  }, [runtime, opts.reloadKey]);
  const lang = useLang();
  const tree = useMemo(() => buildDeptTree(rows, { ...(opts.all ? { disableInactive: true } : { enabledOnly: true }), lang }), [rows, opts.all, lang]);
  return { tree, rows };
}
