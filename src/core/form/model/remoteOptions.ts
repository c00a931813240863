// Options and upload tokens loaded from the host or over HTTP, per widget.
import type { OptionItem } from '../types';
import { loadUploadToken, loadWidgetOptions, remoteModeOf } from '../remote';
import { widgetDefinition } from '../widgets/registry';
import type { FormContext } from './context';
import { pathsOfNode } from './fieldIndex';
import type { Node } from './types';

/** Loaded options, else [] for a remote widget not loaded yet, else the static options.options. */
export function optionsOf(ctx: FormContext, n: Node | undefined): OptionItem[] | undefined {
  if (!n) return undefined;
  const loaded = ctx.remoteOptions.get(n.widget);
  if (loaded) return loaded;
  if (remoteModeOf(n.widget)) return [];
  return Array.isArray(n.widget.options.options) ? n.widget.options.options : undefined;
}

export function uploadTokenOf(ctx: FormContext, n: Node | undefined): string | undefined {
  return n ? ctx.tokens.get(n.widget) : undefined;
}

/** The cell paths of a subform column node, one per row the subform holds now. */
function cellPaths(ctx: FormContext, n: Node): string[] {
  const sub = n.subform?.widget.model;
  const rows = sub ? ctx.models[sub] : undefined;
  return sub && n.widget.model && Array.isArray(rows) ? rows.map((_r, i) => `${sub}[${i}].${n.widget.model}`) : [];
}

/** Loads every remote widget's options and every Qiniu upload token; each result is announced as it lands. */
export async function loadRemoteOptions(ctx: FormContext): Promise<void> {
  const { opts, bus } = ctx;
  const jobs: Promise<void>[] = [];
  for (const n of ctx.index.nodes) {
    const w = n.widget;
    // a column of a subform: its cells in every row read the options too (each row's cell is a path of its own)
    const touched = () => pathsOfNode(n).concat(n.subform ? [n.subform.widget.model, ...cellPaths(ctx, n)] : []);
    if (remoteModeOf(w)) {
      jobs.push(loadWidgetOptions(w, { remote: opts.remote, http: opts.http }).then((items) => {
        ctx.remoteOptions.set(w, items);
        bus.batch(() => touched().forEach(bus.changed));
      }));
    }
    if (widgetDefinition(w.type)?.tokenFunc && w.options.isQiniu) {
      jobs.push(loadUploadToken(w, opts.remote).then((t) => {
        ctx.tokens.set(w, t);
        bus.batch(() => touched().forEach(bus.changed));
      }));
    }
  }
  await Promise.all(jobs);
}
