// Elements on demand: a module asks for a tag, the elements layer's loader defines it once.
import { afterEach, describe, expect, it } from 'vitest';
import { ensureElement, registerElementLoader } from '../../../src/core/elementLoaders.ts';

class FakeRegistry {
  defined = new Map<string, unknown>();
  waiters = new Map<string, () => void>();
  get(tag: string) { return this.defined.get(tag); }
  define(tag: string, c: unknown) { this.defined.set(tag, c); this.waiters.get(tag)?.(); }
  whenDefined(tag: string) { return this.defined.has(tag) ? Promise.resolve() : new Promise<void>((r) => this.waiters.set(tag, r)); }
}

const g = globalThis as unknown as { customElements?: FakeRegistry };
afterEach(() => { delete g.customElements; });

describe('ensureElement', () => {
  it('loads a tag once, resolves when it is defined, and retries after a failed load', async () => {
    const reg = (g.customElements = new FakeRegistry());
    let loads = 0;
    let fail = true;
    registerElementLoader('hos-test-a', async () => {
      loads++;
      if (fail) throw new Error('offline');
      reg.define('hos-test-a', class {});
    });
    await expect(ensureElement('hos-test-a')).rejects.toThrow('offline');
    fail = false;
    await Promise.all([ensureElement('hos-test-a'), ensureElement('hos-test-a')]);
    expect(loads).toBe(2);
    await ensureElement('hos-test-a');
    expect(loads).toBe(2);
  });
  it('keeps the first loader of a tag and says when none is registered', async () => {
    g.customElements = new FakeRegistry();
    await expect(ensureElement('hos-nobody')).rejects.toThrow('no loader is registered for <hos-nobody>');
    delete g.customElements;
    await expect(ensureElement('hos-test-a')).rejects.toThrow('custom elements are not available');
  });
});
