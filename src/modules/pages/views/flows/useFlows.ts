// What the flow admin pages share: the flows API over the page's runtime, the page's translations
// ('flows:' by default, any namespace with a prefix), and the role and user lists of the pickers.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHost } from '../../../shared/HostContext.ts';
import { useNamespaceT } from '../../../shared/hooks.ts';
import { sharedOf } from '../../../../core/api/http.ts';
import { flowsApi, type FlowsApi, type RoleOption, type UserOption } from '../../../../core/api/flows.ts';

export function useFlowsApi(): FlowsApi {
  const { runtime } = useHost();
  return useMemo(() => flowsApi(sharedOf(runtime)), [runtime]);
}

export function useFlowT() {
  return useNamespaceT('flows');
}

/** A text in a given language (flow and step names are kept in both). */
export function useTextIn() {
  const { runtime } = useHost();
  return useCallback((key: string, lng: 'zh-CN' | 'en') => runtime.i18n.t('flows:' + key, { lng }) as string, [runtime]);
}

export interface Pickers {
  roles: RoleOption[];
  users: UserOption[];
}

/** Roles and users for the assignee pickers, loaded once per editor. */
export function usePickers(): Pickers {
  const api = useFlowsApi();
  const [value, setValue] = useState<Pickers>({ roles: [], users: [] });
  useEffect(() => {
    let live = true;
    void Promise.all([api.roles().catch(() => []), api.users().catch(() => [])]).then(([roles, users]) => live && setValue({ roles, users }));
    return () => {
      live = false;
    };
  }, [api]);
  return value;
}
