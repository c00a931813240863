export { createAutosaver, draftFieldsOf, draftKey, draftUserOf, lazyDraftBackend, memoryBackend, type Autosaver, type DraftBackend, type LocalDraft } from './autosaver.ts';
export { attachDraftSaver, createDraftSaver, type DraftPage, type DraftSaver, type SyncStore } from './draftSaver.ts';
export { createTimedDraftSaver, type TimedDraft } from './timedDraft.ts';
export { fieldModels, mapDraft, type MappedDraft } from './mapDraft.ts';
export { dataFields, dataValues, draftOnForm, isBlankValue, type DraftField, type DraftOnForm } from './draftFields.ts';
export { clearReportDrafts, draftFitsRecord, isReportDraft, makeReportDraft, reportDraftHostKey, restoreReportValues, type ReportDraft, type ReportDraftInput, type ReportHead } from './reportDraft.ts';
