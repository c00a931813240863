// Publishing the report as a notice (issue 26 §3): the quality office picks the roles (leadership, the
// roles granted the report, chosen by default) and the server makes a 简报 with the key figures, a link
// to the report and its PDF in both languages.
import { useEffect, useState } from 'react';
import { Alert, App, Form, Modal, Select, Tag } from 'antd';
import type { PublishRole, ReportApi } from '../../../core/report/api.ts';

export function PublishReport({ open, api, period, periodText, lang, t, onClose }: {
  open: boolean; api: ReportApi; period: string; periodText: string; lang: string;
  t(key: string, p?: Record<string, unknown>): string; onClose(): void;
}) {
  const { message } = App.useApp();
  const [roles, setRoles] = useState<PublishRole[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    api.publishRoles().then((list) => {
      if (!live) return;
      setRoles(list);
      setChosen(list.filter((x) => x.leader).map((x) => x.roleKey));
    }, () => live && setRoles([]));
    return () => {
      live = false;
    };
  }, [api, open]);
  const submit = async () => {
    setBusy(true);
    try {
      const res = await api.publish({ period, roles: chosen, lang });
      void message.success(t('report:published', { title: res.title }));
      onClose();
    } catch {
      // the http layer showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const leaders = roles?.filter((x) => x.leader) ?? [];
  return (
    <Modal
      open={open} onCancel={onClose} title={t('report:publishTitle', { period: periodText })} okText={t('report:publishDo')} cancelText={t('common:cancel')}
      onOk={() => void submit()} okButtonProps={{ disabled: !chosen.length, loading: busy, className: 'hos-report-publish-ok' }} destroyOnHidden
      className="hos-report-publish-dialog"
    >
      {roles && !leaders.length && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('report:publishNoLeaders')} />}
      <Form layout="vertical">
        <Form.Item label={t('report:publishRoles')} extra={t('report:publishRolesHint')}>
          <Select
            mode="multiple" loading={!roles} value={chosen} onChange={setChosen} className="hos-report-publish-roles" aria-label={t('report:publishRoles')}
            options={(roles ?? []).map((x) => ({ value: x.roleKey, label: <span><span data-user-text="">{x.roleName}</span>{x.leader && <Tag color="blue" style={{ marginLeft: 6 }}>{t('report:leader')}</Tag>}</span> }))}
            optionFilterProp="value"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
