// Page-level configuration. One object per page (see runtime.ts), filled from `window.HOS_CONFIG`
// at first use and from element attributes such as `api-base`, so the same bundle can point at the
// reference server or at the hospital's real backend.

export interface HosConfig {
  /** base of the shared API (`{code, data, msg}`), '' = same origin */
  apiBase: string;
  /** base of the old API (`{resStatus, resData}`), spec section 7 */
  oldApiBase: string;
  /** fixed metadata sent as `metdata` in every /SYS call */
  sysMetadata: Record<string, unknown>;
  /** key for the /SYS signature (sign.ts) */
  signKey: string;
  tokenCookie: string;
  newTokenCookie: string;
  /** when true, Authorization reads the new-token cookie first (spec section 6) */
  useNewToken: boolean;
  /** base path prefixed to avatars without http (spec section 3) */
  avatarBase: string;
  /** paramName of /SYS/SysParam/doQueryFlowStatus */
  flowFolderName: string;
  /** localStorage key of the stored patient record */
  patientStorageKey: string;
  /** where the one-stop portal and the old version live */
  portalUrl: string;
  oldVersionUrl: string;
  /** image upload endpoint (old API) */
  imgUploadUrl: string;
  /** file upload endpoint (shared API) */
  fileUploadUrl: string;
  idleTimeoutMs: number;
  idleCheckMs: number;
  /** path of the login page of the app shell */
  loginPath: string;
  sharedTimeoutMs: number;
  oldTimeoutMs: number;
  /** lowest z-index of the elements' popups and dialogs (0: 1000, or above the page's topmost overlay) */
  zIndexBase: number;
}

export const DEFAULT_CONFIG: HosConfig = {
  apiBase: '',
  oldApiBase: '/xjs-api',
  sysMetadata: { appId: 'HOS', channel: 'WEB', version: '1.0' },
  signKey: 'hos-reference-sign-key',
  tokenCookie: 'Admin-Token',
  newTokenCookie: 'New-Token',
  useNewToken: true,
  avatarBase: '',
  flowFolderName: 'baqsj',
  patientStorageKey: 'patientInfo',
  portalUrl: '/legacy-portal.html',
  oldVersionUrl: '/legacy-portal.html',
  imgUploadUrl: '/xjs-api/fileupload/imgUpload',
  fileUploadUrl: '/api/v1/file/upload',
  idleTimeoutMs: 1_800_000,
  idleCheckMs: 60_000,
  loginPath: '/login',
  sharedTimeoutMs: 10_000,
  oldTimeoutMs: 10_000_000,
  zIndexBase: 0,
};

export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!base) return path;
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}
