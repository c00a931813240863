// Widget attributes every type shares: ID, name, width, placeholders, label width, tip; the
// validation block (required, dataType, pattern with its error at the field); the on/off switches.
import { patternError } from '../../../core/designer/index.ts';
import type { Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { BoolOpt, GestureText, NativeCheck, NativeSelect, NumberOpt, Row, TextOpt, has } from './fields.tsx';

export function Section({ title, children, name }: { title: string; children: React.ReactNode; name?: string }) {
  return (
    <section className="fd-section" data-section={name}>
      <h5>{title}</h5>
      {children}
    </section>
  );
}

export function BasicSection({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const o = widget.options ?? {};
  const rangeish = Boolean(o.isRange) || /range/.test(String(o.type ?? ''));
  return (
    <>
      <Row label={t('designer:model')} name="model">
        <GestureText code name="model" value={widget.model} onChange={(v) => store.updateWidget(widget.key, { model: v })} />
      </Row>
      <Row label={t('designer:name')} name="name">
        <GestureText name="name" value={widget.name} onChange={(v) => store.updateWidget(widget.key, { name: v })} />
      </Row>
      {typeof widget.otherModel === 'string' ? (
        <Row label={t('designer:otherModel')} name="otherModel">
          <GestureText code name="otherModel" value={widget.otherModel} onChange={(v) => store.updateWidget(widget.key, { otherModel: v })} />
        </Row>
      ) : null}
      {has(widget, 'width') ? <TextOpt widget={widget} k="width" label={t('designer:width')} placeholder={t('designer:widthExample')} /> : null}
      {has(widget, 'placeholder') && !rangeish ? <TextOpt widget={widget} k="placeholder" label={t('designer:placeholder')} /> : null}
      {has(widget, 'startPlaceholder') && rangeish ? (
        <>
          <TextOpt widget={widget} k="startPlaceholder" label={t('designer:startPlaceholder')} />
          <TextOpt widget={widget} k="endPlaceholder" label={t('designer:endPlaceholder')} />
        </>
      ) : null}
      {has(widget, 'labelWidth') ? (
        <>
          <BoolOpt widget={widget} k="labelWidthStatus" label={t('designer:labelWidthStatus')} />
          {o.labelWidthStatus ? <NumberOpt widget={widget} k="labelWidth" label={t('designer:labelWidth')} min={0} max={200} step={10} /> : null}
        </>
      ) : null}
      {has(widget, 'tip') ? <TextOpt widget={widget} k="tip" label={t('designer:tip')} /> : null}
    </>
  );
}

const DATA_TYPES = ['string', 'number', 'boolean', 'integer', 'float', 'url', 'email', 'hex'];

export function ValidationSection({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const o = widget.options ?? {};
  if (!has(widget, 'required') && !has(widget, 'dataType') && !has(widget, 'pattern')) return null;
  const perr = patternError(o.pattern);
  return (
    <Section title={t('designer:validate')} name="validate">
      {has(widget, 'required') ? (
        <NativeCheck option="required" checked={Boolean(o.required)} onChange={(v) => store.updateOptions(widget.key, { required: v })}>
          {t('designer:required')}
        </NativeCheck>
      ) : null}
      {has(widget, 'dataType') ? (
        <Row label={t('designer:dataType')} name="dataType">
          <NativeSelect name="dataType" allowEmpty value={String(o.dataType ?? '')}
            onChange={(v) => store.updateOptions(widget.key, { dataType: String(v ?? '') })}
            choices={DATA_TYPES.map((d) => ({ value: d, label: t(`designer:dt_${d}`) }))} />
        </Row>
      ) : null}
      {has(widget, 'pattern') ? (
        <Row label={t('designer:pattern')} name="pattern" error={perr}>
          <GestureText code name="pattern" value={o.pattern} placeholder={t('designer:patternPlaceholder')} status={perr ? 'error' : undefined}
            prefix="/" suffix="/" onChange={(v) => store.updateOptions(widget.key, { pattern: v })} />
        </Row>
      ) : null}
    </Section>
  );
}

/** Switches shown when the widget has the key (old documents may lack some). */
const SWITCHES = ['readonly', 'disabled', 'editable', 'clearable', 'arrowControl', 'multiple', 'filterable', 'showAlpha',
  'allowHalf', 'showInput', 'range', 'showWordLimit', 'showPassword', 'showAllLevels', 'showFileList', 'isRequire',
  'labelWidthDisabled', 'isDelete', 'isEdit'];

export function AttributeSection({ widget }: { widget: Widget }) {
  const t = useT();
  const keys = SWITCHES.filter((k) => has(widget, k));
  if (keys.length === 0) return null;
  return (
    <Section title={t('designer:attribute')} name="attribute">
      <div className="fd-switches">
        {keys.map((k) => <BoolOpt key={k} widget={widget} k={k} label={t(`designer:attr_${k}`)} />)}
      </div>
    </Section>
  );
}
