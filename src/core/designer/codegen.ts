// *Generate Code*: a self-contained HTML page that mounts <hos-form-renderer> with one form, after
// upstream's generateCode (upstream-form-making.md §3): the JSON, a stub per remote function, a
// token stub per image upload and a blank slot per custom (blank) widget, plus a submit button that
// calls getData(). Everything user-written is escaped for the context it lands in.
import type { FormSchema } from '../form/types.ts';
import { walkWidgets } from '../form/walk.ts';
import { widgetDefinition } from '../form/widgets/index.ts';
import { designer } from '../i18n/locales/designer.ts';

export interface GenerateCodeOptions {
  /** where the page loads the renderer from */
  scriptUrl?: string;
  title?: string;
  lang?: 'zh-CN' | 'en';
}

export const DEFAULT_RENDERER_URL = '/dist/hos-form-renderer.js';

/**
 * JSON that is safe inside a <script> element: `<` becomes \u003c (so neither `</script` nor `<!--`
 * can appear), `>` and `&` likewise, and U+2028 / U+2029 (line terminators in old JS) are escaped.
 */
export function scriptSafeJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text for a `//` comment inside a script: one line, no `<` (no `</script`). */
function lineComment(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/</g, '\\u003c');
}

/** Text for an HTML comment: no `--`, no `>` that could close it early. */
function htmlComment(text: string): string {
  return text.replace(/-{2,}/g, '- -').replace(/[<>]/g, ' ');
}

export interface CodeParts {
  remoteFuncs: { name: string; widget: string; model: string }[];
  tokenFuncs: { name: string; widget: string; model: string }[];
  blanks: { model: string; widget: string }[];
}

/** What the page needs besides the JSON: remote function stubs, token stubs, blank slots. */
export function collectCodeParts(schema: FormSchema): CodeParts {
  const parts: CodeParts = { remoteFuncs: [], tokenFuncs: [], blanks: [] };
  const seen = new Set<string>();
  walkWidgets(schema.list ?? [], (w) => {
    const o = w.options ?? {};
    const def = widgetDefinition(w.type);
    const label = String(w.name ?? '');
    const model = String(w.model ?? '');
    // remote: 99 is served by requestMethod, not a host function
    if (o.remote === true && typeof o.remoteFunc === 'string' && o.remoteFunc && !seen.has(o.remoteFunc)) {
      seen.add(o.remoteFunc);
      parts.remoteFuncs.push({ name: o.remoteFunc, widget: label, model });
    }
    // upstream emits a token stub for every image upload, isQiniu or not
    if (def?.tokenFunc && typeof o.tokenFunc === 'string' && o.tokenFunc && !seen.has(o.tokenFunc)) {
      seen.add(o.tokenFunc);
      parts.tokenFuncs.push({ name: o.tokenFunc, widget: label, model });
    }
    if (def?.slot) parts.blanks.push({ model, widget: label });
  });
  return parts;
}

export function generateCode(schema: FormSchema, options: GenerateCodeOptions = {}): string {
  const scriptUrl = options.scriptUrl || DEFAULT_RENDERER_URL;
  const zh = (options.lang ?? 'zh-CN') !== 'en';
  const texts = zh ? designer['zh-CN'] : designer.en;
  const title = options.title ?? texts.codeFormTitle;
  const parts = collectCodeParts(schema);

  const stubs = [
    ...parts.remoteFuncs.map((f) => [
      `  // ${lineComment(f.widget)} ${lineComment(f.model)}`,
      `  ${scriptSafeJson(f.name)}(resolve) {`,
      '    // load the options here, e.g. fetch(...).then((r) => r.json()).then(resolve)',
      '    const data = [];',
      '    resolve(data);',
      '  },',
    ].join('\n')),
    ...parts.tokenFuncs.map((f) => [
      `  // ${lineComment(f.widget)} ${lineComment(f.model)}: upload token`,
      `  ${scriptSafeJson(f.name)}(resolve) {`,
      "    const token = '';",
      '    resolve(token);',
      '  },',
    ].join('\n')),
  ].join('\n');

  const slots = parts.blanks
    .map((b) => `    <div slot="${escapeHtml(b.model)}"><!-- ${htmlComment(b.widget)}: your content for the model ${htmlComment(b.model)} --></div>`)
    .join('\n');

  return `<!DOCTYPE html>
<html lang="${zh ? 'zh-CN' : 'en'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <script type="module" src="${escapeHtml(scriptUrl)}"></script>
</head>
<body>
  <hos-form-renderer id="hos-form" locale="${zh ? 'zh-CN' : 'en'}">
${slots}
  </hos-form-renderer>
  <button type="button" id="hos-submit">${texts.codeSubmit}</button>
  <pre id="hos-result"></pre>
  <script type="module">
const jsonData = ${scriptSafeJson(schema, 2)};

const remoteFuncs = {
${stubs}
};

const editData = {};

const form = document.getElementById('hos-form');
form.schema = jsonData;
form.remote = remoteFuncs;
form.value = editData;

document.getElementById('hos-submit').addEventListener('click', async () => {
  try {
    const data = await form.getData();
    document.getElementById('hos-result').textContent = JSON.stringify(data, null, 2);
  } catch (e) {
    document.getElementById('hos-result').textContent = String(e && e.message ? e.message : e);
  }
});
  </script>
</body>
</html>
`;
}
