// The import dialog's shape problems are translated: every key of schemaShapeProblem has a zh-CN and
// an en text in the designer's locale, with the same placeholders, and the en text is the English
// one validateSchemaShape returns.
import { describe, expect, it } from 'vitest';
import { SCHEMA_SHAPE_MESSAGES } from '../../../src/core/form/normalize.ts';
import { designer } from '../../../src/core/i18n/locales/designer.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('shape problem texts', () => {
  for (const [key, english] of Object.entries(SCHEMA_SHAPE_MESSAGES)) {
    it(`${key} in zh-CN and en`, () => {
      expect(designer.en[key]).toBe(english);
      const zh = designer['zh-CN'][key];
      expect(zh).toBeTruthy();
      expect(zh).not.toBe(english);
      expect(placeholders(zh)).toEqual(placeholders(english));
    });
  }
});
