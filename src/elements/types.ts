// The typings host pages get from the package (issue 11 §3): every element's type and its events, the
// tag map (each api.ts augments HTMLElementTagNameMap), and the loader's `ensureElement`. Built to
// dist/types by `npm run build` (tsconfig.types.json); React JSX and Vue typings are generated beside it.
export type { HosAppElement, HosAppEvents, HosAppApi } from './app/api.ts';
export type { HosFormRendererElement, HosFormRendererEvents, HosFormRendererApi } from './form-renderer/api.ts';
export type { HosFormDesignerElement, HosFormDesignerEvents, HosFormDesignerApi } from './form-designer/api.ts';
export type { HosMessageBellElement, HosMessageBellEvents, HosMessageBellApi } from './message-bell/api.ts';
export type { HosPasswordDialogElement, HosPasswordDialogEvents, HosPasswordDialogApi } from './password-dialog/api.ts';
export type { HosElementBase, TypedEvents } from './host/elementSpec.ts';
export type { FormSchema, Models, FormErrors, FieldState, RemoteFuncs, Widget, FormConfig } from '../core/form/types.ts';
export { ensureElement } from '../core/elementLoaders.ts';
