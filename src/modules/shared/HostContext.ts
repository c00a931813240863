import { createContext, useContext } from 'react';
import type { HosRuntime } from '../../core/runtime.ts';
import type { Lang } from '../../core/i18n/index.ts';

export interface HostContextValue {
  runtime: HosRuntime;
  /** the language this element shows (its `locale` attribute, else the page language) */
  lang: Lang;
  /** the custom element */
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** dispatch a `hos-*` event from the host (bubbles, composed) */
  emit(name: string, detail?: unknown): void;
}

export const HostContext = createContext<HostContextValue | null>(null);

export function useHost(): HostContextValue {
  const ctx = useContext(HostContext);
  if (!ctx) throw new Error('useHost: not inside an HOS element');
  return ctx;
}
