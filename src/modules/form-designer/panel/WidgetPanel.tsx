// The right panel's first tab: every attribute of the selected widget. Only the selected widget
// is read, so selection and edits re-render this panel and nothing else. Which generic sections
// apply is the type's panel spec (its definition in src/core/form/widgets); its own attributes are
// its registered Panel (typePanels.ts).
import { useEffect, useState } from 'react';
import { Empty } from 'antd';
import { findWidget, isContainer } from '../../../core/designer/index.ts';
import { widgetDefinition } from '../../../core/form/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { AttributeSection, BasicSection, Section, ValidationSection } from './BasicSections.tsx';
import { CascaderEditor } from './CascaderEditor.tsx';
import { ColumnsEditor } from './ColumnsEditor.tsx';
import { ConditionEditor } from './ConditionEditor.tsx';
import { DefaultValueEditor } from './DefaultValueEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { FontSection, UploadSection } from './TypeSections.tsx';
import { designerPartsOf } from './typePanels.ts';

/**
 * `ui.deferPanel` is set by a palette drop just before it adds (and selects) the new widget: the
 * canvas frame comes first and the panel follows in the frame after (issue 4 §5 budgets a drop to the
 * canvas's next frame). A click on a row is not deferred: its budget runs until the panel is painted.
 */
export function WidgetPanel() {
  const t = useT();
  const { store, ui } = useDesigner();
  const selectedKey = useDesignerState((s) => s.selectedKey);
  const [shown, setShown] = useState(selectedKey);
  const defer = ui.deferPanel;
  if (!defer && shown !== selectedKey) setShown(selectedKey);
  const key = defer ? shown : selectedKey;
  useEffect(() => {
    if (!defer) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        ui.deferPanel = false;
        setShown(store.getState().selectedKey);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [defer, selectedKey, store, ui]);
  useEffect(() => () => void (ui.deferPanel = false), [ui]);
  const widget = useDesignerState((s) => (key ? findWidget(s.schema.list, key) : null));
  if (!widget) return <Empty className="fd-config-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer:configEmpty')} />;
  const type = String(widget.type);
  const spec = widgetDefinition(type)?.panel ?? {};
  const { Panel } = designerPartsOf(type);
  return (
    <div className="fd-widget-panel" data-type={type} data-key={widget.key}>
      <BasicSection widget={widget} />
      {Panel ? <Panel widget={widget} /> : null}
      <DefaultValueEditor widget={widget} />
      {spec.optionList ? <OptionsEditor widget={widget} /> : null}
      {spec.optionTree ? <CascaderEditor widget={widget} /> : null}
      {isContainer(widget) ? <ColumnsEditor widget={widget} /> : null}
      <UploadSection widget={widget} />
      <FontSection widget={widget} />
      <ValidationSection widget={widget} />
      <AttributeSection widget={widget} />
      {spec.conditions === false ? null : (
        <>
          <ConditionEditor widget={widget} k="displayVerify" />
          <ConditionEditor widget={widget} k="disableVerify" />
        </>
      )}
      {widgetDefinition(type)?.slot ? <Section title={t('designer:defaultType')}><small><code>{`<div slot="${widget.model}">`}</code></small></Section> : null}
    </div>
  );
}
