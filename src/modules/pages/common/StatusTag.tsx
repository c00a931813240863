import { Tag } from 'antd';
import { STATUS_COLORS, type RecordStatus } from '../../../core/pages/records.ts';
import { usePageT } from './hooks.ts';

export function StatusTag({ status }: { status: RecordStatus }) {
  const t = usePageT();
  return <Tag color={STATUS_COLORS[status] ?? 'default'} className={'hos-status-' + status}>{t('status_' + status)}</Tag>;
}
