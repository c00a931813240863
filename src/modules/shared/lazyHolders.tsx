// The modal and notification hooks of an element, loaded the first time one is used (see
// useLazyAppApis in appApis.ts): most elements never open either, and their code (dialog, skeleton,
// notification styles) is a tenth of a small element's first-paint bundle.
import { useEffect } from 'react';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import type { LazyApis } from './appApis.ts';

export function Holders({ onReady }: { onReady(apis: LazyApis): void }) {
  const [modal, modalHolder] = useModal();
  const [notification, notificationHolder] = useNotification();
  useEffect(() => onReady({ modal, notification }), [onReady, modal, notification]);
  return (
    <>
      {modalHolder}
      {notificationHolder}
    </>
  );
}
