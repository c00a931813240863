// English in sentence case (issue 12 §3): across every `en` table of src/core/i18n/locales, a label of
// several words capitalises only its first word (and the first word after a sentence end), except
// proper nouns, product names and key names in the allow-lists below. Acronyms (HOS, PDF, ID) pass.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCALES = new URL('../../../src/core/i18n/locales/', import.meta.url);

/** Words that keep their capital anywhere: proper nouns, languages, products, key names. */
const PROPER_NOUNS = new Set([
  'Chinese', 'English', 'Excel', 'Office', 'Word', 'Qiniu', 'Cloud', 'Zhang', 'San', 'Idempotency-Key',
  'Enter', 'Tab', 'Shift', 'Ctrl', 'Alt', 'Esc', 'Delete', 'Space', 'Backspace', 'Home', 'End',
  'Male', 'Female',
  // the phases of a PDCA cycle are names (Plan, Do, Check, Act), as in every quality handbook
  'Plan', 'Do', 'Check', 'Act',
  // WeCom (企业微信) is a product, AgentId the field's name in its console (issue 32 §6)
  'WeCom', 'AgentId',
  // Microsoft's directory is a product name; StartTLS the LDAP operation's name (issue 33 §1)
  'Active', 'Directory', 'StartTLS',
]);

/** Stored values copied from the upstream designer (they go into the form JSON as they are). */
const STORED_VALUES = new Set(['designer:newOption']);

/** The words of `text` that break sentence case (capitalised, not first, not after . : ! ?). */
function sentenceCaseBreaks(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').split(/[\s/]+/).filter(Boolean);
  return words.filter((w, i) => {
    if (i === 0 || /[.:!?]["”)]?$/.test(words[i - 1])) return false;
    if (!/^[A-Z][a-z]/.test(w)) return false;
    const bare = w.replace(/[^A-Za-z-]+$/, '');
    return !PROPER_NOUNS.has(bare) && !PROPER_NOUNS.has(bare.split(/[+-]/)[0]);
  });
}

async function enTables(): Promise<[string, Record<string, string>][]> {
  const out: [string, Record<string, string>][] = [];
  for (const file of readdirSync(LOCALES).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(new URL(file, LOCALES).href)) as Record<string, { en?: Record<string, string> }>;
    for (const [name, table] of Object.entries(mod)) if (table.en) out.push([name, table.en]);
  }
  return out;
}

describe('English sentence case', () => {
  it('flags a capitalised inner word, passes acronyms, proper nouns and sentence starts', () => {
    expect(sentenceCaseBreaks('Save Draft')).toEqual(['Draft']);
    expect(sentenceCaseBreaks('Export to PDF and XLSX by ID')).toEqual([]);
    expect(sentenceCaseBreaks('Import users from Excel')).toEqual([]);
    expect(sentenceCaseBreaks('Saved. Open it now')).toEqual([]);
    expect(sentenceCaseBreaks('Press Shift+F10 or Enter')).toEqual([]);
    expect(sentenceCaseBreaks('Hello {{Name}} World')).toEqual(['World']);
  });

  it('holds across every en table of the locale files', async () => {
    const tables = await enTables();
    expect(tables.length).toBeGreaterThanOrEqual(20);
    const breaks: string[] = [];
    for (const [ns, table] of tables) {
      for (const [key, text] of Object.entries(table)) {
        if (STORED_VALUES.has(`${ns}:${key}`)) continue;
        const bad = sentenceCaseBreaks(text);
        if (bad.length) breaks.push(`${ns}:${key} "${text}" (${bad.join(', ')})`);
      }
    }
    expect(breaks).toEqual([]);
  });
});
