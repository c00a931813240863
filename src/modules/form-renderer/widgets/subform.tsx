// subform (and `table`): an editable table, one column widget per column; add row (status 1),
// delete row (status -1: kept, hidden, not validated), per-cell errors at `model[row].column`.
import { memo } from 'react';
import { Button, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { isRequired } from '../required.ts';
import { spanOf, subformColumns } from '../../../core/form/index.ts';

interface Row {
  i: number;
}

export default memo(function SubformWidget({ widget, field, disabled, readonly }: WidgetProps) {
  const { model, t, notify, Cell } = useFormCtx();
  const rows = Array.isArray(field.value) ? (field.value as { status?: number }[]) : [];
  const live: Row[] = [];
  rows.forEach((r, i) => {
    if (!(r && typeof r === 'object' && r.status === -1)) live.push({ i });
  });
  const spans = (widget.columns ?? []).map((c) => spanOf(c));
  const columns = subformColumns(widget).map((c, k) => ({
    key: c.model,
    title: <span className={isRequired(c) && !readonly ? 'hos-req' : undefined}>{c.name}</span>,
    width: spans[k] ? `${((spans[k] as number) / 24) * 100}%` : undefined,
    render: (_: unknown, row: Row) => <Cell widget={c} path={`${widget.model}[${row.i}].${c.model}`} />,
  }));
  if (!readonly) {
    columns.push({
      key: '__actions',
      title: <span>{t('form:actions')}</span>,
      width: '80px',
      render: (_: unknown, row: Row) => (
        <Button
          type="link"
          danger
          size="small"
          disabled={disabled}
          onClick={() => {
            model.removeRow(widget.model, row.i);
            notify(widget.model);
          }}
        >
          {t('form:deleteRow')}
        </Button>
      ),
    });
  }
  return (
    <div className="hos-subform" data-subform={widget.model}>
      <Table<Row> size="small" bordered pagination={false} rowKey="i" columns={columns} dataSource={live} locale={{ emptyText: t('form:noData') }} />
      {!readonly && (
        <Button
          className="hos-subform-add"
          size="small"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={() => {
            model.addRow(widget.model);
            notify(widget.model);
          }}
        >
          {t('form:addRow')}
        </Button>
      )}
    </div>
  );
});
