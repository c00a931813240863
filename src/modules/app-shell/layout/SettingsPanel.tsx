// The settings drawer's contents (spec section 2): theme colour (antd theme through ElementRoot's ConfigProvider;
// nothing fetched from the internet), tags bar, fixed header and sidebar logo switches; remembered in localStorage
// by core/theme.ts. Loaded on the gear's first click or in an idle moment after the first paint (SettingsDrawer.tsx):
// the colour picker and its slider were 15 KB gzip of every page's first paint.
import { ColorPicker, Drawer, Switch } from 'antd';
import { getThemeStore, type ThemeState } from '../../../core/theme.ts';
import { useT } from '../../shared/hooks.ts';
import { useStore } from '../ShellContext.ts';

const PRESETS = ['#409EFF', '#4d70ff', '#1890ff', '#304156', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

export default function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const store = getThemeStore();
  const theme = useStore(store, (s) => s);
  const set = (patch: Partial<ThemeState>) => store.setState(patch);
  const row = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo') => (
    <div className="hos-settings-row">
      <span>{t('shell:' + key)}</span>
      <Switch checked={theme[key]} onChange={(v) => set({ [key]: v })} data-testid={'setting-' + key} />
    </div>
  );
  return (
    <Drawer open={open} onClose={onClose} title={t('shell:settings')} size={280} data-testid="settings-drawer">
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
  );
}
