/**
 * `<hos-password-dialog>`: the change-password dialog (normal and forced).
 *
 * @attr open - shows the dialog (boolean)
 * @attr forced - forced variant: closing logs out and reloads (boolean)
 * @attr locale - 'zh-CN' (default: the page language) or 'en'
 * @attr api-base - base URL of the shared API for this page
 * @method show() / hide() - open the dialog / close it as the close button does (forced: log out)
 * @method whenReady() - resolves once the dialog is mounted
 * @event hos-close - the dialog hid itself; detail `{ forced }`
 * @event hos-success - the password was changed (the page then logs out and reloads)
 */
import { createElement, useMemo, useRef } from 'react';
import { useElementApi } from '../../modules/shared/elementApi.ts';
import { defineHosElement } from '../host/defineHosElement.ts';
import { PasswordDialog } from '../../modules/password-dialog/PasswordDialog.tsx';

function PasswordDialogElement(props: { open?: boolean; forced?: boolean; container: ShadowRoot }) {
  const host = props.container.host as HTMLElement;
  const closeRef = useRef<(() => void) | null>(null);
  const api = useMemo(
    () => ({
      show: () => host.setAttribute('open', ''),
      hide: () => closeRef.current?.(),
      whenReady: () => Promise.resolve(),
    }),
    [host],
  );
  useElementApi(host, api);
  return createElement(PasswordDialog, { open: props.open, forced: props.forced, closeRef, onHide: () => host.removeAttribute('open') });
}

export const HosPasswordDialog = defineHosElement({
  tag: 'hos-password-dialog',
  component: PasswordDialogElement,
  attributes: { open: 'boolean', forced: 'boolean' },
  methods: ['show', 'hide', 'whenReady'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-password-dialog': HTMLElement & { open: boolean; forced: boolean; show(): void; hide(): void; whenReady(): Promise<void> };
  }
}
