// antd's InputNumber with its step buttons named in the element's language (issue 35 §5). rc-input-number names
// them "Increase Value" / "Decrease Value" whatever the page's language and takes no prop for the names; the
// icons it draws inside those buttons are ours, so each icon names its button when it mounts (React leaves an
// attribute it renders with the same value alone, so the name stays). Used everywhere in place of antd's.
import { forwardRef, useMemo } from 'react';
import { InputNumber as AntInputNumber, type InputNumberProps } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { InputNumberRef } from '@rc-component/input-number';
import { useT } from './hooks.ts';

function StepIcon({ up, label }: { up: boolean; label: string }) {
  return (
    <span className="hos-step-icon" ref={(el) => el?.parentElement?.setAttribute('aria-label', label)}>
      {up ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
    </span>
  );
}

/** The step buttons' icons, naming their buttons in the element's language. */
export function useStepControls(): { upIcon: React.ReactNode; downIcon: React.ReactNode } {
  const t = useT();
  const up = t('common:increase');
  const down = t('common:decrease');
  return useMemo(() => ({ upIcon: <StepIcon up label={up} />, downIcon: <StepIcon up={false} label={down} /> }), [up, down]);
}

export const InputNumber = forwardRef<InputNumberRef, InputNumberProps>(function InputNumber(props, ref) {
  const controls = useStepControls();
  return <AntInputNumber ref={ref} {...props} controls={props.controls === false ? false : controls} />;
});
