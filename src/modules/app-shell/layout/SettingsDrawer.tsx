// Settings drawer (spec section 2), opened from the header's gear: theme colour (antd theme through ElementRoot's ConfigProvider;
// nothing fetched from the internet), tags bar, fixed header and sidebar logo switches; remembered
// in localStorage by core/theme.ts.
import { useState } from 'react';
import { ColorPicker, Drawer, Switch } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { getThemeStore, type ThemeState } from '../../../core/theme.ts';
import { useT } from '../../shared/hooks.ts';
import { useStore } from '../ShellContext.ts';
import { pressable } from '../../shared/a11y.ts';

const PRESETS = ['#409EFF', '#4d70ff', '#1890ff', '#304156', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

export function SettingsDrawer() {
  const t = useT();
  const store = getThemeStore();
  const theme = useStore(store, (s) => s);
  const [open, setOpen] = useState(false);
  const set = (patch: Partial<ThemeState>) => store.setState(patch);
  const row = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo') => (
    <div className="hos-settings-row">
      <span>{t('shell:' + key)}</span>
      <Switch checked={theme[key]} onChange={(v) => set({ [key]: v })} data-testid={'setting-' + key} />
    </div>
  );
  return (
    <>
      {/* in the header, not floating over the page: it never covers content (issue 22 §4) */}
      <span className="hos-nav-item hos-settings-btn" onClick={() => setOpen(true)} data-testid="settings-button" aria-label={t('shell:settings')} aria-haspopup="dialog" {...pressable(() => setOpen(true))}>
        <SettingOutlined aria-hidden />
      </span>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('shell:settings')} size={280} data-testid="settings-drawer">
        <div className="hos-settings-row">
          <span>{t('shell:themeColor')}</span>
          <ColorPicker
            value={theme.colorPrimary}
            presets={[{ label: t('shell:themeColor'), colors: PRESETS }]}
            disabledAlpha
            onChangeComplete={(c) => set({ colorPrimary: c.toHexString() })}
            data-testid="setting-theme"
          />
        </div>
        {row('tagsView')}
        {row('fixedHeader')}
        {row('sidebarLogo')}
      </Drawer>
    </>
  );
}
