// What a change of event category did to the report (issue 31 §2): it now shows the new category's form;
// the fields both forms have kept what was typed; the others are named by their titles (the form's own
// words, marked as data). Announced to screen readers as it appears.
import { Alert } from 'antd';
import type { LostField } from '../../../../core/formLibrary/carryOver.ts';
import { withUserText } from '../../../shared/UserText.tsx';
import { useLang } from '../../common/hooks.ts';
import { useFormLibT } from '../../common/useFormLibT.ts';

export function CategorySwitchNote({ typeName, lost }: { typeName: string; lost: LostField[] }) {
  const t = useFormLibT();
  const lang = useLang();
  const fields = lost.map((f) => f.title).join(/^en/i.test(lang) ? ', ' : '、');
  return (
    <Alert className="hos-category-switch" role="status" type={lost.length ? 'warning' : 'info'} showIcon style={{ marginBottom: 16, maxWidth: 980 }}
      title={withUserText(t, 'categoryFormChanged', 'type', typeName)}
      description={lost.length ? <span className="hos-category-lost">{withUserText(t, 'categoryFieldsLost', 'fields', fields)}</span> : undefined} />
  );
}
