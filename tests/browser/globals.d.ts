/// <reference types="mocha" />
// Browser tests import the built bundle exactly as host pages do.
declare module '/dist/*';
// The Vue 2 + Element UI stack of tests/browser/vue2-portal.test.ts (served by web-test-runner.config.mjs).
declare module '/__vue2-portal-*' {
  export const Vue: new (options: Record<string, unknown>) => { $mount(el: Element): unknown };
  export const ElementUI: unknown;
}
declare module '/__frameworks-*' {
  export const createElement: typeof import('react').createElement;
  export const createRoot: typeof import('react-dom/client').createRoot;
  export const createApp: typeof import('vue').createApp;
  export const h: typeof import('vue').h;
}
