// i18n of the elements. Page code (core, modules, elements) imports ./instance.ts: the page's instance
// and `provideNamespaces`, with which each module adds its namespace when its code loads. This file also
// carries the whole catalogue (./catalogue.ts: every namespace, `createI18n`) for Node tests and tools;
// importing it from page code would put every namespace of the bundle into that page's module graph,
// and the bundler would ship them all with every element. Namespaces follow the modules: common, http,
// password, form, designer, shell, bell, pages, workflow, tech, flows.
export {
  BASE_NAMESPACES,
  LANGS,
  createPageI18n,
  normalizeLang,
  provideNamespaces,
  registerNamespace,
  type I18n,
  type Lang,
  type LocaleTable,
} from './instance.ts';
export { NAMESPACES, createI18n } from './catalogue.ts';
