// priceno (charge code with lookup and the lookup dialog) and pricetable (the charge items).
// Spec sections 2 'Form renderer', 5 'Charge-code lookup', 7 'Charge codes', 9 (page size 5).
import { memo, useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Select, Space, Table } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { WidgetProps } from './types.ts';
import { useFormCtx, type FormCtxValue } from '../context.ts';
import { CHARGE_PAGE_SIZE, FEE_CATEGORIES, PAY_METHODS, chargeInputAction, iterateWidgets, type ChargeItem } from '../../../core/form/index.ts';
import { createChargesApi, type ChargeOption } from '../../../core/api/charges.ts';

/** The widget's calls (core/api/charges.ts) over the renderer's transport. */
const chargesOf = (ctx: FormCtxValue) => createChargesApi(ctx.http);

function priceTablesOf(ctx: FormCtxValue): string[] {
  const out: string[] = [];
  for (const v of iterateWidgets(ctx.model.schema)) if (v.widget.type === 'pricetable' && !v.subform) out.push(v.widget.model);
  return out;
}

type Opt = ChargeOption;

export function ChargeDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel(): void; onConfirm(item: ChargeItem): void }) {
  const ctx = useFormCtx();
  const { t } = ctx;
  const [name, setName] = useState('');
  const [payMethod, setPayMethod] = useState<string | undefined>();
  const [priceType, setPriceType] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: ChargeItem[]; count: number }>({ list: [], count: 0 });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<ChargeItem | null>(null);
  const [dicts, setDicts] = useState<{ pay: Opt[]; fee: Opt[] }>({ pay: [], fee: [] });

  const search = async (pageIndex: number) => {
    setLoading(true);
    setPage(pageIndex);
    try {
      setData(await chargesOf(ctx).search({ pageIndex, name, payMethod, priceType }));
    } catch (e) {
      console.warn('[form] charge search failed:', e instanceof Error ? e.message : e);
      setData({ list: [], count: 0 });
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setSelected(null);
    void search(1);
    const api = chargesOf(ctx);
    void Promise.all([api.dictOptions('pay_method', PAY_METHODS), api.dictOptions('fee_category', FEE_CATEGORIES)]).then(([pay, fee]) => setDicts({ pay, fee }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const columns = [
    { key: 'medicalCode', dataIndex: 'medicalCode', title: t('form:medicalCode') },
    { key: 'name', dataIndex: 'name', title: t('form:chargeName') },
    { key: 'unit', dataIndex: 'unit', title: t('form:unit') },
    { key: 'charges', dataIndex: 'charges', title: t('form:charges') },
    { key: 'payMethod', dataIndex: 'payMethod', title: t('form:payMethod') },
    { key: 'priceType', dataIndex: 'priceType', title: t('form:feeCategory') },
  ];
  return (
    <Modal
      open={open}
      title={t('form:chargeLookup')}
      width={900}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="c" onClick={onCancel}>{t('form:cancel')}</Button>,
        <Button key="o" type="primary" disabled={!selected} onClick={() => selected && onConfirm(selected)}>{t('form:confirm')}</Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }} className="hos-charge-search">
        <Input placeholder={t('form:chargeName')} aria-label={t('form:chargeName')} value={name} onChange={(e) => setName(e.target.value)} onPressEnter={() => void search(1)} style={{ width: 200 }} allowClear />
        <Select placeholder={t('form:payMethod')} aria-label={t('form:payMethod')} value={payMethod} onChange={setPayMethod} options={dicts.pay} allowClear style={{ width: 170 }} />
        <Select placeholder={t('form:feeCategory')} aria-label={t('form:feeCategory')} value={priceType} onChange={setPriceType} options={dicts.fee} allowClear style={{ width: 150 }} />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => void search(1)}>{t('form:search')}</Button>
      </Space>
      <Table<ChargeItem>
        size="small"
        rowKey={(r) => String(r.id)}
        loading={loading}
        columns={columns}
        dataSource={data.list}
        rowSelection={{
          type: 'radio', selectedRowKeys: selected ? [String(selected.id)] : [], onChange: (_k, rows) => setSelected(rows[0] ?? null),
          // each radio named by its item in the page's language (antd's own name is "Select row N")
          getCheckboxProps: (r) => ({ 'aria-label': t('form:chargeSelect', { name: r.name }) }),
        }}
        onRow={(r) => ({ onClick: () => setSelected(r) })}
        pagination={{ current: page, pageSize: CHARGE_PAGE_SIZE, total: data.count, showSizeChanger: false, onChange: (p) => void search(p) }}
      />
    </Modal>
  );
}

export const PriceNoWidget = memo(function PriceNoWidget({ widget, path, field, disabled }: WidgetProps) {
  const ctx = useFormCtx();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setTables = (rows: ChargeItem[]) => priceTablesOf(ctx).forEach((p) => ctx.change(p, rows));
  useEffect(() => () => clearTimeout(timer.current), []);
  const onText = (text: string) => {
    ctx.change(path, text);
    clearTimeout(timer.current);
    const action = chargeInputAction(text);
    if (action === 'clear') setTables([]);
    else if (action === 'lookup') {
      timer.current = setTimeout(() => {
        void chargesOf(ctx).lookup(text).then((item) => {
          if (item && ctx.model.getField(path).value === text) setTables([item]);
        });
      }, 300);
    }
  };
  return (
    <>
      <Space.Compact style={{ width: widget.options.width ? String(widget.options.width) : '100%', maxWidth: 420 }}>
        <Input value={field.value == null ? '' : String(field.value)} status={field.error ? 'error' : undefined} disabled={disabled} aria-label={widget.name} placeholder={(widget.options.placeholder as string) || undefined} onChange={(e) => onText(e.target.value)} />
        <Button icon={<SearchOutlined />} disabled={disabled} aria-label={ctx.t('form:chargeLookup')} onClick={() => setOpen(true)} />
      </Space.Compact>
      {open && (
        <ChargeDialog
          open={open}
          onCancel={() => setOpen(false)}
          onConfirm={(item) => {
            setOpen(false);
            clearTimeout(timer.current);
            ctx.change(path, item.medicalCode);
            setTables([item]);
          }}
        />
      )}
    </>
  );
});

export const PriceTableWidget = memo(function PriceTableWidget({ field }: WidgetProps) {
  const { t } = useFormCtx();
  const rows = Array.isArray(field.value) ? (field.value as ChargeItem[]) : [];
  const columns = (['medicalCode', 'projectNo', 'gjMedicalCode', 'name', 'unit', 'charges', 'payMethod', 'priceType'] as const).map((k) => ({
    key: k,
    dataIndex: k,
    title: t(`form:${k === 'name' ? 'chargeName' : k === 'payMethod' ? 'payMethod' : k === 'priceType' ? 'feeCategory' : k}`),
  }));
  return <Table<ChargeItem> className="hos-pricetable" size="small" bordered pagination={false} rowKey={(r) => String(r.id ?? r.medicalCode)} columns={columns} dataSource={rows} locale={{ emptyText: t('form:noData') }} />;
});
