// Writes dist/custom-elements.json (the custom-elements manifest schema 1.0) from the JSDoc block
// at the top of each src/elements/<name>/index.ts: @attr, @prop, @method, @event, @slot.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';

const modules = [];
for (const dir of readdirSync('src/elements')) {
  const file = `src/elements/${dir}/index.ts`;
  if (!existsSync(file)) continue;
  const src = readFileSync(file, 'utf8');
  const doc = /\/\*\*([\s\S]*?)\*\//.exec(src);
  const tag = /tag:\s*'([a-z0-9-]+)'/.exec(src);
  if (!doc || !tag) continue;
  const lines = doc[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
  const description = lines.filter((l) => l && !l.startsWith('@')).join(' ');
  // `@method getData(): Promise<models> - text`, `@method undo() / redo() - text`, `@attr open - text`
  const pick = (kind) =>
    lines
      .filter((l) => l.startsWith(`@${kind} `))
      .flatMap((l) => {
        const body = l.slice(kind.length + 2);
        const dash = body.indexOf(' - ');
        const head = dash >= 0 ? body.slice(0, dash) : body;
        const description = dash >= 0 ? body.slice(dash + 3) : '';
        return head.split(' / ').map((part) => {
          const name = part.trim().split(/[\s(:]/)[0];
          const signature = part.trim().slice(name.length);
          return signature ? { name, description, signature } : { name, description };
        });
      });
  modules.push({
    kind: 'javascript-module',
    path: file,
    declarations: [
      {
        kind: 'class',
        customElement: true,
        tagName: tag[1],
        name: tag[1].replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase()),
        description,
        attributes: pick('attr'),
        members: [...pick('prop').map((p) => ({ kind: 'field', ...p })), ...pick('method').map((p) => ({ kind: 'method', ...p }))],
        events: pick('event'),
        slots: pick('slot'),
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: tag[1], declaration: { name: tag[1], module: file } }],
  });
}
mkdirSync('dist', { recursive: true });
writeFileSync('dist/custom-elements.json', JSON.stringify({ schemaVersion: '1.0.0', readme: 'README.md', modules }, null, 2));
console.log(`custom-elements.json: ${modules.map((m) => m.declarations[0].tagName).join(', ')}`);
