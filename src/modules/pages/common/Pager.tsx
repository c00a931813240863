// The pager of spec section 9: layout total, sizes, prev, pager, next, jumper; default 20; sizes 5-50.
import { Pagination, Select, Space } from 'antd';
import { PAGE_SIZES } from '../../../core/pages/paging.ts';
import { usePageT } from './hooks.ts';

export interface PagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange(pageIndex: number, pageSize: number): void;
}

export function Pager({ pageIndex, pageSize, total, onChange }: PagerProps) {
  const t = usePageT();
  return (
    <Space className="hos-pager" wrap size={8} style={{ justifyContent: 'flex-end', width: '100%', marginTop: 16 }}>
      <span className="hos-pager-total">{t('total', { total })}</span>
      <Select
        className="hos-pager-sizes"
        aria-label={t('pageSize')}
        size="small"
        value={pageSize}
        style={{ width: 100 }}
        options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} ${t('perPage')}` }))}
        onChange={(size) => onChange(1, size)}
      />
      <Pagination size="small" current={pageIndex} pageSize={pageSize} total={total} showSizeChanger={false} showQuickJumper onChange={(p) => onChange(p, pageSize)} />
    </Space>
  );
}
