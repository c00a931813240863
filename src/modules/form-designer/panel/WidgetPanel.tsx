// The right panel's first tab: every attribute of the selected widget. Only the selected widget
// is read, so selection and edits re-render this panel and nothing else.
import { useEffect, useState } from 'react';
import { Empty } from 'antd';
import { findWidget, isContainer } from '../../../core/designer/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { AttributeSection, BasicSection, Section, ValidationSection } from './BasicSections.tsx';
import { CascaderEditor } from './CascaderEditor.tsx';
import { ColumnsEditor } from './ColumnsEditor.tsx';
import { ConditionEditor } from './ConditionEditor.tsx';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { FontSection, TypeSection, UploadSection } from './TypeSections.tsx';

const WITH_OPTIONS = new Set(['radio', 'radioOther', 'checkbox', 'checkboxOther', 'select']);
const NO_CONDITIONS = new Set(['grid', 'flexbox', 'divider', 'header']);

/**
 * Set by a palette drop just before it adds (and selects) the new widget: the canvas frame comes
 * first and the panel follows in the frame after (issue 4 §5 budgets a drop to the canvas's next
 * frame). A click on a row is not deferred: its budget runs until the panel is painted.
 */
export const panelTiming = { deferNext: false };

export function WidgetPanel() {
  const t = useT();
  const { store } = useDesigner();
  const selectedKey = useDesignerState((s) => s.selectedKey);
  const [shown, setShown] = useState(selectedKey);
  const defer = panelTiming.deferNext;
  if (!defer && shown !== selectedKey) setShown(selectedKey);
  const key = defer ? shown : selectedKey;
  useEffect(() => {
    if (!defer) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        panelTiming.deferNext = false;
        setShown(store.getState().selectedKey);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [defer, selectedKey, store]);
  useEffect(() => () => void (panelTiming.deferNext = false), []);
  const widget = useDesignerState((s) => (key ? findWidget(s.schema.list, key) : null));
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
