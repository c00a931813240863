// Remote options (form-format.md runtime rule 5 and "select with remote: 99"; spec section 7,
// "Remote options"): `remote === true` asks a host function, `remote === 99` performs the widget's
// requestMethod through an injected http function, `false` keeps options.options. Failures are
// logged with console.warn and give no options; nothing is shown to the user.
import type { HttpFn, HttpRequest, OptionItem, RemoteFuncs, RequestMethod, Widget } from './types';
import { widgetDefinition } from './widgets/registry';

/** Cascader-like widgets: remote options are a tree. */
const isTree = (w: Widget) => !!widgetDefinition(w.type)?.optionTree;

type Props = { value?: string; label?: string; children?: string };

/**
 * Maps raw items through `options.props` to `{ value, label }`; with `children` (cascader) the tree is
 * mapped recursively and a node without children gets `children: null`.
 */
export function mapRemoteItems(items: unknown, props: Props = {}, withChildren = false): OptionItem[] {
  if (!Array.isArray(items)) return [];
  const valueKey = props.value || 'value';
  const labelKey = props.label || 'label';
  const childrenKey = props.children || 'children';
  return items.map((raw) => {
    const item = (raw && typeof raw === 'object' ? raw : { [valueKey]: raw, [labelKey]: raw }) as Record<string, unknown>;
    const out: OptionItem = { value: item[valueKey], label: item[labelKey] as string };
    if (withChildren) {
      const kids = item[childrenKey];
      out.children = Array.isArray(kids) && kids.length ? mapRemoteItems(kids, props, true) : null;
    }
    return out;
  });
}

/** Reads a dot path (`resData.records`) from a response; '' or undefined reads `data`. */
export function readPath(obj: unknown, path: string | undefined): unknown {
  const p = path === undefined || path === null || path.trim() === '' ? 'data' : path.trim();
  let cur: unknown = obj;
  for (const part of p.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function parseJsonText(text: unknown, what: string): Record<string, unknown> {
  if (text === undefined || text === null || text === '') return {};
  if (typeof text === 'object') return text as Record<string, unknown>;
  const parsed: unknown = JSON.parse(String(text));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${what} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

/**
 * The spec gives the request timeout as "10 (unit not shown)"; the designer's default is 10, which only
 * makes sense as seconds. Values of 1000 and more are taken as milliseconds already.
 */
export function timeoutMs(timeout: unknown): number {
  const n = Number(timeout);
  if (!Number.isFinite(n) || n <= 0) return 10_000;
  return n >= 1000 ? n : n * 1000;
}

/** Builds the call a `remote: 99` widget makes. Throws on params/headers that are not JSON objects. */
export function buildRequest(rm: RequestMethod): HttpRequest {
  const method = String(rm.method || 'get').toUpperCase() === 'POST' ? 'POST' : 'GET';
  const params = parseJsonText(rm.params, 'requestMethod.params');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(parseJsonText(rm.headers, 'requestMethod.headers'))) headers[k] = String(v);
  headers['Content-Type'] = 'application/json';
  const req: HttpRequest = { url: rm.url, method, headers, timeout: timeoutMs(rm.timeout) };
  if (method === 'GET') req.params = params;
  else req.data = params;
  return req;
}

const label = (w: Widget) => `"${w.name || w.model}" (${w.model})`;

/** `remote === true`: calls `remote[remoteFunc](resolve)` and maps what it resolves with. */
export function loadFromRemoteFunc(widget: Widget, remote: RemoteFuncs | undefined): Promise<OptionItem[]> {
  const o = widget.options ?? {};
  const fn = o.remoteFunc ? remote?.[o.remoteFunc] : undefined;
  if (typeof fn !== 'function') {
    console.warn(`[form] no remote function "${String(o.remoteFunc)}" for ${label(widget)}`);
    return Promise.resolve([]);
  }
  return new Promise<OptionItem[]>((resolve) => {
    try {
      fn((data) => {
        if (!Array.isArray(data)) console.warn(`[form] remote function "${o.remoteFunc}" resolved with a non-array for ${label(widget)}`);
        resolve(mapRemoteItems(data, o.props, isTree(widget)));
      });
    } catch (e) {
      console.warn(`[form] remote function "${o.remoteFunc}" failed for ${label(widget)}`, e);
      resolve([]);
    }
  });
}

/** `remote === 99`: performs `options.requestMethod` through `http`. */
export async function loadFromRequest(widget: Widget, http: HttpFn | undefined): Promise<OptionItem[]> {
  const o = widget.options ?? {};
  try {
    if (!o.requestMethod?.url) throw new Error('requestMethod has no url');
    if (!http) throw new Error('no http function was given to the form');
    const req = buildRequest(o.requestMethod);
    const res = await http(req);
    const list = readPath(res, o.requestMethod.result);
    if (!Array.isArray(list)) throw new Error(`the response has no array at "${o.requestMethod.result || 'data'}"`);
    return mapRemoteItems(list, o.props, isTree(widget));
  } catch (e) {
    console.warn(`[form] remote options request failed for ${label(widget)}:`, e instanceof Error ? e.message : e);
    return [];
  }
}

/** The widget's remote mode: 'func' (remote === true), 'request' (remote === 99) or null (static options). */
export function remoteModeOf(widget: Widget): 'func' | 'request' | null {
  const r = widget.options?.remote as unknown;
  if (r === true) return 'func';
  if (r === 99 || r === '99') return 'request';
  return null;
}

/** Loads a widget's options: remote ones as above, static ones are options.options as stored. */
export function loadWidgetOptions(widget: Widget, deps: { remote?: RemoteFuncs; http?: HttpFn }): Promise<OptionItem[]> {
  const mode = remoteModeOf(widget);
  if (mode === 'func') return loadFromRemoteFunc(widget, deps.remote);
  if (mode === 'request') return loadFromRequest(widget, deps.http);
  return Promise.resolve(Array.isArray(widget.options?.options) ? widget.options.options : []);
}

/** imgupload with isQiniu: the upload token from `remote[tokenFunc]`; '' when missing or failing. */
export function loadUploadToken(widget: Widget, remote: RemoteFuncs | undefined): Promise<string> {
  const name = (widget.options?.tokenFunc as string) || 'funcGetToken';
  const fn = remote?.[name];
  if (typeof fn !== 'function') {
    console.warn(`[form] no token function "${name}" for ${label(widget)}`);
    return Promise.resolve('');
  }
  return new Promise((resolve) => {
    try {
      fn((token) => resolve(typeof token === 'string' ? token : String(token ?? '')));
    } catch (e) {
      console.warn(`[form] token function "${name}" failed for ${label(widget)}`, e);
      resolve('');
    }
  });
}
