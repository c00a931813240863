// Type-specific widget attributes (spec §3 "Per type"): number limits, date/time formats, layout,
// blank data type, divider/header/link (one panel per type, registered in typePanels.ts), and the
// image and file uploads and font settings (shown by the keys a widget has).
// Limits follow spec §5 (min/max 0-100, textLength 0-500, step 0-100); the store clamps as well.
import { useEffect, useState } from 'react';
import type { Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { Section } from './BasicSections.tsx';
import { BoolOpt, ChoiceOpt, GestureNumber, GestureText, NumberOpt, Row, TextOpt, has } from './fields.tsx';

const DATE_TYPES = ['year', 'month', 'date', 'dates', 'datetime', 'datetimerange', 'daterange'];

type PanelProps = { widget: Widget };

/** `values` as choices, each label translated as `designer:<prefix><value>` when a prefix is given. */
function useChoices() {
  const t = useT();
  return (values: string[], prefix = '') => values.map((v) => ({ value: v, label: prefix ? t(`designer:${prefix}${v}`, { defaultValue: v }) : v }));
}

export function NumberPanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <>
      <NumberOpt widget={widget} k="min" label={t('designer:min')} min={0} max={100} allowEmpty />
      <NumberOpt widget={widget} k="max" label={t('designer:max')} min={0} max={100} allowEmpty />
      <NumberOpt widget={widget} k="step" label={t('designer:step')} min={0} max={100} />
      <ChoiceOpt widget={widget} k="controlsPosition" label={t('designer:controlsPosition')} buttons
        choices={[{ value: '', label: t('designer:controls_') }, { value: 'right', label: t('designer:controls_right') }]} />
    </>
  );
}

export function SliderPanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <>
      <NumberOpt widget={widget} k="min" label={t('designer:min')} min={0} max={100} />
      <NumberOpt widget={widget} k="max" label={t('designer:max')} min={0} max={100} />
      <NumberOpt widget={widget} k="step" label={t('designer:step')} min={0} max={100} />
    </>
  );
}

export function RatePanel({ widget }: PanelProps) {
  const t = useT();
  return <NumberOpt widget={widget} k="max" label={t('designer:rateMax')} min={1} max={10} />;
}

/** input and textarea */
export function TextPanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <>
      {has(widget, 'textLength') ? <NumberOpt widget={widget} k="textLength" label={t('designer:textLength')} min={0} max={500} /> : null}
      {/* the form format keeps -1 for "no limit" (shared/design/form-format.md): shown as an empty field saying so */}
      {has(widget, 'maxlength') ? <NumberOpt widget={widget} k="maxlength" label={t('designer:maxlength')} min={1} unset={-1} placeholder={t('designer:noLimit')} /> : null}
      {has(widget, 'unit') ? <TextOpt widget={widget} k="unit" label={t('designer:unit')} /> : null}
    </>
  );
}

export function TimePanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <>
      <BoolOpt widget={widget} k="isRange" label={t('designer:isRange')} />
      <TextOpt code widget={widget} k="format" label={t('designer:format')} />
    </>
  );
}

export function DatePanel({ widget }: PanelProps) {
  const t = useT();
  const c = useChoices();
  return (
    <>
      <ChoiceOpt widget={widget} k="type" label={t('designer:showType')} choices={c(DATE_TYPES, 'dateType_')} />
      <TextOpt code widget={widget} k="format" label={t('designer:format')} />
      <BoolOpt widget={widget} k="timestamp" label={t('designer:isTimestamp')} />
    </>
  );
}

/** radio, radioOther, checkbox, checkboxOther */
export function ChoicePanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <ChoiceOpt widget={widget} k="inline" label={t('designer:layout')} buttons
      choices={[{ value: false, label: t('designer:block') }, { value: true, label: t('designer:inline') }]} />
  );
}

export function BlankPanel({ widget }: PanelProps) {
  const t = useT();
  const c = useChoices();
  return <ChoiceOpt widget={widget} k="defaultType" label={t('designer:defaultType')} buttons choices={c(['String', 'Object', 'Array'], 'blank_')} />;
}

export function LinkPanel({ widget }: PanelProps) {
  const t = useT();
  return <TextOpt code widget={widget} k="linkValue" label={t('designer:linkValue')} />;
}

