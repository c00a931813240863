// React 19 and Vue 3 for the embedding tests (tests/browser/element-embedding.test.ts), from npm,
// bundled by the test runner (web-test-runner.config.mjs).
export { createElement } from 'react';
export { createRoot } from 'react-dom/client';
export { createApp, h } from 'vue';
