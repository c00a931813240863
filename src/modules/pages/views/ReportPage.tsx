// /newBaqsj/report (report now) and /newBaqsj/editDetail?id= (my draft, or a record returned to me):
// event type, grade, anonymity, the new technology involved and copies, then the type's form in the renderer (prefilled from the
// user and the patient record). Save as a draft, submit, delete a draft; a returned record shows the
// return comment and is resubmitted with the edited data (a new revision). The type, the grade and the
// reporting department are asked once, above the form: the form's own fields for them (eventFacts.ts)
// are left out of it and get the record's values when stored (issue 22 §1). The reporter block stays in
// the form, read-only (the session's user, which the server stores whatever is sent); the report time
// is left out: the server stamps it when the report is submitted. Each category has its own form version
// (issue 31 §2): a new report or a draft that changes category moves to the new category's form, keeping
// the values of the fields both forms have and naming those it cannot keep. The whole report is one
// local draft (issue 32 §1, useReportDraft.ts): after a reload, a crash or a killed browser the head comes
// back, then the category's form, then its values, with nothing to pick again.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Input, Space, Spin, Typography } from 'antd';
import type { ViewProps } from '../types.ts';
import type { RecordDetail } from '../../../core/api/records.ts';
import { factBinding, factsOfData, PAGE_FACTS, reportableDepts, SERVER_FACTS, withFacts, withoutBoundWidgets } from '../../../core/workflow/eventFacts.ts';
import { formsApi, type FormVersion } from '../../../core/api/forms.ts';
import { ccOptions, eventTypeName, handleConflict, lastReturn, reportTitle } from '../../../core/pages/records.ts';
import { EmbeddedForm, type EmbeddedFormHandle } from '../common/EmbeddedForm.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { withUserText } from '../../shared/UserText.tsx';
import { useEventTypes, useFormatTime, useLang, usePageT, useRecordsApi, useRuntime, useSession, useUserId, useUsers } from '../common/hooks.ts';
import { useDeptTree } from '../common/useDicts.ts';
import { useRecordPage } from './record/useRecordPage.ts';
import { ReportMeta, type ReportMetaValue } from './record/ReportMeta.tsx';
import { useConfirmDeleteDraft } from '../common/useConfirmDeleteDraft.ts';
import { newIdempotencyKey } from '../../../core/api/http.ts';
import { useCategorySwitch } from './record/useCategorySwitch.ts';
import { CategorySwitchNote } from './record/CategorySwitchNote.tsx';
import { useReportDraft, type ReportDraftState } from './record/useReportDraft.ts';
import { ReportDraftNote } from './record/ReportDraftNote.tsx';
import { makeReportDraft, restoreReportValues, type ReportDraft } from '../../../core/autosave/index.ts';
import type { FormSchema } from '../../../core/form/types.ts';
import { browserOffline, deviceStore, enqueueReport, isNoAnswer } from '../../../core/offline/outbox.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { offline } from '../../../core/i18n/locales/offline.ts';
import { useDraftUser } from '../../shared/useOutbox.ts';

provideNamespaces({ offline });

type Busy = 'draft' | 'submit' | 'delete' | null;

