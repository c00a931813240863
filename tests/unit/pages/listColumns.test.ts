import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHOICE, choiceKey, isDefault, loadChoice, moveColumn, orderedKeys, saveChoice, toggleColumn, visibleKeys, type ChoiceStore,
} from '../../../src/core/pages/listColumns.ts';

const KEYS = ['title', 'state', 'step', 'due', 'a'];

function memoryStore(): ChoiceStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('column choice', () => {
  it('keeps the list order when nothing was chosen', () => {
    expect(orderedKeys(KEYS, EMPTY_CHOICE)).toEqual(KEYS);
    expect(visibleKeys(KEYS, EMPTY_CHOICE)).toEqual(KEYS);
    expect(isDefault(KEYS, EMPTY_CHOICE)).toBe(true);
  });

  it('hides and shows a column, never a locked one', () => {
    const c = toggleColumn(KEYS, EMPTY_CHOICE, 'step', false);
    expect(visibleKeys(KEYS, c)).toEqual(['title', 'state', 'due', 'a']);
    expect(visibleKeys(KEYS, toggleColumn(KEYS, c, 'a', false), ['a'])).toEqual(['title', 'state', 'due', 'a']);
    expect(visibleKeys(KEYS, toggleColumn(KEYS, c, 'step', true))).toEqual(KEYS);
  });

  it('shows on request a column the list hides by default at this width', () => {
    expect(visibleKeys(KEYS, EMPTY_CHOICE, [], ['step'])).toEqual(['title', 'state', 'due', 'a']);
    const c = toggleColumn(KEYS, EMPTY_CHOICE, 'step', true);
    expect(visibleKeys(KEYS, c, [], ['step'])).toEqual(KEYS);
    expect(isDefault(KEYS, c)).toBe(false);
    expect(visibleKeys(KEYS, toggleColumn(KEYS, c, 'step', false), [], ['step'])).toEqual(['title', 'state', 'due', 'a']);
  });

  it('moves a column up and down, not past either end', () => {
    const down = moveColumn(KEYS, EMPTY_CHOICE, 'state', 1);
    expect(orderedKeys(KEYS, down)).toEqual(['title', 'step', 'state', 'due', 'a']);
    expect(orderedKeys(KEYS, moveColumn(KEYS, down, 'state', -1))).toEqual(KEYS);
    expect(orderedKeys(KEYS, moveColumn(KEYS, EMPTY_CHOICE, 'title', -1))).toEqual(KEYS);
    expect(orderedKeys(KEYS, moveColumn(KEYS, EMPTY_CHOICE, 'a', 1))).toEqual(KEYS);
  });

  it('drops columns the list no longer has and adds new ones after the chosen', () => {
    const c = { order: ['due', 'gone', 'title'], hidden: ['gone'] };
    expect(orderedKeys(KEYS, c)).toEqual(['due', 'title', 'state', 'step', 'a']);
    expect(visibleKeys(KEYS, c)).toEqual(['due', 'title', 'state', 'step', 'a']);
  });

  it('is remembered per user and list, and a reset removes the entry', () => {
    const store = memoryStore();
    const c = moveColumn(KEYS, toggleColumn(KEYS, EMPTY_CHOICE, 'step', false), 'due', -1);
    saveChoice(store, 'u7', 'records:mine', KEYS, c);
    expect(loadChoice(store, 'u7', 'records:mine')).toEqual({ order: ['title', 'state', 'due', 'step', 'a'], hidden: ['step'], shown: [] });
    expect(loadChoice(store, 'u8', 'records:mine')).toEqual(EMPTY_CHOICE);
    expect(loadChoice(store, 'u7', 'records:todo')).toEqual(EMPTY_CHOICE);
    saveChoice(store, 'u7', 'records:mine', KEYS, EMPTY_CHOICE);
    expect(store.map.has(choiceKey('u7', 'records:mine'))).toBe(false);
  });

  it('reads a broken or foreign entry as no choice', () => {
    const store = memoryStore();
    store.setItem(choiceKey('u7', 'x'), '{not json');
    expect(loadChoice(store, 'u7', 'x')).toEqual(EMPTY_CHOICE);
    store.setItem(choiceKey('u7', 'x'), JSON.stringify({ order: [1, 'a'], hidden: 'a' }));
    expect(loadChoice(store, 'u7', 'x')).toEqual({ order: ['a'], hidden: [], shown: [] });
    expect(loadChoice(null, 'u7', 'x')).toEqual(EMPTY_CHOICE);
  });
});
