// Breadcrumb (spec section 2): Home first; the last item and 'noRedirect' directories are not links.
// Items too long for the header end in an ellipsis (shellCss.ts) and carry their full text as a title.
import { Breadcrumb } from 'antd';
import { buildBreadcrumb, fullTable, originOf } from '../../../core/routing/index.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { useMatch, useUserRoutes } from './useAppRoutes.ts';

export function Breadcrumbs() {
  const { shell, titleOf } = useShell();
  const t = useT();
  const match = useMatch();
  const routes = useUserRoutes();
  if (!match) return null;
  // a record opened from a list follows that list (issue 32 §5)
  const crumbs = buildBreadcrumb(match.route, match.parents, titleOf, originOf(fullTable(routes), match.location));
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={crumbs.map((c) => {
        const title = c.home ? t('shell:home') : c.title;
        return {
          key: c.path + title,
          title: c.link ? (
            <a href={shell.href(c.path)} title={title} onClick={(e) => { e.preventDefault(); shell.navigate(c.path); }}>{title}</a>
          ) : (
            <span className="no-redirect" title={title}>{title}</span>
          ),
        };
      })}
    />
  );
}
