// The old portal's stack for tests/browser/vue2-portal.test.ts, from npm (no CDN): Vue 2.7 with its
// template compiler and Element UI 2.15, bundled by the test runner (web-test-runner.config.mjs).
import Vue from 'vue';
import ElementUI from 'element-ui';

Vue.use(ElementUI, { size: 'small' });
Vue.config.productionTip = false;
Vue.config.devtools = false;
// as the README asks: Vue leaves the hos-* tags to the browser
Vue.config.ignoredElements = [/^hos-/];

export { Vue, ElementUI };
