// Fullscreen toggle; browsers without the API get the warning of spec section 8.
import { useEffect, useState } from 'react';
import { App, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useT } from '../../shared/hooks.ts';
import { pressable } from '../../shared/a11y.ts';

export function Fullscreen() {
  const t = useT();
  const { message } = App.useApp();
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const el = document.documentElement;
    if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function') {
      void message.warning(t('shell:fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen().catch(() => message.warning(t('shell:fullscreenUnsupported')));
  };
  return (
    <Tooltip title={t(on ? 'shell:exitFullscreen' : 'shell:fullscreen')}>
      <span className="hos-nav-item hide-mobile" onClick={toggle} data-testid="fullscreen" aria-label={t(on ? 'shell:exitFullscreen' : 'shell:fullscreen')} {...pressable(toggle)}>
        {on ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
      </span>
    </Tooltip>
  );
}
