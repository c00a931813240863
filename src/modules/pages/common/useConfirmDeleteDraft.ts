// The one question before a draft is deleted (lists, the detail page and the report editor ask it alike);
// the caller says what deleting means there (reload a list, leave the page, keep its busy state).
import { App } from 'antd';
import { usePageT } from './hooks.ts';

export function useConfirmDeleteDraft() {
  const t = usePageT();
  const { modal } = App.useApp();
  return (title: string, onOk: () => Promise<void>) => {
    void modal.confirm({
      title: t('deleteDraftTitle'),
      content: t('deleteDraftConfirm', { title }),
      okText: t('delete'),
      okButtonProps: { danger: true, className: 'hos-confirm-delete' },
      cancelText: t('common:cancel'),
      onOk,
    });
  };
}
