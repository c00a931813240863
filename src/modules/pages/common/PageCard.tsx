import type { ReactNode } from 'react';
import { Card } from 'antd';

/** The frame of a page: a titled card filling the shell's main area. */
export function PageCard({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="hos-page" title={title} extra={extra} variant="borderless" style={{ margin: 0 }}>
      {children}
    </Card>
  );
}
