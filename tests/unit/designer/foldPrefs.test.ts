// The designer's folded side columns are remembered per user on this machine (issue 31 §5).
import { describe, expect, it } from 'vitest';
import { NO_FOLDS, foldsKey, readFolds, writeFolds } from '../../../src/core/designer/index.ts';
import { memoryStorage } from '../../../src/core/session/cookies.ts';

describe('designer folds', () => {
  it('are kept per user, and none are stored as nothing', () => {
    const storage = memoryStorage();
    expect(readFolds(storage, 'u1')).toEqual(NO_FOLDS);
    writeFolds(storage, 'u1', { palette: true, panel: false });
    expect(readFolds(storage, 'u1')).toEqual({ palette: true, panel: false });
    expect(readFolds(storage, 'u2')).toEqual(NO_FOLDS);
    writeFolds(storage, 'u1', NO_FOLDS);
    expect(storage.getItem(foldsKey('u1'))).toBeNull();
  });
  it('read what is not theirs as no folds', () => {
    const storage = memoryStorage();
    for (const text of ['{', '7', '"x"', '{"palette":"yes","panel":1}']) {
      storage.setItem(foldsKey('u'), text);
      expect(readFolds(storage, 'u')).toEqual(NO_FOLDS);
    }
  });
  it('a storage that refuses writes is no error', () => {
    const storage = { ...memoryStorage(), setItem() { throw new Error('quota'); } };
    expect(() => writeFolds(storage, 'u', { palette: true, panel: true })).not.toThrow();
  });
});
