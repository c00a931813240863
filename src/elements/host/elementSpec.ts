// One declaration of each element's public API (issue 11 §3): the element's TypeScript interface in its
// `api.ts` is the schema. Its runtime spec (which members are reflected attributes, object properties
// and forwarded methods) is checked against the interface by the compiler, exhaustively, and the
// manifest (scripts/manifest.mjs) and the published typings are generated from the same interface.
// Framework-free: host pages' typings import this file's types without React.

export type AttrType = 'string' | 'boolean' | 'number';

/** What every element has: the page language and the shared API base. */
export interface HosElementBase extends HTMLElement {
  /** 'zh-CN' (default: the page language) or 'en' */
  locale: string;
  /** base URL of the shared API for this page */
  apiBase: string;
}

/** An element's own public members (beyond HTMLElement, `locale` and `apiBase`). */
export type OwnMembers<E> = Exclude<keyof E, keyof HosElementBase | 'addEventListener' | 'removeEventListener'> & string;

export interface ElementSpec<E> {
  tag: string;
  /** members reflected as kebab-case attributes, with their type */
  attributes: { readonly [K in OwnMembers<E>]?: AttrType };
  /** object and function members: properties only, never stringified */
  properties: readonly OwnMembers<E>[];
  /** public methods, forwarded to the module's API (calls before mount wait for it) */
  methods: readonly OwnMembers<E>[];
}

type Listed<S> = S extends { attributes: infer A; properties: readonly (infer P)[]; methods: readonly (infer M)[] } ? keyof A | P | M : never;
type Missing<E, S> = Exclude<OwnMembers<E>, Listed<S>>;
type Unknown<E, S> = Exclude<Listed<S>, OwnMembers<E>>;

/**
 * `elementSpec<HosXApi>()({...})`: a spec that lists every own member of the interface, and nothing
 * else; a member left out or a name that is no member is a compile error naming it.
 */
export function elementSpec<E>() {
  return <const S extends ElementSpec<E>>(
    spec: S & ([Missing<E, S>] extends [never] ? unknown : { missingFromSpec: Missing<E, S> })
      & ([Unknown<E, S>] extends [never] ? unknown : { notAMember: Unknown<E, S> }),
  ): S => spec;
}

/** Typed `hos-*` events: `el.addEventListener('hos-change', (e) => e.detail.field)`. */
export interface TypedEvents<M extends object> {
  addEventListener<K extends keyof M & string>(type: K, listener: (ev: CustomEvent<M[K]>) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof M & string>(type: K, listener: (ev: CustomEvent<M[K]>) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
