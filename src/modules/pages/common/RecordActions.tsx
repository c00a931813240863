// The action buttons of a record, exactly those the server allows now (`allowedActions`), each one
// `[data-action=<action>]` with its label from the workflow locale. The submitter's own actions
// (edit / resubmit, delete a draft) come first; measure actions live in the measures table.
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { WfAction } from '../../../core/workflow/types.ts';
import type { RecordDetail } from '../../../core/api/records.ts';
import { recordButtons, specOf } from '../../../core/pages/recordActions.ts';
import { actionKey, canOpenEditor } from '../../../core/pages/records.ts';
import { usePageT } from './hooks.ts';

export interface RecordActionsProps {
  record: Pick<RecordDetail, 'allowedActions' | 'state'>;
  onAction(action: WfAction): void;
  onEdit(): void;
  onDelete(): void;
}

export function RecordActions({ record, onAction, onEdit, onDelete }: RecordActionsProps) {
  const t = usePageT();
  const buttons = recordButtons(record.allowedActions);
  const edit = canOpenEditor(record);
  const del = record.allowedActions.includes('deleteDraft');
  if (!buttons.length && !edit && !del) return null;
  return (
    <Space wrap className="hos-record-actions">
      {edit && (
        <Button type="primary" icon={<EditOutlined />} className="hos-edit" data-action={record.state === 'returned' ? 'resubmit' : 'edit'} onClick={onEdit}>
          {t(record.state === 'returned' ? 'editResubmit' : 'edit')}
        </Button>
      )}
      {del && <Button danger icon={<DeleteOutlined />} className="hos-delete-draft" data-action="deleteDraft" onClick={onDelete}>{t('workflow:action.deleteDraft')}</Button>}
      {buttons.map((a) => {
        const spec = specOf(a);
        return (
          <Button key={a} type={spec.primary ? 'primary' : 'default'} danger={!!spec.danger} className={'hos-action hos-action-' + a} data-action={a} onClick={() => onAction(a)}>
            {t(actionKey(a))}
          </Button>
        );
      })}
    </Space>
  );
}
