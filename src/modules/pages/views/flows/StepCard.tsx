// One step of the flow being edited: key, names, kind, who acts, allowed actions, time limits (per grade
// for events), conditions and, for periodic reviews, the interval. Every change goes through the pure
// editing functions of core/pages/flowEditor.ts; the problems shown are validateFlow's, in the user's
// language.
import { Alert, Button, Card, Checkbox, Col, Form, Input, Popconfirm, Row, Select, Space, Tag, Tooltip } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { KIND_ACTIONS, type FlowProblem } from '../../../../core/workflow/validateFlow.ts';
import { GRADES, STEP_KINDS, type AssigneeRule, type FlowDef, type StepDef, type StepKind } from '../../../../core/workflow/types.ts';
import {
  assigneeOfKind, moveStep, problemField, removeStep, setCommitteeRule, setGradeHours, splitHours, toggleAction, updateStep,
} from '../../../../core/pages/flowEditor.ts';
import { committeeRule } from '../../../../core/workflow/committee.ts';
import { localText } from '../../../../core/pages/records.ts';
import { StepConditions } from './StepConditions.tsx';
import { useFlowT, type Pickers } from './useFlows.ts';
import { useHost } from '../../../shared/HostContext.ts';

export interface StepCardProps {
  flow: FlowDef;
  index: number;
  problems: FlowProblem[];
  pickers: Pickers;
  edit(fn: (f: FlowDef) => FlowDef): void;
}

const ASSIGNEE_KINDS: AssigneeRule['kind'][] = ['role', 'deptRole', 'user', 'submitter'];
/** tighter rows than antd's default form spacing: a flow has several steps on one page */
const FI = { marginBottom: 12 };

/** Whole hours with a label before (a grade) or a unit after. */
function HoursInput({ value, onChange, unit, label, width, placeholder, className }: {
  value: number | null | undefined; onChange(h: number | null): void; unit?: string; label?: string; width?: number; placeholder?: string; className?: string;
}) {
  return (
    <Space.Compact className={className} style={{ width: width ?? '100%' }}>
      {label && <Space.Addon>{label}</Space.Addon>}
      <InputNumber min={1} precision={0} value={value ?? null} placeholder={placeholder} style={{ width: '100%' }}
        onChange={(h) => onChange(typeof h === 'number' && Number.isFinite(h) ? h : null)} />
      {unit && <Space.Addon>{unit}</Space.Addon>}
    </Space.Compact>
  );
}

