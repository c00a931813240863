// Header search (spec section 2): the magnifier opens the search box (SearchBox.tsx, loaded on demand); choosing
// a result navigates, an external one opens in a new tab.
import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useT } from '../../shared/hooks.ts';
import { pressable } from '../../shared/a11y.ts';
import { PREFETCH_LATE_MS, usePrefetchLater } from '../../shared/prefetch.ts';
import { useShell } from '../ShellContext.ts';

const loadBox = () => import('./SearchBox.tsx');
const SearchBox = lazy(loadBox);

export function HeaderSearch() {
  const { shell } = useShell();
  const t = useT();
  const [show, setShow] = useState(false);
  // late: a first visit's page is drawn by then (its own code and data come first); a pointer on the button is sooner
  usePrefetchLater(loadBox, PREFETCH_LATE_MS);

  const toggle = () => setShow((s) => !s);

  const choose = (path: string) => {
    setShow(false);
    if (/^(https?:|mailto:|tel:)/i.test(path)) window.open(path, '_blank', 'noopener');
    else shell.navigate(path);
  };

  return (
    <span className="hos-nav-item hos-header-search" data-testid="header-search" onPointerEnter={() => void loadBox().catch(() => undefined)}>
      <SearchOutlined
        aria-label={t('shell:search')}
        aria-expanded={show}
        onClick={toggle}
        {...pressable(toggle)}
      />
      {show && (
        <Suspense fallback={null}>
          <SearchBox onChoose={choose} onClose={() => setShow(false)} />
        </Suspense>
      )}
    </span>
  );
}
