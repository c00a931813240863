export { createAutosaver, draftKey, draftUserOf, memoryBackend, type Autosaver, type DraftBackend, type LocalDraft } from './autosaver.ts';
export { createDraftSaver, createTimedDraftSaver, type DraftSaver, type TimedDraft } from './draftSaver.ts';
export { fieldModels, mapDraft, type MappedDraft } from './mapDraft.ts';
