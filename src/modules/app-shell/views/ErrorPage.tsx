// 401 and 404 pages (full page, or inside the layout for a menu whose view is missing).
import { Button, Result } from 'antd';
import { useT } from '../../shared/hooks.ts';
import { useShell } from '../ShellContext.ts';

export function ErrorPage({ code, inline = false, noView = false }: { code: 401 | 404; inline?: boolean; noView?: boolean }) {
  const t = useT();
  const { shell } = useShell();
  const result = (
    <Result
      status={code === 401 ? '403' : '404'}
      title={code}
      subTitle={noView ? t('shell:noView') : t(code === 401 ? 'shell:unauthorized' : 'shell:notFound')}
      extra={
        <Button type="primary" onClick={() => shell.navigate('/')}>
          {t('shell:backHome')}
        </Button>
      }
    />
  );
  return <div className={inline ? 'hos-page-card' : 'hos-error-page'} data-testid={`error-${code}`}>{result}</div>;
}
