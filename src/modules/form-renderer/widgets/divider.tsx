// divider: antd's Divider with the widget's direction, text and content position; loaded on demand.
import { memo } from 'react';
import { Divider } from 'antd';
import type { WidgetProps } from './types.ts';
import { fontStyle, textOf } from './display.tsx';

const PLACEMENT: Record<string, 'start' | 'center' | 'end'> = { left: 'start', center: 'center', right: 'end' };

export const DividerWidget = memo(function DividerWidget({ widget, field }: WidgetProps) {
  const o = widget.options;
  const text = textOf(widget, field.value);
  if (o.direction === 'vertical') return <Divider orientation="vertical" />;
  return (
    <Divider titlePlacement={PLACEMENT[String(o.content_position)] ?? 'center'} style={{ margin: '12px 0 20px' }}>
      {text ? <span style={fontStyle(widget)}>{text}</span> : null}
    </Divider>
  );
});

export default DividerWidget;
