import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectCodeParts, generateCode, scriptSafeJson } from '../../../src/core/designer/codegen.ts';
import type { FormSchema, Widget } from '../../../src/core/form/types.ts';

const w = (type: string, key: string, options: Record<string, unknown> = {}, extra: Partial<Widget> = {}): Widget =>
  ({ type, name: type, key, model: `${type}_${key}`, options, rules: [], ...extra }) as Widget;

const schema = (list: Widget[]): FormSchema => ({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });

/** The JSON the generated page embeds, read back the way the browser would. */
function embedded(html: string): unknown {
  const m = /const jsonData = ([\s\S]*?);\n\nconst remoteFuncs/.exec(html);
  if (!m) throw new Error('no jsonData');
  return JSON.parse(m[1]);
}

function moduleScript(html: string): string {
  const start = html.indexOf('<script type="module">');
  const end = html.indexOf('</script>', start);
  return html.slice(start, end);
}

describe('generateCode', () => {
  it('loads the renderer from /dist by default, or from the given URL', () => {
    const doc = schema([]);
    expect(generateCode(doc)).toContain('<script type="module" src="/dist/hos-form-renderer.js"></script>');
    expect(generateCode(doc, { scriptUrl: 'https://cdn.example/hos.js?a=1&b="2"' }))
      .toContain('src="https://cdn.example/hos.js?a=1&amp;b=&quot;2&quot;"');
    expect(generateCode(doc)).toMatch(/<hos-form-renderer id="hos-form"/);
    expect(generateCode(doc)).toContain('form.schema = jsonData;');
  });

  it('embeds the JSON so that no text can end the script or open a comment', () => {
    const evil = w('input', '1', { defaultValue: '</script><script>alert(1)</script><!-- x \u2028 y \u2029 & >' }, { name: '</SCRIPT >' });
    const doc = schema([evil]);
    const html = generateCode(doc);
    const script = moduleScript(html);
    expect(script.toLowerCase()).not.toContain('</script');
    expect(script).not.toContain('<!--');
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(embedded(html)).toEqual(doc);
    // exactly one closing tag for the module script
    expect(html.match(/<\/script>/g)!.length).toBe(2);
  });

  it('scriptSafeJson parses back to the same value', () => {
    const value = { a: '<!--</script>&\u2028\u2029', b: [1, null, true], c: 'ü中' };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
    // and is valid JavaScript (a test evaluates the generated code it checks; the product never does)
    // eslint-disable-next-line no-new-func
    expect(new Function(`return ${scriptSafeJson(value)};`)()).toEqual(value);
  });

  it('writes a stub for each remote function and each image token function, at any depth', () => {
    const grid = w('grid', 'g', {}, {
      columns: [
        { span: 12, list: [w('select', 's', { remote: true, remoteFunc: 'func_s' })] },
        { span: 12, list: [w('cascader', 'c', { remote: true, remoteFunc: 'func_c' }), w('select', 'r', { remote: 99, remoteFunc: 'func_r' })] },
      ],
    });
    const doc = schema([grid, w('imgupload', 'i', { isQiniu: false, tokenFunc: 'funcGetToken' }), w('select', 'st', { remote: false, remoteFunc: 'func_st' })]);
    const parts = collectCodeParts(doc);
    expect(parts.remoteFuncs.map((f) => f.name)).toEqual(['func_s', 'func_c']);
    expect(parts.tokenFuncs.map((f) => f.name)).toEqual(['funcGetToken']);
    const html = generateCode(doc);
    expect(html).toContain('"func_s"(resolve) {');
    expect(html).toContain('"funcGetToken"(resolve) {');
    expect(html).not.toContain('"func_r"(resolve)');
    expect(html).not.toContain('"func_st"(resolve)');
  });

  it('the stubs object is valid JavaScript even with hostile names', () => {
    const doc = schema([w('select', 's', { remote: true, remoteFunc: 'a"b\n</script>' }, { name: 'x\n</script>\u2028' })]);
    const html = generateCode(doc);
    const script = moduleScript(html);
    expect(script.toLowerCase()).not.toContain('</script');
    const src = /const remoteFuncs = (\{[\s\S]*?\n\});/.exec(html)![1];
    // eslint-disable-next-line no-new-func
    const funcs = new Function(`return ${src};`)() as Record<string, (r: (v: unknown) => void) => void>;
    let got: unknown;
    funcs['a"b\n</script>']((v) => { got = v; });
    expect(got).toEqual([]);
  });

  it('adds a blank slot per custom widget, escaped', () => {
    const doc = schema([w('blank', '1', { defaultType: 'String' }, { model: 'my"slot<x>', name: 'a --> b' })]);
    const html = generateCode(doc);
    expect(html).toContain('<div slot="my&quot;slot&lt;x&gt;"><!-- a - -  b: your content');
  });

  it('speaks the designer language', () => {
    expect(generateCode(schema([]), { lang: 'en' })).toContain('>Submit</button>');
    expect(generateCode(schema([]))).toContain('>提交</button>');
  });

  it('embeds every legacy fixture losslessly', () => {
    for (const f of ['01-upstream-widget-catalogue', '05-unsafe-event-report']) {
      const doc = JSON.parse(readFileSync(join(process.cwd(), '../shared/fixtures/legacy-forms', `${f}.form.json`), 'utf8'));
      expect(embedded(generateCode(doc))).toEqual(doc);
    }
  });
});
