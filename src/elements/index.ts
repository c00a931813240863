// hos-elements.js: registers every element. Each element module is a no-op when its tag exists.
export * from './password-dialog/index.ts';
export * from './message-bell/index.ts';
export * from './form-renderer/index.ts';
export * from './form-designer/index.ts';
export * from './app/index.ts';