export function StepCard({ flow, index, problems, pickers, edit }: StepCardProps) {
  const t = useFlowT();
  const { lang } = useHost();
  const step = flow.steps[index];
  const set = (patch: Partial<StepDef>) => edit((f) => updateStep(f, index, patch));
  const msg = (p: FlowProblem) => t('workflow:flowError.' + p.code, p.params);
  /** validateStatus + help of the problems about `field` (a prefix: 'timeLimit' covers its grades) */
  const status = (field: string) => {
    const mine = problems.filter((p) => problemField(p) === field || problemField(p).startsWith(field + '.'));
    return mine.length ? { validateStatus: 'error' as const, help: mine.map(msg).join('；') } : {};
  };
  const own = problems.filter((p) => problemField(p) === '');
  const hint = (h: number | undefined) => {
    if (!h || h <= 0) return undefined;
    const s = splitHours(h);
    return t('hoursHint', { days: s.days, hours: s.hours });
  };
  const showGrades = flow.module === 'baqsj' || !!step.timeLimit.byGrade;
  const roleOptions = pickers.roles.map((r) => ({ value: r.roleKey, label: `${r.roleName} (${r.roleKey})${Number(r.status) === 0 ? t('roleDisabled') : ''}` }));
  // a role kept in the definition but missing from the list still shows (as its key)
  const ruleRole = 'role' in step.assignee ? step.assignee.role : '';
  if (ruleRole && !roleOptions.some((o) => o.value === ruleRole)) roleOptions.push({ value: ruleRole, label: ruleRole });

  return (
    <Card
      size="small"
      className={'hos-flow-step' + (problems.length ? ' hos-flow-step-error' : '')}
      data-step={step.key}
      style={{ marginBottom: 12, borderColor: problems.length ? '#ff4d4f' : undefined }}
      title={
        <Space wrap>
          <Tag color="blue">{t('stepNo', { n: index + 1 })}</Tag>
          <span>{localText(step.name, lang) || step.key}</span>
          <Tag>{t('workflow:stepKind.' + step.kind)}</Tag>
          {step.when?.length ? <Tag color="gold">{t('conditions')}</Tag> : null}
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title={t('moveUp')}><Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUp')} data-action="move-up" disabled={index === 0} onClick={() => edit((f) => moveStep(f, index, index - 1))} /></Tooltip>
          <Tooltip title={t('moveDown')}><Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDown')} data-action="move-down" disabled={index === flow.steps.length - 1} onClick={() => edit((f) => moveStep(f, index, index + 1))} /></Tooltip>
          <Popconfirm title={t('confirmRemoveStep', { name: localText(step.name, lang) || step.key })} onConfirm={() => edit((f) => removeStep(f, index))} okButtonProps={{ className: 'hos-confirm-remove-step' }}>
            <Tooltip title={t('removeStep')}><Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('removeStep')} data-action="remove-step" /></Tooltip>
          </Popconfirm>
        </Space>
      }
    >
      {own.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={own.map(msg).join('；')} />}
      <Form layout="vertical" component="div" className="hos-flow-step-form">
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item label={t('key')} tooltip={t('keyHint')} {...status('key')} style={FI}>
              <Input className="hos-step-key" value={step.key} maxLength={40} onChange={(e) => set({ key: e.target.value.trim() })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('nameZh')} {...status('name')} style={FI}>
              <Input className="hos-step-name-zh" value={step.name['zh-CN']} maxLength={60} onChange={(e) => set({ name: { ...step.name, 'zh-CN': e.target.value } })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('nameEn')} {...status('name')} style={FI}>
              <Input className="hos-step-name-en" value={step.name.en} maxLength={60} onChange={(e) => set({ name: { ...step.name, en: e.target.value } })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('kind')} {...status('kind')} style={FI} extra={step.kind === 'analysis' ? t('analysisHint') : undefined}>
              <Select<StepKind> className="hos-step-kind" value={step.kind} onChange={(kind) => set({ kind })}
                options={STEP_KINDS.map((k) => ({ value: k, label: t('workflow:stepKind.' + k) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item label={t('assignee')} {...status('assignee')} style={FI}>
              <Space.Compact style={{ width: '100%' }}>
                <Select<AssigneeRule['kind']> className="hos-step-assignee-kind" style={{ width: 190, flex: 'none' }} value={step.assignee.kind}
                  onChange={(k) => set({ assignee: assigneeOfKind(k, step.assignee) })}
                  options={ASSIGNEE_KINDS.map((k) => ({ value: k, label: t('workflow:assignee.' + k) }))} />
                {(step.assignee.kind === 'role' || step.assignee.kind === 'deptRole') && (
                  <Select className="hos-step-role" style={{ flex: 1, minWidth: 0 }} showSearch optionFilterProp="label" placeholder={t('pickRole')}
                    value={step.assignee.role || undefined} options={roleOptions}
                    onChange={(role: string) => set({ assignee: { kind: step.assignee.kind as 'role' | 'deptRole', role } })} />
                )}
                {step.assignee.kind === 'user' && (
                  <Select className="hos-step-user" style={{ flex: 1, minWidth: 0 }} showSearch optionFilterProp="label" placeholder={t('pickUser')}
                    value={step.assignee.userId || undefined}
                    options={pickers.users.map((u) => ({ value: u.userId, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))}
                    onChange={(userId: number) => set({ assignee: { kind: 'user', userId } })} />
                )}
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Form.Item label={t('stepActions')} {...status('actions')} style={FI}>
              <Checkbox.Group className="hos-step-actions" value={step.actions}
                options={KIND_ACTIONS[step.kind].allowed.map((a) => ({ value: a, label: t('workflow:action.' + a) }))}
                onChange={(next) => {
                  const on = new Set(next);
                  edit((f) => KIND_ACTIONS[step.kind].allowed.reduce((acc, a) => toggleAction(acc, index, a, on.has(a)), f));
                }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={6}>
            <Form.Item label={t('timeLimit')} extra={hint(step.timeLimit.hours)} {...status('timeLimit')} style={FI}>
              <HoursInput className="hos-step-hours" value={step.timeLimit.hours} unit={t('hours')}
                onChange={(h) => set({ timeLimit: { ...step.timeLimit, hours: h ?? 0 } })} />
            </Form.Item>
          </Col>
          {showGrades && (
            <Col xs={24} md={16} xl={18}>
              <Form.Item label={t('byGrade')} tooltip={t('byGradeHint')} style={FI}>
                <Space wrap className="hos-step-grades">
                  {GRADES.map((g) => (
                    <HoursInput key={g} className={'hos-step-grade-' + g} label={g} width={130} placeholder={String(step.timeLimit.hours || '')}
                      value={step.timeLimit.byGrade?.[g] ?? null}
                      onChange={(h) => edit((f) => setGradeHours(f, index, g, h))} />
                  ))}
                </Space>
              </Form.Item>
            </Col>
          )}
          {step.kind === 'periodicReview' && (
            <Col xs={24} md={8} xl={6}>
              <Form.Item label={t('reviewEvery')} tooltip={t('reviewEveryHint')} extra={hint(step.reviewEveryHours)} {...status('reviewEveryHours')} style={FI}>
                <HoursInput className="hos-step-review-every" value={step.reviewEveryHours ?? null} unit={t('hours')}
                  onChange={(h) => set({ reviewEveryHours: h ?? 0 })} />
              </Form.Item>
            </Col>
          )}
          {step.kind === 'committee' && (
            <Col xs={24}>
              <Form.Item label={t('committeeRule')} tooltip={t('committeeRuleHint')} {...status('committee')} style={FI}>
                <Space wrap className="hos-step-committee">
                  <Space.Compact>
                    <Space.Addon>{t('committeeQuorum')}</Space.Addon>
                    <InputNumber className="hos-step-quorum" aria-label={t('committeeQuorum')} min={1} max={100} precision={0} style={{ width: 90 }}
                      value={Math.round(committeeRule(step).quorum * 100)}
                      onChange={(v) => typeof v === 'number' && v >= 1 && v <= 100 && edit((f) => setCommitteeRule(f, index, { quorum: v === 67 ? 2 / 3 : v / 100 }))} />
                    <Space.Addon>%</Space.Addon>
                  </Space.Compact>
                  <Select className="hos-step-pass" aria-label={t('committeePass')} style={{ width: 290, maxWidth: '100%' }} value={committeeRule(step).pass}
                    onChange={(pass: 'majority' | 'twoThirds') => edit((f) => setCommitteeRule(f, index, { pass }))}
                    options={[{ value: 'majority', label: t('committeePassMajority') }, { value: 'twoThirds', label: t('committeePassTwoThirds') }]} />
                  <Select className="hos-step-chair" aria-label={t('committeeChair')} style={{ width: 260, maxWidth: '100%' }} showSearch optionFilterProp="label" value={committeeRule(step).chairRole}
                    onChange={(chairRole: string) => edit((f) => setCommitteeRule(f, index, { chairRole }))}
                    options={roleOptions.some((o) => o.value === committeeRule(step).chairRole) ? roleOptions : [...roleOptions, { value: committeeRule(step).chairRole, label: committeeRule(step).chairRole }]} />
                  <Checkbox className="hos-step-blind" checked={committeeRule(step).blind} onChange={(e) => edit((f) => setCommitteeRule(f, index, { blind: e.target.checked }))}>
                    {t('committeeBlind')}
                  </Checkbox>
                </Space>
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item label={t('conditions')} tooltip={t('conditionsHint')} {...status('when')} style={{ marginBottom: 0 }}>
          <StepConditions flow={flow} index={index} edit={edit} />
        </Form.Item>
      </Form>
    </Card>
  );
}
