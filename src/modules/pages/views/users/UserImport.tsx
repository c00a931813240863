// The user import dialog (issue 13 §3): choose a filled-in template, the server checks every row and
// answers a row-by-row report; nothing is written until the admin confirms, and then all users or none.
// The chosen file stays here between the check and the confirmation (the server keeps no state).
import { useMemo, useState } from 'react';
import { Alert, App, Button, Modal, Space, Spin, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { usersApi, type ImportReport } from '../../../../core/api/users.ts';
import { HosHttpError } from '../../../../core/http/errors.ts';
import { useLang, usePageT, useRuntime } from '../../common/hooks.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { excel } from '../../../../core/i18n/locales/excel.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

provideNamespaces({ excel });

type Problem = ImportReport['problems'][number];
type Row = ImportReport['users'][number];

/** The report a refused confirmation carries in its envelope's data. */
function reportOf(e: unknown): ImportReport | null {
  const data = e instanceof HosHttpError ? (e.response as { data?: unknown } | undefined)?.data : undefined;
  return data && typeof data === 'object' && Array.isArray((data as ImportReport).problems) ? (data as ImportReport) : null;
}

export function UserImport({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const t = usePageT();
  const listSep = /^en/i.test(useLang()) ? ', ' : '、';
  const runtime = useRuntime();
  const { message } = App.useApp();
  const api = useMemo(() => usersApi(runtime), [runtime]);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);

  const reset = () => { setFile(null); setReport(null); setError(null); setBusy(null); };
  const close = () => { reset(); onClose(); };

  const check = async (f: File) => {
    setFile(f);
    setReport(null);
    setError(null);
    setBusy('check');
    try {
      setReport(await api.checkImport(f, f.name));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setBusy('import');
    try {
      const done = await api.confirmImport(file, file.name);
      void message.success(t('excel:imported', { count: done.imported }));
      onImported();
      close();
    } catch (e) {
      const r = reportOf(e);
      if (r) setReport(r);
      else setError(e instanceof Error ? e.message : String(e));
      setBusy(null);
    }
  };

  const ok = !!report && report.problems.length === 0;
  const problemColumns = [
    { title: t('excel:colRow'), dataIndex: 'row', width: 80 },
    { title: t('excel:colColumn'), dataIndex: 'column', width: 160 },
    { title: t('excel:colProblem'), dataIndex: 'message' },
  ];
  const sex = (s: string) => (s === '1' ? t('excel:female') : s === '0' ? t('excel:male') : '');
  const userColumns = [
    { title: t('excel:colRow'), dataIndex: 'row', width: 70 },
    { title: t('excel:col.username'), dataIndex: 'username' },
    { title: t('excel:col.name'), dataIndex: 'name' },
    { title: t('excel:col.dept'), key: 'dept', render: (_v: unknown, u: ImportReport['users'][number]) => <DeptName row={u} /> },
    { title: t('excel:col.sex'), dataIndex: 'sex', render: sex },
    { title: t('excel:col.roles'), dataIndex: 'roleNames', render: (r: string[]) => r.join(listSep) },
  ];

  return (
    <Modal
      open={open} title={t('excel:importTitle')} width={820} onCancel={close} destroyOnHidden maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close}>{t('common:cancel')}</Button>,
        <Button key="ok" type="primary" className="hos-import-confirm" disabled={!ok || !!busy} loading={busy === 'import'} onClick={() => void confirm()}>
          {ok ? t('excel:confirmImport', { count: report!.total }) : t('excel:importUsers')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('excel:importHint')}</Typography.Paragraph>
        <Space wrap>
          <Upload accept=".xlsx" showUploadList={false} maxCount={1} beforeUpload={(f) => { void check(f); return false; }}>
            <Button icon={<UploadOutlined />} className="hos-import-choose" disabled={!!busy}>{t(file ? 'excel:chooseOther' : 'excel:chooseFile')}</Button>
          </Upload>
          {file && <Typography.Text className="hos-import-file">{file.name}</Typography.Text>}
        </Space>
        {busy === 'check' && <Spin tip={t('excel:checking')}><div style={{ height: 48 }} /></Spin>}
        {error && <Alert type="error" showIcon className="hos-import-error" message={error} />}
        {report && !ok && (
          <div className="hos-import-report" role="region" aria-label={t('excel:reportSummary', { total: report.total, bad: report.bad })}>
            <Alert type="error" showIcon message={t('excel:reportSummary', { total: report.total, bad: report.bad })} description={t('excel:reportFix')} />
            <PhoneTable<Problem>
              size="small" style={{ marginTop: 12 }} rowKey={(p) => `${p.row}-${p.field}-${p.message}`} columns={problemColumns}
              dataSource={report.problems} pagination={report.problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          </div>
        )}
        {ok && (
          <div className="hos-import-preview">
            <Alert type="success" showIcon message={t('excel:reportOk', { total: report.total })} />
            <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>{t('excel:preview')}</Typography.Text>
            <PhoneTable<Row>
              size="small" rowKey="row" columns={userColumns} dataSource={report.users}
              pagination={report.users.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
