// The header search's box (spec section 2): fuzzy search over the visible routes (core/routing/search.ts, fuse.js);
// results titled by their breadcrumb joined with ' > '. Loaded when the search opens, or before in an idle moment
// after the first paint (HeaderSearch.tsx): the select and the matcher are not on every page's first paint.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, type RefSelectProps } from 'antd';
import { buildSearchPool, createRouteSearch } from '../../../core/routing/search.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';
import { useAppRoutes } from './useAppRoutes.ts';

export default function SearchBox({ onChoose, onClose }: { onChoose: (path: string) => void; onClose: () => void }) {
  const { titleOf } = useShell();
  const t = useT();
  const routes = useAppRoutes();
  const search = useMemo(() => createRouteSearch(buildSearchPool(routes, titleOf)), [routes, titleOf]);
  const [query, setQuery] = useState('');
  const ref = useRef<RefSelectProps>(null);
  const results = useMemo(() => search(query), [search, query]);
  useEffect(() => {
    const id = setTimeout(() => ref.current?.focus(), 50);
    return () => clearTimeout(id);
  }, []);
  return (
    <Select
      ref={ref}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      value={null}
      placeholder={t('shell:search')}
      aria-label={t('shell:search')}
      size="small"
      open={query.length > 0}
      notFoundContent={t('shell:searchEmpty')}
      options={results.map((r) => ({ value: r.path, label: r.title }))}
      onChange={(v) => v && onChoose(String(v))}
      onBlur={onClose}
      data-testid="header-search-select"
    />
  );
}
