// One flow opened for editing: its name and reminder roles, its steps in order (StepCard), the version
// history. Checked with validateFlow (problems shown by step in the user's language) and saved as a new
// version; the server checks again and also refuses a step nobody can act on (its message is shown).
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Form, Input, Modal, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { FlowDef } from '../../../../core/workflow/types.ts';
import { validateFlow } from '../../../../core/workflow/validateFlow.ts';
import { addStep, isDirty, newStep, problemsByStep } from '../../../../core/pages/flowEditor.ts';
import type { FlowDetail, FlowVersionInfo } from '../../../../core/api/flows.ts';
import { localText } from '../../../../core/pages/records.ts';
import { useHost } from '../../../shared/HostContext.ts';
import { StepCard } from './StepCard.tsx';
import { useFlowT, useFlowsApi, usePickers, useTextIn } from './useFlows.ts';
import { useFormatTime } from '../../common/hooks.ts';

export function FlowEditor({ code, onBack }: { code: string; onBack(): void }) {
  const t = useFlowT();
  const formatTime = useFormatTime();
  const textIn = useTextIn();
  const { lang } = useHost();
  const api = useFlowsApi();
  const pickers = usePickers();
  const { message } = App.useApp();
  const [modal, modalHolder] = Modal.useModal();
  const [detail, setDetail] = useState<FlowDetail | null>(null);
  const [failed, setFailed] = useState(false);
  // the definition the draft started from (the latest version, or an older one loaded from history)
  const [basis, setBasis] = useState<{ version: number; def: FlowDef } | null>(null);
  const [draft, setDraft] = useState<FlowDef | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);

  const load = async () => {
    try {
      const d = await api.get(code);
      setDetail(d);
      setBasis({ version: d.version, def: d.definition });
      setDraft(d.definition);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    void load();
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps

  const validation = useMemo(() => (draft ? validateFlow(draft) : null), [draft]);
  const problems = validation && !validation.ok ? problemsByStep(validation.errors) : { flow: [], steps: {} as Record<number, never[]> };
  const dirty = isDirty(draft, basis?.def ?? null);
  const canSave = !!draft && (dirty || (!!basis && !!detail && basis.version !== detail.version));
  const edit = (fn: (f: FlowDef) => FlowDef) => {
    setServerError('');
    setDraft((d) => (d ? fn(d) : d));
  };

  const confirmDiscard = (then: () => void) => {
    if (!dirty) return then();
    void modal.confirm({ title: t('confirmDiscard'), onOk: then, okButtonProps: { className: 'hos-confirm-discard' } });
  };

  const loadVersion = (v: FlowVersionInfo) =>
    confirmDiscard(async () => {
      const d = await api.version(code, v.version).catch(() => null);
      if (!d) return;
      setBasis({ version: d.version, def: d.definition });
      setDraft(d.definition);
      setShowProblems(false);
    });

  const save = async () => {
    if (!draft) return;
    const res = validateFlow(draft);
    if (!res.ok) {
      setShowProblems(true);
      return void message.error(t('invalid', { count: res.errors.length }));
    }
    setSaving(true);
    try {
      const saved = await api.save(code, res.flow);
      void message.success(t('saved', { version: saved.version }));
      setShowProblems(false);
      await load();
    } catch (e) {
      // the http layer showed the toast; keep the server's reason on the page while the admin fixes it
      setServerError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  if (failed) return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={onBack}>{t('back')}</Button>} />;
  if (!detail || !draft) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const addNew = () => {
    const name = { 'zh-CN': textIn('newStep', 'zh-CN'), en: textIn('newStep', 'en') };
    edit((f) => addStep(f, newStep(f, name)));
  };
  const stepProblems = (i: number) => (showProblems ? problems.steps[i] ?? [] : []);
  return (
    <div className="hos-flow-editor" data-flow={code}>
      {modalHolder}
      <Card
        size="small" style={{ marginBottom: 12 }}
        title={
          <Space wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} data-action="back" onClick={() => confirmDiscard(onBack)}>{t('back')}</Button>
            <Typography.Text strong>{localText(draft.name, lang)}</Typography.Text>
            <Tag>{code}</Tag>
            <Tag color="geekblue">{t('module.' + draft.module)}</Tag>
            {dirty && <Tag color="orange" className="hos-flow-dirty">{t('unsaved')}</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Button data-action="discard" disabled={!dirty} onClick={() => confirmDiscard(() => setDraft(basis!.def))}>{t('discard')}</Button>
            <Button type="primary" icon={<SaveOutlined />} data-action="save-flow" loading={saving} disabled={!canSave} onClick={() => void save()}>{t('save')}</Button>
          </Space>
        }
      >
        {basis && basis.version !== detail.version && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('basedOn', { version: basis.version })} />}
        {serverError && <Alert type="error" showIcon closable className="hos-flow-server-error" style={{ marginBottom: 12 }} title={t('serverRefused')} description={serverError} />}
        {showProblems && problems.flow.length > 0 && (
          <Alert type="error" showIcon className="hos-flow-problems" style={{ marginBottom: 12 }} title={t('flowProblems')}
            description={problems.flow.map((p) => t('workflow:flowError.' + p.code, p.params)).join('；')} />
        )}
        <Form layout="vertical" component="div">
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item label={t('nameZh')} style={{ marginBottom: 0 }}>
                <Input className="hos-flow-name-zh" value={draft.name['zh-CN']} maxLength={60} onChange={(e) => edit((f) => ({ ...f, name: { ...f.name, 'zh-CN': e.target.value } }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('nameEn')} style={{ marginBottom: 0 }}>
                <Input className="hos-flow-name-en" value={draft.name.en} maxLength={60} onChange={(e) => edit((f) => ({ ...f, name: { ...f.name, en: e.target.value } }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('overdueNotifyRoles')} tooltip={t('overdueNotifyHint')} style={{ marginBottom: 0 }}>
                <Select mode="multiple" className="hos-flow-notify-roles" allowClear value={draft.overdueNotifyRoles ?? []}
                  options={pickers.roles.map((r) => ({ value: r.roleKey, label: r.roleName }))}
                  onChange={(roles: string[]) => edit((f) => {
                    const { overdueNotifyRoles: _drop, ...rest } = f;
                    return roles.length ? { ...rest, overdueNotifyRoles: roles } : rest;
                  })} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Row gutter={12}>
        <Col xs={24} xl={17}>
          <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>{t('steps')}</Typography.Title>
          {draft.steps.length === 0 && <Empty />}
          {draft.steps.map((_s, i) => (
            // keyed by position: a step key is itself being edited
            <StepCard key={i} flow={draft} index={i} problems={stepProblems(i)} pickers={pickers} edit={edit} />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} data-action="add-step" onClick={addNew} style={{ marginBottom: 12 }}>{t('addStep')}</Button>
        </Col>
        <Col xs={24} xl={7}>
          <Card size="small" title={t('versions')} className="hos-flow-versions">
            {[...detail.versions].sort((a, b) => b.version - a.version).map((v) => (
              <div key={v.version} className="hos-flow-version" data-version={v.version} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                <Tag color={v.version === detail.version ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>v{v.version}</Tag>
                <div style={{ flex: 1, minWidth: 0, lineHeight: 1.4 }}>
                  <div>{formatTime(v.createdAt)}{v.version === detail.version && <Typography.Text type="secondary"> · {t('current')}</Typography.Text>}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('createdBy')}{t('colon')}{v.createdByName || '-'}</Typography.Text>
                </div>
                <Button type="link" size="small" data-action="load-version" disabled={basis?.version === v.version && !dirty} onClick={() => loadVersion(v)}>{t('load')}</Button>
              </div>
            ))}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
