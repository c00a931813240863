// A side column of a wide designer can fold to a rail (issue 31 §5: room for the canvas): the column's
// fold button, and the rail that stands in for the folded column (one button the height of the
// designer, the column's name written down it). The choice is kept per user (useFolds.ts).
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

export interface FoldProps {
  /** which column, and where it stands */
  side: 'palette' | 'panel';
  /** the column's name ("组件", "属性") */
  name: string;
  /** the button's accessible name ("收起组件栏", "展开组件栏") */
  label: string;
  onClick(): void;
}

const icon = (side: FoldProps['side'], folding: boolean) => ((side === 'palette') === folding ? <LeftOutlined /> : <RightOutlined />);

/** the fold button inside an open column */
export function FoldButton({ side, label, onClick }: Omit<FoldProps, 'name'>) {
  return (
    <button type="button" className={`fd-fold fd-fold-${side}`} aria-expanded title={label} aria-label={label} onClick={onClick}>
      {icon(side, true)}
    </button>
  );
}

/** the rail of a folded column */
export function FoldRail({ side, name, label, onClick }: FoldProps) {
  return (
    <button type="button" className={`fd-rail fd-rail-${side}`} aria-expanded={false} title={label} aria-label={label} onClick={onClick}>
      {icon(side, false)}
      <span className="fd-rail-name" aria-hidden>{name}</span>
    </button>
  );
}
