export { createAutosaver, draftKey, draftUserOf, lazyDraftBackend, memoryBackend, type Autosaver, type DraftBackend, type LocalDraft } from './autosaver.ts';
export { attachDraftSaver, createDraftSaver, type DraftPage, type DraftSaver, type SyncStore } from './draftSaver.ts';
export { createTimedDraftSaver, type TimedDraft } from './timedDraft.ts';
export { fieldModels, mapDraft, type MappedDraft } from './mapDraft.ts';
