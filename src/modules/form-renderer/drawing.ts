// When a form counts as drawn, and how a long form's heavy widgets come in steps (FormRenderer.tsx uses both):
// the readiness promise whenReady() waits on, a painted frame, idle callbacks, and the stand-in plan.
import { iterateWidgets, type FormModel, type Widget } from '../../core/form/index.ts';
import { createReveal, DEFER_ABOVE, FIRST } from '../../core/form/reveal.ts';
import type { Deferred } from './context.ts';
import { entryOf } from './widgets/registry.ts';

export interface Readiness {
  promise: Promise<void>;
  resolve(): void;
}
export function deferred(): Readiness {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
export const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** Lazy widgets are revealed by Suspense a little after their code arrives (React throttles reveals). */
export async function drawn(root: ShadowRoot): Promise<void> {
  const start = performance.now();
  while (root.querySelector('.hos-loading') && performance.now() - start < 3000) await frame();
  await frame();
}

/** runs `fn` when the page is idle (or soon, where there is no requestIdleCallback) */
export const whenIdle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 100 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
};

/** A long form's heavy widgets after the first screenful start as stand-ins (core/form/reveal.ts). */
export function deferPlan(schema: FormModel['schema']): Deferred | null {
  const index = new Map<Widget, number>();
  for (const { widget, subform } of iterateWidgets(schema)) if (!subform && entryOf(widget.type)?.deferrable) index.set(widget, index.size);
  if (index.size <= DEFER_ABOVE) return null;
  const reveal = createReveal(index.size, FIRST);
  const indexOf = new WeakMap<Element, number>();
  let io: IntersectionObserver | null = null;
  return {
    index,
    reveal,
    observe(el, i) {
      if (typeof IntersectionObserver === 'undefined') return () => undefined;
      // a screen's height above and below: drawn before they are scrolled to
      io ??= new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            const n = indexOf.get(e.target);
            if (e.isIntersecting && n !== undefined) reveal.show(n);
          }
        },
        { rootMargin: '100% 0px' },
      );
      indexOf.set(el, i);
      io.observe(el);
      return () => io?.unobserve(el);
    },
  };
}
