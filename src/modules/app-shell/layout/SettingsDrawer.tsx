// The header's gear (spec section 2): opens the settings drawer (SettingsPanel.tsx), whose code comes on the first
// click or, before it, in an idle moment after the first paint (shared/prefetch.ts).
import { lazy, Suspense, useState } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import { useT } from '../../shared/hooks.ts';
import { pressable } from '../../shared/a11y.ts';
import { PREFETCH_LATE_MS, usePrefetchLater } from '../../shared/prefetch.ts';

const loadPanel = () => import('./SettingsPanel.tsx');
const SettingsPanel = lazy(loadPanel);

export function SettingsDrawer() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // drawn from the first opening on (closing animates; a closed drawer keeps nothing on the page)
  const [used, setUsed] = useState(false);
  // late: a first visit's page is drawn by then (its own code and data come first); a pointer on the button is sooner
  usePrefetchLater(loadPanel, PREFETCH_LATE_MS);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {/* in the header, not floating over the page: it never covers content (issue 22 §4) */}
      <span className="hos-nav-item hos-settings-btn" onClick={show} onPointerEnter={() => void loadPanel().catch(() => undefined)} data-testid="settings-button" aria-label={t('shell:settings')} aria-haspopup="dialog" {...pressable(show)}>
        <SettingOutlined aria-hidden />
      </span>
      {used && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
