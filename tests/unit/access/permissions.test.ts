import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionLabelKey } from '../../../src/core/access/permissions.ts';
import { createI18n } from '../../../src/core/i18n/catalogue.ts';

describe('permission names', () => {
  it('every known permission has a name in both languages; an unknown code has none', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const i18n = createI18n(lang);
      for (const p of PERMISSIONS) {
        const key = permissionLabelKey(p)!;
        const name = String(i18n.t(key));
        expect(name, `${lang} ${p}`).not.toBe(key.split(':')[1]);
        expect(name, `${lang} ${p}`).not.toContain(':');
      }
    }
    expect(permissionLabelKey('quality:form:view')).toBe('admin:perm.qualityFormView');
    expect(permissionLabelKey('my:own:thing')).toBeNull();
  });
});