/** divider and header */
export function LinePanel({ widget }: PanelProps) {
  const t = useT();
  return (
    <>
      <ChoiceOpt widget={widget} k="direction" label={t('designer:direction')} buttons
        choices={[{ value: 'horizontal', label: t('designer:horizontal') }, { value: 'vertical', label: t('designer:vertical') }]} />
      <ChoiceOpt widget={widget} k="content_position" label={t('designer:contentPosition')} buttons
        choices={[{ value: 'left', label: t('designer:left') }, { value: 'center', label: t('designer:center') }, { value: 'right', label: t('designer:right') }]} />
    </>
  );
}

export function FontSection({ widget }: { widget: Widget }) {
  const t = useT();
  const c = useChoices();
  if (!has(widget, 'font_size')) return null;
  return (
    <Section title={t('designer:fontSize')} name="font">
      <TextOpt code widget={widget} k="font_size" label={t('designer:fontSize')} placeholder={t('designer:fontSizeExample')} />
      <Row label={t('designer:fontColor')} name="font_color">
        <FontColor widget={widget} />
      </Row>
      <ChoiceOpt widget={widget} k="font_weight" label={t('designer:fontWeight')} choices={[...c(['normal', 'bold', 'lighter'], 'weight_'), { value: '500', label: '500' }, { value: '600', label: '600' }]} />
      <TextOpt code widget={widget} k="font_family" label={t('designer:fontFamily')} />
    </Section>
  );
}

function FontColor({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const v = String(widget.options?.font_color ?? '');
  return (
    <div className="fd-color-field">
      <input type="color" aria-label={t('designer:fontColor')} value={/^#[0-9a-f]{6}$/i.test(v) ? v : '#303133'} onChange={(e) => store.updateOptions(widget.key, { font_color: e.target.value })} />
      <GestureText code name="font_color" value={v} onChange={(x) => store.updateOptions(widget.key, { font_color: x })} />
    </div>
  );
}

export function UploadSection({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const o = widget.options ?? {};
  if (widget.type === 'imgupload') {
    const size = (o.size ?? {}) as { width?: number; height?: number };
    const setSize = (k: 'width' | 'height', v: number | '') => store.updateOptions(widget.key, { size: { ...size, [k]: v === '' ? 100 : v } });
    return (
      <Section title={t('designer:imageAction')} name="upload">
        <Row label={t('designer:uploadSize')} name="size">
          <div className="fd-pair">
            <GestureNumber name="size.width" value={size.width} min={1} onChange={(v) => setSize('width', v)} />
            <GestureNumber name="size.height" value={size.height} min={1} onChange={(v) => setSize('height', v)} />
          </div>
        </Row>
        <NumberOpt widget={widget} k="length" label={t('designer:limit')} min={0} />
        {has(widget, 'min') ? <NumberOpt widget={widget} k="min" label={t('designer:minCount')} min={0} /> : null}
        <BoolOpt widget={widget} k="isQiniu" label={t('designer:isQiniu')} />
        {o.isQiniu ? (
          <>
            <TextOpt code widget={widget} k="domain" label={t('designer:domain')} />
            <TextOpt code widget={widget} k="tokenFunc" label={t('designer:tokenFunc')} />
          </>
        ) : <TextOpt code widget={widget} k="action" label={t('designer:imageAction')} />}
      </Section>
    );
  }
  if (widget.type === 'file') {
    const headers = o.headers && typeof o.headers === 'object' ? JSON.stringify(o.headers) : String(o.headers ?? '{}');
    return (
      <Section title={t('designer:fileAction')} name="upload">
        <TextOpt code widget={widget} k="action" label={t('designer:fileAction')} />
        <NumberOpt widget={widget} k="length" label={t('designer:limit')} min={0} />
        <Row label={t('designer:headers')} name="headers">
          <HeadersEditor text={headers} onValid={(v) => store.updateOptions(widget.key, { headers: v })} />
        </Row>
      </Section>
    );
  }
  return null;
}

/** file `headers` is an object: keep a text draft, commit only text that parses to one. */
function HeadersEditor({ text, onValid }: { text: string; onValid: (v: Record<string, unknown>) => void }) {
  const [draft, setDraft] = useState(text);
  useEffect(() => {
    setDraft((d) => (sameJson(d, text) ? d : text));
  }, [text]);
  return (
    <GestureText code textarea rows={2} name="headers" value={draft} status={parseObject(draft) ? undefined : 'error'} onChange={(v) => {
      setDraft(v);
      const parsed = parseObject(v);
      if (parsed) onValid(parsed);
    }} />
  );
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

const sameJson = (a: string, b: string) => JSON.stringify(parseObject(a)) === JSON.stringify(parseObject(b));
