// The right panel's first tab: every attribute of the selected widget. Only the selected widget
// is read, so selection and edits re-render this panel and nothing else.
import { Empty } from 'antd';
import { findWidget, isContainer } from '../../../core/designer/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesignerState } from '../DesignerContext.ts';
import { AttributeSection, BasicSection, Section, ValidationSection } from './BasicSections.tsx';
import { CascaderEditor } from './CascaderEditor.tsx';
import { ColumnsEditor } from './ColumnsEditor.tsx';
import { ConditionEditor } from './ConditionEditor.tsx';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { FontSection, TypeSection, UploadSection } from './TypeSections.tsx';

const WITH_OPTIONS = new Set(['radio', 'radioOther', 'checkbox', 'checkboxOther', 'select']);
const NO_CONDITIONS = new Set(['grid', 'flexbox', 'divider', 'header']);

export function WidgetPanel() {
  const t = useT();
  const widget = useDesignerState((s) => (s.selectedKey ? findWidget(s.schema.list, s.selectedKey) : null));
  if (!widget) return <Empty className="fd-config-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer:configEmpty')} />;
  const type = String(widget.type);
  return (
    <div className="fd-widget-panel" data-type={type} data-key={widget.key}>
      <BasicSection widget={widget} />
      <TypeSection widget={widget} />
      <DefaultValueEditor widget={widget} />
      {WITH_OPTIONS.has(type) ? <OptionsEditor widget={widget} /> : null}
      {type === 'cascader' ? <CascaderEditor widget={widget} /> : null}
      {isContainer(widget) ? <ColumnsEditor widget={widget} /> : null}
      <UploadSection widget={widget} />
      <FontSection widget={widget} />
      <ValidationSection widget={widget} />
      <AttributeSection widget={widget} />
      {NO_CONDITIONS.has(type) ? null : (
        <>
          <ConditionEditor widget={widget} k="displayVerify" />
          <ConditionEditor widget={widget} k="disableVerify" />
        </>
      )}
      {type === 'blank' ? <Section title={t('designer:defaultType')}><small>{`<div slot="${widget.model}">`}</small></Section> : null}
    </div>
  );
}
