// What the new-technology pages share: their API module over the page's runtime, their translations
// ('tech:' by default, any namespace with a prefix), and the dictionaries their forms and columns read.
import { useEffect, useMemo, useState } from 'react';
import { useHost } from '../../../shared/HostContext.ts';
import { useNamespaceT } from '../../../shared/hooks.ts';
import { techApi, type DictItem, type TechApi } from '../../../../core/api/tech.ts';

export function useTechApi(): TechApi {
  const { runtime } = useHost();
  return useMemo(() => techApi(runtime.http, { uploadUrl: runtime.config.fileUploadUrl }), [runtime]);
}

/** The register's and the filing dialog's texts (their own namespace, provided by ./Register.tsx with its chunk). */
export function useRegisterT() {
  return useNamespaceT('techRegister');
}

/** `t('techName')` reads `tech:techName`; `t('workflow:state.draft')` another namespace. */
export function useTechT() {
  return useNamespaceT('tech');
}

export function useLang(): string {
  return useHost().lang;
}

/** Loads once per mount; a failed call leaves the empty value (the http layer has shown the error). */
function useLoaded<T>(load: () => Promise<T>, empty: T): T {
  const [value, setValue] = useState<T>(empty);
  useEffect(() => {
    let live = true;
    load().then((v) => live && setValue(v), () => undefined);
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return value;
}

/** The technology levels with their labels (dictionary tech_level). */
export function useLevels(): DictItem[] {
  const api = useTechApi();
  return useLoaded(() => api.levels(), [] as DictItem[]);
}

export function useDepts() {
  const api = useTechApi();
  return useLoaded(() => api.depts(), [] as { deptId: number; deptName: string }[]);
}

export function useUsers() {
  const api = useTechApi();
  return useLoaded(() => api.users(), [] as { userId: number; name: string; deptName: string }[]);
}
