// /quality/detail: one form of the library (latest or ?version=n) in the renderer, preview mode.
import { useEffect, useState } from 'react';
import { Alert, Select, Space, Spin } from 'antd';
import type { ViewProps } from '../types.ts';
import { EmbeddedForm } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { getFormVersion, type FormVersion } from '../common/records.ts';
import { formsApi } from '../../../core/api/forms.ts';
import { usePageT, useRuntime } from '../common/hooks.ts';

export default function FormDetail({ route, navigate }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { id, version } = route.query;
  const [form, setForm] = useState<FormVersion | null>(null);
  const [versions, setVersions] = useState<number[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!id) return;
    setForm(null);
    getFormVersion(runtime, id, version).then(setForm, (e: Error) => setError(e.message));
    formsApi(runtime).versions(id).then((v) => setVersions(v.map((x) => x.version)), () => undefined);
  }, [runtime, id, version]);
  if (!id) return <PageCard title={route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (error) return <PageCard title={route.title}><Alert type="error" showIcon title={error} /></PageCard>;
  if (!form) return <PageCard title={route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  return (
    <PageCard
      title={`${form.name}（${form.code}）`}
      extra={
        <Space>
          {t('version')}
          <Select size="small" value={form.version} style={{ width: 90 }} options={versions.map((v) => ({ value: v, label: `v${v}` }))} onChange={(v) => navigate(`/quality/detail?id=${id}&version=${v}`)} />
        </Space>
      }
    >
      <EmbeddedForm schema={form.schema} preview />
    </PageCard>
  );
}
