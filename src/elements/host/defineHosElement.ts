// The element host (architecture.md): @r2wc/react-to-web-component with an open shadow root, the
// shared host sheet, HTML boolean attributes (presence = true), object properties passed through
// untouched (functions and schemas are never stringified), public methods forwarded to the API the
// React module registers, and `defineHosElement` is a no-op when the tag already exists (two bundles
// on one page). A property set on the tag before its definition loaded is taken over when the element
// upgrades, and a removed element leaves nothing behind that holds it (issue 25).
import r2wc from '@r2wc/react-to-web-component';
import { clearContainerCache } from '@rc-component/util/es/Dom/dynamicCSS';
import { createElement, type ComponentType } from 'react';
import { ElementRoot } from '../../modules/shared/ElementRoot.tsx';
import { adoptHostStyles } from './hostStyles.ts';
import { API_KEY, READY_KEY, READY_RESOLVE_KEY, type ElementApiSlot } from '../../modules/shared/elementApi.ts';

import type { AttrType } from './elementSpec.ts';

export type { AttrType };

export interface HosElementSpec<P> {
  tag: string;
  /** the module component; receives attributes and properties as props */
  component: ComponentType<P>;
  /** reflected attributes, camelCase prop name -> type (kebab-case attribute) */
  attributes?: Readonly<Record<string, AttrType>>;
  /** object/function properties (never attributes) */
  properties?: readonly string[];
  /** public methods forwarded to the module's registered API */
  methods?: readonly string[];
  /**
   * Work to start the moment a property is set, before React sees it (the renderer starts fetching the
   * code of the widget types a schema uses while the element's first render is still running).
   */
  onSet?: Readonly<Record<string, (value: unknown) => void>>;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  container: ShadowRoot;
  disconnectedCallback(): void;
  /** Vue 2 keeps a `.prop`-bound `value` here and sets `value` itself to String(value) */
  _value?: unknown;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
} & ElementApiSlot;

export function defineHosElement<P extends object>(spec: HosElementSpec<P>): CustomElementConstructor {
  const existing = customElements.get(spec.tag);
  if (existing) return existing;

  const attributes = { locale: 'string', apiBase: 'string', ...(spec.attributes ?? {}) } as Record<string, AttrType>;
  const properties = spec.properties ?? [];
  const own = [...Object.keys(attributes), ...properties];
  const booleanAttrs = new Map<string, string>();
  for (const [prop, type] of Object.entries(attributes)) if (type === 'boolean') booleanAttrs.set(kebab(prop), prop);

  // Every element renders its module inside ElementRoot (styles, popups, locale, UI port).
  function Wrapped(props: Record<string, unknown>) {
    const { container, locale, apiBase, ...rest } = props as { container: ShadowRoot; locale?: string; apiBase?: string };
    return createElement(ElementRoot, { container, locale, apiBase, children: createElement(spec.component as ComponentType<Record<string, unknown>>, { ...rest, container }) });
  }

  const r2wcProps: Record<string, string> = {};
  for (const [prop, type] of Object.entries(attributes)) r2wcProps[prop] = type === 'boolean' ? 'boolean' : type;
  // 'object' is not an r2wc type: the value is stored as given and never stringified
  for (const prop of properties) r2wcProps[prop] = 'object';

  const Base = r2wc(Wrapped, { shadow: 'open', props: r2wcProps as never }) as unknown as new () => R2wcElement;

  class HosElement extends Base {
    constructor() {
      super();
      adoptHostStyles(this.container);
      this[READY_KEY] = new Promise<void>((resolve) => {
        this[READY_RESOLVE_KEY] = resolve;
      });
      // the "upgrade property" pattern: a value a page or a framework set on the tag before this code
      // loaded is an own property of the instance that hides the class's accessor; take it over
      const self = this as unknown as Record<string, unknown>;
      for (const prop of own) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = self[prop];
        delete self[prop];
        self[prop] = value;
        // an attribute set while upgrading is not reported to attributeChangedCallback: apply it here
        if (Object.hasOwn(attributes, prop)) this.attributeChangedCallback(kebab(prop), null, this.getAttribute(kebab(prop)));
      }
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      // rc-util's style helper (antd's icons write their sheet with it) keeps every container it wrote
      // into in a module-level Map: without this, every removed element stayed in memory through it
      clearContainerCache();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      const boolProp = booleanAttrs.get(name);
      if (boolProp) {
        const next = value !== null && value !== 'false';
        if (this[PROPS][boolProp] === next) return;
        this[PROPS][boolProp] = next;
        this[RENDER]();
        return;
      }
      if (value === null) {
        const prop = Object.keys(attributes).find((p) => kebab(p) === name);
        if (prop && this[PROPS][prop] !== undefined) {
          this[PROPS][prop] = undefined;
          this[RENDER]();
        }
        return;
      }
      super.attributeChangedCallback?.(name, old, value);
    }
  }

  // HTML booleans: the property reflects presence of the attribute
  for (const [attr, prop] of booleanAttrs) {
    Object.defineProperty(HosElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this.hasAttribute(attr) && this.getAttribute(attr) !== 'false';
      },
      set(this: R2wcElement, v: unknown) {
        this.toggleAttribute(attr, Boolean(v));
      },
    });
  }

  for (const method of spec.methods ?? []) {
    Object.defineProperty(HosElement.prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: R2wcElement, ...args: unknown[]) {
        const api = this[API_KEY];
        if (api && typeof api[method] === 'function') return api[method](...args);
        // not mounted yet: async methods wait for the module, sync ones say so clearly
        if (method === 'whenReady') return this[READY_KEY];
        return this[READY_KEY].then(() => {
          const ready = this[API_KEY];
          if (!ready || typeof ready[method] !== 'function') throw new Error(`${spec.tag}: ${method}() is not available`);
          return ready[method](...args);
        });
      },
    });
  }

  for (const prop of properties) {
    const hook = spec.onSet?.[prop];
    const inherited = Object.getOwnPropertyDescriptor(Base.prototype, prop)!;
    Object.defineProperty(HosElement.prototype, prop, {
      ...inherited,
      set(this: R2wcElement, v: unknown) {
        // Vue 2 binds `:value.prop` as `el._value = v; el.value = String(v)`: the object is in `_value`
        if (prop === 'value' && typeof v === 'string' && this._value !== null && typeof this._value === 'object' && v === String(this._value)) v = this._value;
        if (hook) {
          try {
            hook(v);
          } catch (e) {
            console.warn(`[${spec.tag}] ${prop}`, e);
          }
        }
        inherited.set!.call(this, v);
      },
    });
  }
  for (const prop of Object.keys(spec.onSet ?? {})) {
    if (!properties.includes(prop)) throw new Error(`${spec.tag}: onSet names "${prop}", which is not a property`);
  }

  if (!customElements.get(spec.tag)) customElements.define(spec.tag, HosElement);
  return customElements.get(spec.tag)!;
}
