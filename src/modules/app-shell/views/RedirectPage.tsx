// /redirect/<path>: refreshing a tab. The page replaces itself with <path>, remounting its view.
import { useEffect } from 'react';
import type { RouteMatch } from '../../../core/routing/index.ts';
import { safeRedirect } from '../../../core/routing/index.ts';
import { useShell } from '../ShellContext.ts';

export function RedirectPage({ match }: { match: RouteMatch }) {
  const { shell } = useShell();
  useEffect(() => {
    const rest = match.location.fullPath.slice('/redirect'.length) || '/';
    shell.replace(safeRedirect(rest.startsWith('/') ? rest : '/' + rest));
  }, [match, shell]);
  return null;
}
