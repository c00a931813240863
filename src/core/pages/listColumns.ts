// The column chooser's model (issue 32 §4): which columns of a list show and in what order, remembered per
// user and list. Framework-free: the list table (modules/pages/common/ListTable.tsx) draws it.
//
// Where it is kept: the browser's localStorage under a key naming the user and the list. The server has no
// general preferences API (only the mail and WeCom settings of a user), and a column layout is a matter of
// the screen a person uses, so it stays with the browser; a key per user keeps two people on one ward
// computer apart.

/**
 * What a person chose for one list: the columns in their order, those hidden, and those shown that the list
 * hides by default (a column kept for wide screens, shown at this width on request).
 */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
  shown?: string[];
}

export const EMPTY_CHOICE: ColumnChoice = { order: [], hidden: [] };

/** A Storage-like store (localStorage in the browser, a Map-backed one in tests). */
export interface ChoiceStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const choiceKey = (userId: string, listId: string) => `hos.columns.v1:${userId || '-'}:${listId}`;

/** The list's columns in the chosen order: columns the choice names first in its order, new ones after in theirs. */
export function orderedKeys(keys: string[], choice: ColumnChoice): string[] {
  const known = choice.order.filter((k) => keys.includes(k));
  return [...known, ...keys.filter((k) => !known.includes(k))];
}

/** Whether one column shows: `hiddenByDefault` are the list's own defaults at this screen width. */
export function isShown(key: string, choice: ColumnChoice, hiddenByDefault: string[] = []): boolean {
  if (choice.hidden.includes(key)) return false;
  return !hiddenByDefault.includes(key) || !!choice.shown?.includes(key);
}

/** The keys shown: ordered, without the hidden ones; `locked` (e.g. the title, the actions) always show. */
export function visibleKeys(keys: string[], choice: ColumnChoice, locked: string[] = [], hiddenByDefault: string[] = []): string[] {
  return orderedKeys(keys, choice).filter((k) => locked.includes(k) || isShown(k, choice, hiddenByDefault));
}

/** Shows or hides one column. */
export function toggleColumn(keys: string[], choice: ColumnChoice, key: string, show: boolean): ColumnChoice {
  const hidden = choice.hidden.filter((k) => k !== key);
  const shown = (choice.shown ?? []).filter((k) => k !== key);
  return { order: orderedKeys(keys, choice), hidden: show ? hidden : [...hidden, key], shown: show ? [...shown, key] : shown };
}

/** Moves one column up (-1) or down (+1) among the list's columns; at either end nothing moves. */
export function moveColumn(keys: string[], choice: ColumnChoice, key: string, by: -1 | 1): ColumnChoice {
  const order = orderedKeys(keys, choice);
  const i = order.indexOf(key);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return { ...choice, order };
  [order[i], order[j]] = [order[j], order[i]];
  return { ...choice, order };
}

/** True when the choice changes nothing (reset state). */
export const isDefault = (keys: string[], choice: ColumnChoice) =>
  !choice.hidden.some((k) => keys.includes(k)) && !choice.shown?.some((k) => keys.includes(k)) && orderedKeys(keys, choice).every((k, i) => k === keys[i]);

function parse(raw: string | null): ColumnChoice {
  if (!raw) return EMPTY_CHOICE;
  try {
    const v = JSON.parse(raw) as Partial<ColumnChoice>;
    const strings = (a: unknown) => (Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : []);
    return { order: strings(v.order), hidden: strings(v.hidden), shown: strings(v.shown) };
  } catch {
    return EMPTY_CHOICE;
  }
}

/** localStorage where it may be used (sandboxed frames throw on access), else nothing is remembered. */
export function browserStore(): ChoiceStore | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

export function loadChoice(store: ChoiceStore | null, userId: string, listId: string): ColumnChoice {
  try {
    return parse(store?.getItem(choiceKey(userId, listId)) ?? null);
  } catch {
    return EMPTY_CHOICE;
  }
}

/** Saves the choice; a choice equal to the default removes the entry. */
export function saveChoice(store: ChoiceStore | null, userId: string, listId: string, keys: string[], choice: ColumnChoice): void {
  try {
    if (isDefault(keys, choice)) store?.removeItem(choiceKey(userId, listId));
    else store?.setItem(choiceKey(userId, listId), JSON.stringify({ order: orderedKeys(keys, choice), hidden: choice.hidden, shown: choice.shown ?? [] }));
  } catch {
    // a full or refused store: the choice holds for this visit only
  }
}
