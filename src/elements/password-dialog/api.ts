// The public API of <hos-password-dialog>: the one declaration the element, its manifest and its typings follow.
import { elementSpec, type HosElementBase, type TypedEvents } from '../host/elementSpec.ts';

/** `<hos-password-dialog>`: the change-password dialog (normal and forced). */
export interface HosPasswordDialogApi extends HosElementBase {
  /** shows the dialog */
  open: boolean;
  /** forced variant: closing logs out and reloads */
  forced: boolean;
  /** opens the dialog */
  show(): void;
  /** closes the dialog as the close button does (forced: log out) */
  hide(): void;
  /** resolves once the dialog is mounted */
  whenReady(): Promise<void>;
}

export interface HosPasswordDialogEvents {
  /** the dialog hid itself */
  'hos-close': { forced: boolean };
  /** the password was changed (the page then logs out and reloads) */
  'hos-success': Record<string, never>;
}

// the typed overloads first, so `hos-*` listeners get their detail type
export type HosPasswordDialogElement = TypedEvents<HosPasswordDialogEvents> & HosPasswordDialogApi;

export const PASSWORD_DIALOG_SPEC = elementSpec<HosPasswordDialogApi>()({
  tag: 'hos-password-dialog',
  attributes: { open: 'boolean', forced: 'boolean' },
  properties: [],
  methods: ['show', 'hide', 'whenReady'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-password-dialog': HosPasswordDialogElement;
  }
}
