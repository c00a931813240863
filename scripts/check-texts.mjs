// Issue 12 §3: no Chinese or English UI text outside the locale files. Reads the TypeScript sources of
// the UI layers with the TypeScript parser and reports
//   - string literals and template texts holding Chinese characters (src/modules, src/elements, src/core
//     except the locale files and data tables listed below),
//   - JSX text and the text props people read (title, placeholder, label, aria-label, alt, tooltip, okText,
//     cancelText, description, extra) holding English words, in src/modules and src/elements.
// Comments are not read. Legacy form JSON and data tables that hold the hospital's own values (ward
// names, dictionaries, fallback option lists) are data, not UI text: whole files are listed in DATA_FILES,
// single stored values in DATA_TEXTS, each with its reason.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const UI_DIRS = ['src/modules', 'src/elements'];
const CORE_DIR = 'src/core';
/** data, not UI text (values the hospital's forms and old backend use) */
export const DATA_FILES = new Set([
  'src/core/form/wards.ts', 'src/core/form/charge.ts', 'src/core/form/values.ts', 'src/core/form/prefill.ts',
  'src/core/form/normalize.ts', 'src/core/form/rules.ts', 'src/core/form/conditions.ts',
  // flow definitions carry their names in both languages (LocalText): data an admin edits
  'src/core/workflow/defaultFlows.ts',
  // the sample scoring form (a form document, seeded into the library and used by the tests)
  'src/core/quality/sampleForm.ts',
  // the new-form template's blocks, copied from the generic unsafe-event form (form documents, issue 31 §1)
  'src/core/formLibrary/templateBlocks.ts',
]);
/**
 * Single values in otherwise checked files that are data, each with why: values saved into form
 * documents or stored by the old system, compared and written as they are, and shown through the locale
 * where people read them. Only these exact texts pass, only in these files.
 */
export const DATA_TEXTS = {
  // the "Other" option's value of radioOther / checkboxOther (spec §9): saved into form documents and answers
  'src/core/form/widgets/shared.ts': ['其他'],
  'src/modules/form-renderer/options.ts': ['其他'],
  // the score item's default option labels: upstream-style defaults written into the document when the
  // widget is dropped (the designer edits them like any option label)
  'src/core/form/widgets/basicPalette.ts': ['符合', '部分符合', '不符合'],
  // the notice types as the old system stores them (seed data); shown through notices:type.*
  'src/core/notices/noticeRules.ts': ['通知', '公告', '简报', '提示'],
  // the old API's message type of approval messages (tSysMessage.type), compared, never shown
  'src/core/pages/messages.ts': ['审批'],
};
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORDS = /[A-Za-z]{2,}(\s+[A-Za-z]+)*/;
const TEXT_PROPS = new Set(['title', 'placeholder', 'label', 'aria-label', 'alt', 'tooltip', 'okText', 'cancelText', 'description', 'extra']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield p;
  }
}

export function findTexts(file, source, { english }) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const at = (node, text) => found.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim().slice(0, 60) });
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && CJK.test(node.text)) {
      at(node, node.text);
    } else if (english && ts.isJsxText(node) && WORDS.test(node.text) && node.text.trim()) {
      at(node, node.text);
    } else if (english && ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf)) && node.initializer && ts.isStringLiteral(node.initializer) && WORDS.test(node.initializer.text)) {
      at(node, `${node.name.getText(sf)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function violations(root = ROOT) {
  const out = [];
  const check = (dir, english) => {
    for (const file of files(join(root, dir))) {
      const rel = relative(root, file).split(sep).join('/');
      if (rel.includes('/i18n/locales/') || DATA_FILES.has(rel)) continue;
      const data = DATA_TEXTS[rel] ?? [];
      for (const f of findTexts(rel, readFileSync(file, 'utf8'), { english })) if (!data.includes(f.text)) out.push(`${rel}:${f.line}: ${f.text}`);
    }
  };
  for (const d of UI_DIRS) check(d, true);
  check(CORE_DIR, false);
  return out;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const found = violations();
  if (found.length) {
    console.error(`UI text outside the locale files: ${found.length}\n` + found.map((f) => '  ' + f).join('\n'));
    process.exit(1);
  }
  console.log('UI texts: every text people read comes from the locale files');
}
