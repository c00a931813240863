// A narrow designer's drawer (palette or attributes). Imported statically: loading it lazily saved
// 4 KB on the designer page but re-split antd's shared chunks and added 0.5 to 1 KB to the renderer,
// password dialog and app pages (measured with scripts/size.mjs, issue 12 §2). Drawn inside the
// designer's body (getContainer false): it covers the designer, not the page, and stays in the shadow
// root. Focus goes back to the opener once it has closed (useCompactLayout.ts).
import type { ReactNode } from 'react';
import { Drawer } from 'antd';

export interface LayoutDrawerProps {
  open: boolean;
  placement: 'left' | 'right';
  title: string;
  className: string;
  onClose: () => void;
  afterClose: () => void;
  children: ReactNode;
}

/** the drawers' width: most of the designer, leaving a strip of canvas to tap away */
const DRAWER_SIZE = '88%';

export function LayoutDrawer({ open, placement, title, className, onClose, afterClose, children }: LayoutDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} afterOpenChange={(o) => o || afterClose()} getContainer={false} placement={placement}
      size={DRAWER_SIZE} title={title} rootClassName={`fd-drawer ${className}`}>
      {children}
    </Drawer>
  );
}
