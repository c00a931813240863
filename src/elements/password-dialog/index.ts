// <hos-password-dialog>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement, useMemo, useRef } from 'react';
import { useElementApi } from '../../modules/shared/elementApi.ts';
import { defineHosElement } from '../host/defineHosElement.ts';
import { PasswordDialog } from '../../modules/password-dialog/PasswordDialog.tsx';
import { PASSWORD_DIALOG_SPEC } from './api.ts';

export type { HosPasswordDialogElement, HosPasswordDialogEvents } from './api.ts';

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

export const HosPasswordDialog = defineHosElement({ ...PASSWORD_DIALOG_SPEC, component: PasswordDialogElement });
