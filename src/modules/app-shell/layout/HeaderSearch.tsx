// Header search (spec section 2): fuzzy search over the visible routes (core/routing/search.ts);
// results titled by their breadcrumb joined with ' > '; choosing one navigates.
import { useMemo, useRef, useState } from 'react';
import { Select, type RefSelectProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { buildSearchPool, createRouteSearch } from '../../../core/routing/index.ts';
import { useT } from '../../shared/hooks.ts';
import { pressable } from '../../shared/a11y.ts';
import { useShell } from '../ShellContext.ts';
import { useAppRoutes } from './useAppRoutes.ts';

export function HeaderSearch() {
  const { shell, titleOf } = useShell();
  const t = useT();
  const routes = useAppRoutes();
  const search = useMemo(() => createRouteSearch(buildSearchPool(routes, titleOf)), [routes, titleOf]);
  const [show, setShow] = useState(false);
  const [query, setQuery] = useState('');
  const ref = useRef<RefSelectProps>(null);
  const results = useMemo(() => search(query), [search, query]);

  const toggle = () => {
    setShow((s) => !s);
    setTimeout(() => ref.current?.focus(), 50);
  };

  const choose = (path: string) => {
    setQuery('');
    setShow(false);
    if (/^(https?:|mailto:|tel:)/i.test(path)) window.open(path, '_blank', 'noopener');
    else shell.navigate(path);
  };

  return (
    <span className="hos-nav-item hos-header-search" data-testid="header-search">
      <SearchOutlined
        aria-label={t('shell:search')}
        aria-expanded={show}
        onClick={toggle}
        {...pressable(toggle)}
      />
      {show && (
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
          onChange={(v) => v && choose(String(v))}
          onBlur={() => { setShow(false); setQuery(''); }}
          data-testid="header-search-select"
        />
      )}
    </span>
  );
}
