// /quality/sheet?round=&dept= (scoring) and /quality/detail?sheet= (a sheet's details): the items of the
// round's scoring form by section, scored with live subtotals and total (the server recomputes on every
// save), findings and photo evidence per item, draft and submit, input kept on this machine until saved.
// Submitted, it is read-only; the quality office opens rectifications of items that lost points.
import { useCallback, useState } from 'react';
import { Alert, App, Button, Card, Empty, Result, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../types.ts';
import type { ItemValue } from '../../../../core/quality/types.ts';
import { isConflict } from '../../../../core/pages/records.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime } from '../../common/hooks.ts';
import { ScoreItemRow } from './ScoreItemRow.tsx';
import { SheetPrint } from './SheetPrint.tsx';
import { useSheet, type SheetRef } from './useSheet.ts';
import { useDeptNames, useNumber, useQualityApi, useQualityT } from './useQuality.ts';

function refOf(q: Record<string, string>): SheetRef | null {
  if (q.sheet && /^\d+$/.test(q.sheet)) return { sheetId: Number(q.sheet) };
  if (q.round && /^\d+$/.test(q.round) && q.dept) return { roundId: Number(q.round), dept: q.dept };
  return null;
}

export function SheetPage({ route, navigate }: ViewProps) {
  const t = useQualityT();
  const num = useNumber();
  const formatTime = useFormatTime();
  const api = useQualityApi();
  const dept = useDeptNames();
  const { message, modal } = App.useApp();
  const s = useSheet(refOf(route.query));
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const { view, model, state } = s;
  const onChange = useCallback((id: string, v: ItemValue) => s.setItem(id, v), [s.setItem]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!refOf(route.query) || s.failed) return <PageCard title={route.title}><Result status="404" title={t('server.sheetNotFound')} /></PageCard>;
  if (!view) return <PageCard title={route.title}><Spin /></PageCard>;

  const readonly = !view.canEdit;
  const { score } = state;
  const run = async (submit: boolean) => {
    setBusy(true);
    try {
      await s.save(submit);
      void message.success(t(submit ? 'submitted' : 'draftSaved'));
    } catch (e) {
      if (isConflict(e)) {
        void message.warning(t('conflict'));
        await s.reload();
      }
    } finally {
      setBusy(false);
    }
  };
  const submit = () => modal.confirm({
    title: t('submitSheet'), content: t('confirmSubmit', { dept: dept.text(view.deptName), total: num(score.total) }), okText: t('submitSheet'), cancelText: t('cancel'),
    onOk: () => run(true),
  });
  const rectify = (itemId: string) => {
    const item = model.items.find((i) => i.id === itemId)!;
    modal.confirm({
      title: t('rectify'), content: t('rectifyConfirm', { item: item.label, dept: dept.text(view.deptName), lost: num(score.items[itemId].lost) }), okText: t('rectify'), cancelText: t('cancel'),
      onOk: async () => {
        await api.rectify(view.sheet!.id, itemId);
        void message.success(t('rectifyOpened'));
        await s.reload();
      },
    });
  };
  const extraOf = (itemId: string) => {
    const open = view.rectifications.find((r) => r.itemId === itemId);
    if (open) return <Button size="small" className="hos-open-rectification" onClick={() => navigate(`/newBaqsj/lookDetail?id=${open.recordId}`)}>{t('openRecord')} · {t('workflow:state.' + open.state)}</Button>;
    if (view.canRectify && score.items[itemId]?.lost > 0) return <Button size="small" className="hos-rectify" onClick={() => rectify(itemId)}>{t('rectify')}</Button>;
    return undefined;
  };
  const title = t('sheetTitle', { round: view.round.name, dept: dept.text(view.deptName) });

  return (
    <PageCard
      title={title}
      extra={
        <Space>
          <Button onClick={() => navigate(view.canEdit ? '/quality/mySheets' : `/quality/results?round=${view.round.id}`)}>{t('back')}</Button>
          <Button icon={<PrinterOutlined />} className="hos-sheet-print" onClick={() => setPrinting(true)}>{t('print')}</Button>
          {/* issue 26 §2: the low items of a submitted sheet start an improvement project (PDCA) */}
          {view.canRectify && view.sheet && Object.values(score.items).some((x) => x.lost > 0) && (
            <Button className="hos-sheet-pdca" onClick={() => navigate(`/quality/pdca/new?source=inspection&sheetId=${view.sheet!.id}`)}>{t('openPdca')}</Button>
          )}
        </Space>
      }
    >
      {!model.items.length && <Alert type="warning" showIcon title={t('noItems')} style={{ marginBottom: 12 }} />}
      {view.round.status === 'closed' && <Alert type="info" showIcon title={t('roundClosed')} style={{ marginBottom: 12 }} />}
      {view.sheet?.status === 'submitted' && <Alert type="success" showIcon title={`${t('readonlyHint')} · ${view.sheet.inspectorName} · ${formatTime(view.sheet.submittedAt)}`} style={{ marginBottom: 12 }} />}
      {readonly && view.round.status === 'open' && view.sheet?.status !== 'submitted' && <Alert type="info" showIcon title={t('notInspector')} style={{ marginBottom: 12 }} />}
      {s.localDraft && (
        <Alert
          type="warning" showIcon className="hos-restore-draft" style={{ marginBottom: 12 }} title={t('restoreLocal', { time: formatTime(s.localDraft.savedAt) })}
          action={<Space><Button size="small" type="primary" onClick={s.restore}>{t('restore')}</Button><Button size="small" onClick={s.discard}>{t('discard')}</Button></Space>}
        />
      )}
      {/* sticky, not Affix: the shell scrolls its main area, not the window */}
      <div style={{ position: 'sticky', top: 0, zIndex: 5, marginBottom: 12 }}>
        <Card size="small" className="hos-sheet-summary" style={{ boxShadow: '0 2px 8px rgba(0,0,0,0.06)' }}>
          <Space size={24} wrap align="center">
            <Statistic title={t('liveTotal')} value={num(score.total)} suffix={`/ ${num(score.maxScore)}`} className="hos-sheet-total" />
            {score.sections.map((x) => (
              <Statistic key={x.name} title={x.name || t('noSection')} value={num(x.score)} suffix={`/ ${num(x.maxScore)}`} valueStyle={{ fontSize: 18 }} />
            ))}
            <Space direction="vertical" size={2}>
              {score.unanswered.length > 0 && <Tag color="warning">{t('unanswered', { count: score.unanswered.length })}</Tag>}
              {score.missingComments.length > 0 && <Tag color="warning">{t('missingComments', { count: score.missingComments.length })}</Tag>}
              {state.dirty && !readonly && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('autosaved')}</Typography.Text>}
            </Space>
            {!readonly && (
              <Space>
                <Button className="hos-sheet-save" loading={busy} onClick={() => void run(false)}>{t('saveDraft')}</Button>
                <Button type="primary" className="hos-sheet-submit" loading={busy} disabled={!score.complete} onClick={submit}>{t('submitSheet')}</Button>
              </Space>
            )}
          </Space>
        </Card>
      </div>
      {model.sections.length ? model.sections.map((sec, i) => {
        const sub = score.sections[i];
        return (
          <Card key={sec.name + i} size="small" className="hos-sheet-section" style={{ marginBottom: 12 }}
            title={sec.name || t('noSection')} extra={<span className="hos-section-subtotal">{t('subtotal')} {num(sub?.score)} / {num(sub?.maxScore)}</span>}>
            {sec.items.map((item) => (
              <ScoreItemRow key={item.id} item={item} value={state.values[item.id]} score={score.items[item.id]} readonly={readonly} onChange={onChange} extra={extraOf(item.id)} />
            ))}
          </Card>
        );
      }) : <Empty />}
      <SheetPrint view={view} model={model} values={state.values} score={score} open={printing} onClose={() => setPrinting(false)} />
    </PageCard>
  );
}
