export { createAutosaver, draftKey, memoryBackend, type Autosaver, type DraftBackend, type LocalDraft } from './autosaver.ts';
export { fieldModels, mapDraft, type MappedDraft } from './mapDraft.ts';
