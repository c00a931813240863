// Bounded undo/redo of document snapshots, after excalidraw's / tldraw's history managers.
// Snapshots are the immutable schemas themselves (structural sharing makes them cheap).
// Selection is not recorded: the store re-validates it after undo/redo.
// A drag is one step: `begin()` remembers the document, the moves in between record nothing,
// `commit()` records the remembered document once if anything changed.

export const DEFAULT_HISTORY_LIMIT = 100;

export class History<T> {
  private past: T[] = [];
  private future: T[] = [];
  private mark: T | undefined;
  private depth = 0;

  constructor(readonly limit: number = DEFAULT_HISTORY_LIMIT) {}

  /** Call with the document as it was before a change that enters history. */
  record(before: T): void {
    if (this.depth > 0) return; // inside begin/commit: the mark stands for the whole gesture
    this.push(before);
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  begin(current: T): void {
    if (this.depth++ === 0) this.mark = current;
  }

  /** Ends a gesture; returns true when it recorded a step. */
  commit(current: T): boolean {
    if (this.depth === 0) return false;
    if (--this.depth > 0) return false;
    const mark = this.mark as T;
    this.mark = undefined;
    if (mark === current) return false;
    this.push(mark);
    return true;
  }

  /** Abandons a gesture; returns the document to restore (or undefined outside a gesture). */
  cancel(): T | undefined {
    if (this.depth === 0) return undefined;
    const mark = this.mark;
    this.depth = 0;
    this.mark = undefined;
    return mark;
  }

  canUndo(): boolean {
    return this.past.length > 0;
  }

  canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Returns the document to show, or undefined when there is nothing to undo. */
  undo(current: T): T | undefined {
    const prev = this.past.pop();
    if (prev === undefined) return undefined;
    this.future.push(current);
    return prev;
  }

  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(current);
    return next;
  }

  clear(): void {
    this.past = [];
    this.future = [];
    this.mark = undefined;
    this.depth = 0;
  }

  get size(): { undo: number; redo: number } {
    return { undo: this.past.length, redo: this.future.length };
  }

  private push(entry: T): void {
    this.past.push(entry);
    if (this.past.length > this.limit) this.past.splice(0, this.past.length - this.limit);
    this.future = [];
  }
}
