// Engine benchmark in Node (no browser): building form models, setValue, validate and getData.
// Run by `npm run bench`; figures printed and written to bench-results/engine.json.
import { register } from 'tsx/esm/api';
import { mkdirSync, writeFileSync } from 'node:fs';

register();
const { createFormModel } = await import('../src/core/form/index.ts');
const { createDesignerStore } = await import('../src/core/designer/index.ts');

const input = (i, extra = {}) => ({
  type: 'input', name: `字段${i}`, key: `1700000000000_${i}`, model: `f${i}`,
  options: { defaultValue: '', required: true, dataType: 'string', pattern: '^\\w*$', ...extra },
  rules: [{ type: 'string', message: 't' }, { required: true, message: 'r' }, { pattern: '^\\w*$', message: 'p' }],
});
const form = (list) => ({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
const inputs = (n) => Array.from({ length: n }, (_, i) => input(i, i % 10 === 1 ? { displayVerify: { type: 'and', list: [{ model: 'f0', value: 'x' }] } } : {}));

function measure(fn, runs = 15) {
  for (let i = 0; i < 3; i++) fn();
  const t = [];
  for (let i = 0; i < runs; i++) { const t0 = performance.now(); fn(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  return { median: +t[Math.floor(runs / 2)].toFixed(3), max: +t[runs - 1].toFixed(3) };
}
async function measureAsync(fn, runs = 15) {
  for (let i = 0; i < 3; i++) await fn();
  const t = [];
  for (let i = 0; i < runs; i++) { const t0 = performance.now(); await fn(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  return { median: +t[Math.floor(runs / 2)].toFixed(3), max: +t[runs - 1].toFixed(3) };
}

const f1000 = form(inputs(1000));
const m1000 = createFormModel(f1000);
const filled = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, 'ok']));
const m300 = createFormModel(form(inputs(300)), { value: filled });
let k = 0;
// issue 31 §3: a 1000-input form with 10 computed fields, each the sum of 10 inputs (the model recomputes them on a write)
const { planForm } = await import('../src/core/form/formula/index.ts');
const withComputed = form([...inputs(1000), ...Array.from({ length: 10 }, (_, c) => ({
  type: 'computed', name: `合计${c}`, key: `1700000000001_${c}`, model: `total${c}`, rules: [],
  options: { formula: `sum(${Array.from({ length: 10 }, (_, i) => `f${c * 10 + i}`).join(', ')})`, precision: 0 },
}))]);
const mComputed = createFormModel(withComputed, { formulas: planForm });
const results = {
  'createFormModel, 1000 inputs': measure(() => createFormModel(f1000)),
  'setValue on a field with no dependents (1000-input form)': measure(() => m1000.setValue('f500', `v${k++}`), 200),
  'setValue on a field 100 conditions read (1000-input form)': measure(() => m1000.setValue('f0', k++ % 2 ? 'x' : ''), 50),
  'setValue on a field a computed field reads (1000 inputs, 10 computed sums)': measure(() => mComputed.setValue('f55', String(k++ % 9)), 200),
  'setValue on a field no formula reads (same form)': measure(() => mComputed.setValue('f500', `v${k++}`), 200),
  'createFormModel, 1000 inputs and 10 computed fields': measure(() => createFormModel(withComputed, { formulas: planForm })),
  'validate(), 1000 inputs': await measureAsync(() => m1000.validate()),
  'getData(), 300 inputs (valid)': await measureAsync(() => m300.getData()),
  'designer store: setJSON of a 1000-widget form': measure(() => createDesignerStore().setJSON(f1000)),
};
const store = createDesignerStore();
store.setJSON(f1000);
results['designer store: getJSON of a 1000-widget form'] = measure(() => store.getJSON());

console.log('| measure | median ms | max ms |\n|---|---|---|');
for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.median} | ${r.max} |`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/engine.json', JSON.stringify(results, null, 2));
