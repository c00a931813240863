// The parts of axios the build replaces (vite.config.ts, plugin hos-axios-without-fetch; issue 34 §2): module path
// under axios/lib -> the stub's source. Each stub exports every name the real module exports (with the same keys
// on a default object: tests/unit/http/axiosStubs.test.ts), and fails loudly where our clients should never get.
export const AXIOS_STUBS: Record<string, string> = {
  'adapters/fetch.js': "export const getFetch = () => false; export default function fetchAdapter() { throw new Error('the axios fetch adapter is not in this build'); }",
  // the table of status names hung on axios.HttpStatusCode: left empty (tests/unit/http/axiosStubs.test.ts knows)
  'helpers/HttpStatusCode.js': 'export default {};',
  'cancel/CancelToken.js': "export default class CancelToken { constructor() { throw new Error('axios CancelToken is not in this build: use an AbortSignal'); } static source() { return new CancelToken(); } }",
  'helpers/formDataToJSON.js': "export default function formDataToJSON() { throw new Error('axios formDataToJSON is not in this build: send FormData as multipart'); }",
  // query parameters go through src/core/http/params.ts (every client sets it); bodies are JSON or FormData
  'helpers/toFormData.js': "export const DEFAULT_FORM_DATA_MAX_DEPTH = 100; export default function toFormData() { throw new Error('axios toFormData is not in this build: pass FormData'); }",
  'helpers/AxiosURLSearchParams.js': "export default function AxiosURLSearchParams() { throw new Error('axios params serializer is not in this build: set paramsSerializer (src/core/http/params.ts)'); }",
  'helpers/toURLEncodedForm.js': "export default function toURLEncodedForm() { throw new Error('axios URL-encoded bodies are not in this build: send JSON'); }",
  // no call asks for upload or download progress (a reached stub throws: then take it out of this table)
  'helpers/progressEventReducer.js': "const no = () => { throw new Error('axios progress events are not in this build'); }; export const progressEventReducer = no, progressEventDecorator = no, asyncDecorator = no;",
  // the XSRF cookie axios would copy into a header: the server authenticates by the bearer token, not a cookie
  'helpers/cookies.js': 'export default { write() {}, read() { return null; }, async readAsync() { return null; }, remove() {} };',
  'helpers/validator.js': 'const pass = () => () => true; export default { assertOptions() {}, validators: new Proxy({}, { get: () => pass }) };',
};
