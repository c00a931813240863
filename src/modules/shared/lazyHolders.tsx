// The message, modal and notification hooks of an element, mounted the first time one is used; their
// code is fetched in an idle moment after the first paint (useLazyAppApis in appApis.ts): most elements
// never toast or open a dialog before the user acts, and this code (dialog, skeleton, notification and
// message styles) is a tenth of a small element's first-paint bundle.
import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { useAppProps } from 'antd/es/app/context';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';

/** What the holders hand over once mounted. */
export type LazyApis = Pick<useAppProps, 'modal' | 'notification' | 'message'>;
export type HoldersProps = { messageConfig: MessageConfig; onReady(apis: LazyApis): void };

export function Holders({ onReady, messageConfig }: HoldersProps) {
  const [message, messageHolder] = useMessage(messageConfig);
  const [modal, modalHolder] = useModal();
  const [notification, notificationHolder] = useNotification();
  useEffect(() => onReady({ modal, notification, message }), [onReady, modal, notification, message]);
  return (
    <>
      {messageHolder}
      {modalHolder}
      {notificationHolder}
    </>
  );
}
