// Writes dist/custom-elements.json (custom-elements manifest schema 1.0.0) from each element's one API
// declaration, src/elements/<name>/api.ts, read with the TypeScript compiler's own parser (not a regex):
// the `Hos*Api` interface (its JSDoc, @slot and @cssprop tags, each member's type and JSDoc), the
// `Hos*Events` interface (event names and detail types) and the `*_SPEC` object (which members are
// reflected attributes). Paths point at the built files in dist/.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import ts from 'typescript';

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, (_m, a, b) => `${a}-${b.toLowerCase()}`);
const BASE_ATTRIBUTES = [
  { name: 'locale', fieldName: 'locale', type: { text: 'string' }, description: "'zh-CN' (default: the page language) or 'en'" },
  { name: 'api-base', fieldName: 'apiBase', type: { text: 'string' }, description: 'base URL of the shared API for this page' },
];

function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join('\n').trim();
  const tags = docs.flatMap((d) => d.tags ?? []).map((t) => ({ tag: t.tagName.text, text: (ts.getTextOfJSDocComment(t.comment) ?? '').trim() }));
  return { text: text.replace(/\s*\n\s*/g, ' '), tags };
}

/** `@slot name - text` / `@cssprop --name - text` */
const tagged = (tags, kind) => tags.filter((t) => t.tag === kind).map((t) => {
  const [name, ...rest] = t.text.split(' - ');
  return { name: name.trim(), description: rest.join(' - ').trim() };
});

function readApi(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  let api;
  let events;
  let spec;
  for (const st of source.statements) {
    if (ts.isInterfaceDeclaration(st) && /^Hos\w+Api$/.test(st.name.text)) api = st;
    if (ts.isInterfaceDeclaration(st) && /^Hos\w+Events$/.test(st.name.text)) events = st;
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) if (/_SPEC$/.test(d.name.getText(source))) spec = d;
    }
  }
  if (!api || !spec) return undefined;
  // the object literal inside elementSpec<...>()({...})
  let literal;
  const find = (n) => {
    if (!literal && ts.isObjectLiteralExpression(n)) literal = n;
    else ts.forEachChild(n, find);
  };
  find(spec.initializer);
  const prop = (name) => literal.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name)?.initializer;
  const tag = prop('tag').text;
  const attributes = new Map(prop('attributes').properties.map((p) => [p.name.getText(source), p.initializer.text]));
  const methods = new Set(prop('methods').elements.map((e) => e.text));

  const doc = docOf(api);
  const members = [];
  const attrs = [...BASE_ATTRIBUTES];
  for (const m of api.members) {
    const name = m.name.getText(source);
    const d = docOf(m);
    if (ts.isMethodSignature(m)) {
      members.push({
        kind: 'method', name, description: d.text,
        parameters: m.parameters.map((p) => ({ name: p.name.getText(source), optional: !!p.questionToken || undefined, type: { text: p.type?.getText(source) ?? 'unknown' } })),
        return: { type: { text: m.type?.getText(source) ?? 'void' } },
      });
      if (!methods.has(name)) throw new Error(`${file}: method ${name} is not in the spec's methods`);
    } else if (ts.isPropertySignature(m)) {
      const type = { text: m.type?.getText(source) ?? 'unknown' };
      const field = { kind: 'field', name, description: d.text, type };
      if (attributes.has(name)) {
        field.attribute = kebab(name);
        field.reflects = true;
        attrs.push({ name: kebab(name), fieldName: name, type, description: d.text });
      }
      members.push(field);
    }
  }
  const eventList = (events?.members ?? []).map((m) => ({
    name: m.name.getText(source).replace(/^'|'$/g, ''),
    description: docOf(m).text,
    type: { text: `CustomEvent<${m.type.getText(source)}>` },
  }));
  const dir = file.split('/').at(-2);
  const path = `dist/${tag}.js`;
  return {
    kind: 'javascript-module',
    path,
    declarations: [{
      kind: 'class', customElement: true, tagName: tag, name: api.name.text.replace(/Api$/, 'Element'),
      description: doc.text, attributes: attrs, members, events: eventList,
      slots: tagged(doc.tags, 'slot'), cssProperties: tagged(doc.tags, 'cssprop'),
      source: { href: `src/elements/${dir}/api.ts` },
    }],
    exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: api.name.text.replace(/Api$/, 'Element'), module: path } }],
  };
}

export function buildManifest() {
  const modules = [];
  for (const dir of readdirSync('src/elements').sort()) {
    const file = `src/elements/${dir}/api.ts`;
    if (!existsSync(file)) continue;
    const m = readApi(file);
    if (m) modules.push(m);
  }
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const manifest = buildManifest();
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/custom-elements.json', JSON.stringify(manifest, null, 2));
  console.log(`custom-elements.json: ${manifest.modules.map((m) => m.declarations[0].tagName).join(', ')}`);
}