/** The form version the picked event type is bound to (a new report, or a draft changing its type). */
function useTypeForm(type: { formId: number; formVersion?: number } | null) {
  const runtime = useRuntime();
  const [form, setForm] = useState<FormVersion | null>(null);
  const [error, setError] = useState('');
  const formId = type?.formId ?? null;
  const version = type?.formVersion ?? null;
  useEffect(() => {
    if (!formId) return;
    let live = true;
    setForm(null);
    setError('');
    formsApi(runtime).getFormVersion(formId, version).then((f) => live && setForm(f), (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [runtime, formId, version]);
  return { form, error };
}

interface EditorProps extends ViewProps {
  record: RecordDetail | null;
  pinnedForm: FormVersion | null;
  reload(): Promise<void>;
  /** this report's local draft */
  draft: ReportDraftState;
  /** the draft found when the page opened: the page starts from it */
  restoreFrom: ReportDraft | null;
  /** throws the local draft away and starts again from the record (or blank) */
  startOver(): void;
}

function ReportEditor({ route, navigate, record, pinnedForm, reload, draft, restoreFrom, startOver }: EditorProps) {
  const t = usePageT();
  const lang = useLang();
  const formatTime = useFormatTime();
  const api = useRecordsApi();
  const me = useUserId();
  const types = useEventTypes();
  const users = useUsers();
  const deptRows = useDeptTree().rows;
  const depts = useMemo(() => reportableDepts(deptRows), [deptRows]);
  const myDept = useSession((s) => s.deptName);
  const { message } = App.useApp();
  const confirmDelete = useConfirmDeleteDraft();
  const draftUser = useDraftUser();
  const formRef = useRef<EmbeddedFormHandle>(null);
  const inFlight = useRef(false);
  // one key for this report's tries: a retry after a lost answer never stores it twice (issue 10 §1)
  const submission = useRef(restoreFrom?.submission ?? newIdempotencyKey());
  // a local draft saved before the technology was asked has none: the record's stands
  const [meta, setMeta] = useState<ReportMetaValue>(() => restoreFrom ? {
    techItemId: record?.tech?.id ?? null, ...restoreFrom.head, ...(record ? { deptName: record.deptName || null } : {}),
  } : ({
    // a draft stored by an older page may hold its grade only in the form's field
    eventType: record?.eventType ?? null,
    grade: record?.grade ?? factsOfData(record?.data, factBinding(pinnedForm?.schema), types).grade ?? null,
    // the record's department; a new report is the user's own department's until they choose another
    deptName: (record ? record.deptName : myDept) || null,
    anonymous: !!record?.anonymous,
    techItemId: record?.tech?.id ?? null,
    ccUserIds: (record?.cc ?? []).map((c) => c.userId),
  }));
  // the latest head and the values last seen, read when the draft is written
  const metaRef = useRef(meta);
  metaRef.current = meta;
  const lastModels = useRef<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Partial<Record<'eventType' | 'grade' | 'deptName', string>>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const type = types.find((x) => x.code === meta.eventType) ?? null;
  // a record keeps the version it was made on while its type stays; another type brings its own form
  const ownForm = !!record && meta.eventType === record.eventType;
  const typeForm = useTypeForm(ownForm ? null : type);
  const form = ownForm ? pinnedForm : typeForm.form;
  // the form fields bound to the record's facts: not asked in the form (the pickers above ask; the
  // server stamps the report time)
  const formBinding = useMemo(() => factBinding(form?.schema), [form]);
  const schema = useMemo(() => (form ? withoutBoundWidgets(form.schema, formBinding, PAGE_FACTS) : null), [form, formBinding]);
  const returned = record?.state === 'returned';
  const people = useMemo(() => ccOptions(users, me), [users, me]);
  // the categories a reporter may pick: the active ones (and the record's own, should it have been retired)
  const choices = useMemo(() => types.filter((x) => !x.retired || x.code === record?.eventType), [types, record]);
  const switched = useCategorySwitch(schema);
  // the draft's values go on the form shown; a change of category to another form carries them on from
  // there (switched.result wins); one to a category of the same form keeps the renderer as it is
  const restored = useMemo(() => (restoreFrom && schema ? restoreReportValues(restoreFrom, schema as FormSchema) : null), [restoreFrom, schema]);
  const formValue = useMemo(() => switched.result?.values ?? (restored ? { ...(record?.data ?? {}), ...restored.values } : record?.data), [switched.result, restored, record]);

  // the form the values in the renderer belong to (while a new category's form loads, the last one)
  const formShown = useRef<{ form: { id: number; version: number }; schema: FormSchema } | null>(null);
  if (form && schema) formShown.current = { form: { id: form.id, version: form.version }, schema: schema as FormSchema };
  /** The report changed: the whole of it (head and values) is saved on this machine. */
  const persist = () => {
    draft.schedule(() => {
      const models = formRef.current?.element() ? formRef.current.getModels() : lastModels.current;
      lastModels.current = models;
      return makeReportDraft({
        head: metaRef.current, form: formShown.current?.form ?? null, schema: formShown.current?.schema ?? null, models,
        savedAt: Date.now(), submission: submission.current, recordVersion: record?.version,
      });
    });
  };

  /** The form version a type shows here: the record's own for its type, else the type's bound one. */
  const formOf = (code: string) => {
    const x = types.find((y) => y.code === code);
    return record && code === record.eventType ? `${record.formId}@${record.formVersion}` : x && `${x.formId}@${x.formVersion}`;
  };
  const patchMeta = (patch: Partial<ReportMetaValue>) => {
    // what the form holds goes with the report to the new type's form (the fields both have)
    if (patch.eventType && patch.eventType !== meta.eventType && form && formOf(patch.eventType) !== `${form.id}@${form.version}` && formRef.current?.element()) {
      switched.begin({ schema, values: formRef.current.getModels(), ignore: SERVER_FACTS.flatMap((f) => formBinding[f]?.model ?? []) });
    }
    // the values typed so far go into the draft while a new category's form loads
    if (patch.eventType && patch.eventType !== meta.eventType && formRef.current?.element()) lastModels.current = formRef.current.getModels();
    metaRef.current = { ...metaRef.current, ...patch };
    setMeta((m) => ({ ...m, ...patch }));
    setErrors({});
    persist();
  };

  const run = async (kind: Busy, fn: () => Promise<void>) => {
    setBusy(kind);
    try {
      await fn();
    } catch (e) {
      await handleConflict(e, { reload, notify: (k) => void message.warning(t(k)) }).catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const save = async (submit: boolean) => {
    // a double-click (or Enter pressed twice) sends one report: later presses wait for nothing
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await saveOnce(submit);
    } finally {
      inFlight.current = false;
    }
  };

  const saveOnce = async (submit: boolean) => {
    const errs: typeof errors = {};
    if (!meta.eventType) errs.eventType = t('pickEventType');
    if (submit && !meta.grade) errs.grade = t('pickGrade');
    if (!record && !meta.deptName) errs.deptName = t('pickReportDept');
    if (errs.eventType || errs.grade || errs.deptName) return setErrors(errs);
    if (!formRef.current || !form) return;
    let data: Record<string, unknown>;
    try {
      data = submit ? await formRef.current.submit() : formRef.current.getModels();
    } catch {
      return; // the renderer scrolled to the first error and warned
    }
    // stored once: the form's type, grade and department fields say what the pickers say
    data = withFacts(data, { eventType: meta.eventType, grade: meta.grade, dept: meta.deptName }, formBinding, types, { clear: true });
    const title = reportTitle(data, t('reportTitleOf', { type: eventTypeName(types, meta.eventType, lang) || form.name }));
    await run(submit ? 'submit' : 'draft', async () => {
      if (returned && record) {
        // the grade goes with the data: without it the server would read it from the form's own level field
        // the technology goes only when changed: left out, the record keeps the one it names
        const tech = meta.techItemId !== (record.tech?.id ?? null) ? { techItemId: meta.techItemId } : {};
        const next = await api.act(record.id, 'resubmit', { version: record.version, data, grade: meta.grade ?? undefined, ...tech, comment: note.trim() || undefined });
        await formRef.current?.clearDraft();
        await draft.clear();
        void message.success(t('resubmitted'));
        navigate(`/newBaqsj/lookDetail?id=${next.id}`);
        return;
      }
      const fields = { eventType: meta.eventType!, grade: meta.grade ?? undefined, anonymous: meta.anonymous, techItemId: meta.techItemId, ccUserIds: meta.ccUserIds, title, data };
      let saved: RecordDetail;
      if (record) {
        saved = await api.saveDraft(record.id, { version: record.version, ...fields });
        if (submit) saved = await api.act(saved.id, 'submit', { version: saved.version });
      } else {
        // a new report names its department; a draft keeps the one it was created with
        const input = { module: 'baqsj' as const, formId: form.id, formVersion: form.version, submit, deptName: meta.deptName ?? undefined, ...fields };
        // no network (issue 32 §2): the report stays on this device and is sent, once, when the network is back
        const queue = async () => {
          const models = formRef.current?.getModels() ?? lastModels.current;
          const local = makeReportDraft({
            head: metaRef.current, form: { id: form.id, version: form.version }, schema: schema as FormSchema, models,
            savedAt: Date.now(), submission: submission.current,
          });
          await enqueueReport(deviceStore, draftUser, { key: submission.current, queuedAt: Date.now(), title, submit, input: { ...input }, draft: local });
          await formRef.current?.clearDraft();
          await draft.clear();
          void message.warning({ content: t('offline:queued'), className: 'hos-outbox-queued', duration: 6 });
          navigate('/newBaqsj/myEscalation');
        };
        if (browserOffline()) return queue();
        try {
          saved = await api.createRecord(input, { idempotencyKey: submission.current });
        } catch (e) {
          if (isNoAnswer(e)) return queue();
          throw e;
        }
      }
      // stored on the server: the local draft has done its job
      await formRef.current?.clearDraft();
      await draft.clear();
      void message.success(t(submit ? 'submitted' : 'saved'));
      navigate(submit ? `/newBaqsj/lookDetail?id=${saved.id}` : '/newBaqsj/myDraft');
    });
  };

  const remove = () => {
    if (!record) return;
    confirmDelete(record.title, () => run('delete', async () => {
      await api.deleteDraft(record.id, record.version);
      await draft.clear();
      void message.success(t('deleted'));
      navigate('/newBaqsj/myDraft');
    }));
  };

  const ret = returned ? lastReturn(record?.timeline) : null;
  return (
    <PageCard
      title={record ? `${route.title}：${record.title}` : route.title}
      extra={
        <Space wrap>
          {record && !returned && (
            <Button danger className="hos-delete-draft" data-action="deleteDraft" loading={busy === 'delete'} disabled={!!busy} onClick={remove}>{t('workflow:action.deleteDraft')}</Button>
          )}
          {!returned && (
            <Button className="hos-save-draft" data-action="saveDraft" loading={busy === 'draft'} disabled={!!busy || !form} onClick={() => void save(false)}>{t('saveDraft')}</Button>
          )}
          <Button type="primary" className={returned ? 'hos-resubmit' : 'hos-submit-report'} data-action={returned ? 'resubmit' : 'submit'} loading={busy === 'submit'} disabled={!!busy || !form} onClick={() => void save(true)}>
            {t(returned ? 'workflow:action.resubmit' : 'submitReport')}
          </Button>
        </Space>
      }
    >
      {ret && (
        <Alert className="hos-return-comment" type="warning" showIcon style={{ marginBottom: 16 }}
          title={withUserText(t, 'returnedBy', 'name', ret.actorName, { time: formatTime(ret.createdAt) })} description={<span data-user-text="" style={{ whiteSpace: 'pre-wrap' }}>{ret.comment}</span>} />
      )}
      {!record && <Typography.Paragraph type="secondary">{t('reportIntro')}</Typography.Paragraph>}
      {restoreFrom?.refused && (
        <Alert className="hos-report-refused" type="error" showIcon style={{ marginBottom: 16 }} title={t('offline:refusedTitle')} description={<span data-user-text="">{restoreFrom.refused}</span>} />
      )}
      <ReportDraftNote restoredAt={restoreFrom?.savedAt ?? null} lost={switched.result ? [] : restored?.lost ?? []} savedAt={draft.savedAt} pending={draft.pending} onStartOver={startOver} />
      <ReportMeta value={meta} onChange={patchMeta} types={choices} people={people} depts={depts} locked={returned} deptLocked={!!record} errors={errors} />
      {returned && (
        <Input.TextArea className="hos-resubmit-note" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} placeholder={t('resubmitNote')} style={{ marginBottom: 16, maxWidth: 980 }} />
      )}
      {typeForm.error && <Alert type="error" showIcon title={typeForm.error} style={{ marginBottom: 16 }} />}
      {switched.result && form && <CategorySwitchNote typeName={eventTypeName(types, meta.eventType, lang)} lost={switched.result.lost} />}
      {!meta.eventType ? (
        <Alert type="info" showIcon title={t('pickEventTypeFirst')} />
      ) : form ? (
        <EmbeddedForm key={`${form.id}:${form.version}`} ref={formRef} schema={schema} value={formValue} onFieldChange={persist} />
      ) : (
        <Spin style={{ display: 'block', margin: 40 }} />
      )}
    </PageCard>
  );
}

/** The editor once this report's local draft was looked for: it starts from the draft when there is one. */
function ReportDraftGate(props: ViewProps & { record: RecordDetail | null; pinnedForm: FormVersion | null; reload(): Promise<void> }) {
  const draft = useReportDraft(props.record);
  // "start over" draws the editor again from the record (or blank)
  const [fresh, setFresh] = useState(0);
  if (!draft.loaded) return <PageCard title={props.route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  const startOver = () => void draft.clear().then(() => setFresh((n) => n + 1));
  return <ReportEditor key={fresh} {...props} draft={draft} restoreFrom={fresh ? null : draft.found} startOver={startOver} />;
}

const noReload = async () => undefined;

export function ReportPage(props: ViewProps) {
  return <ReportDraftGate {...props} record={null} pinnedForm={null} reload={noReload} />;
}

/** Edit a draft or a returned record: only when the server still allows it (saveDraft / resubmit). */
export function EditDetail(props: ViewProps) {
  const t = usePageT();
  const id = props.route.query.id;
  const page = useRecordPage(id);
  if (!id) return <PageCard title={props.route.title}><Alert type="error" showIcon title={t('noId')} /></PageCard>;
  if (page.error && !page.record) return <PageCard title={props.route.title}><Alert type="error" showIcon title={page.error} /></PageCard>;
  if (!page.record) return <PageCard title={props.route.title}><Spin style={{ display: 'block', margin: 40 }} /></PageCard>;
  const r = page.record;
  const editable = r.allowedActions.includes('saveDraft') || r.allowedActions.includes('resubmit');
  if (!editable) {
    return (
      <PageCard title={props.route.title}>
        <Alert type="warning" showIcon title={t('notEditable')} action={<Button onClick={() => props.navigate(`/newBaqsj/lookDetail?id=${r.id}`)}>{t('view')}</Button>} />
      </PageCard>
    );
  }
  // not keyed by version: after a conflict the reloaded record (its new version) comes in as a prop and
  // the user's edits stay in the form; they decide whether to save them over the other change
  return <ReportDraftGate key={r.id} {...props} record={r} pinnedForm={page.form} reload={page.reload} />;
}
