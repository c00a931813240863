// Lightweight, disabled pictures of widgets for the canvas. Not the renderer: a canvas of 500
// widgets must stay cheap to mount and to update (issue 4 §5), so heavy pickers (select, date,
// time, color, cascader) are drawn as a disabled input with the right icon.
import { memo } from 'react';
import { Checkbox, Radio, Rate, Slider, Switch } from 'antd';
import {
  CalendarOutlined, ClockCircleOutlined, DownOutlined, FileAddOutlined, LinkOutlined, PictureOutlined, TableOutlined,
} from '@ant-design/icons';
import type { OptionItem, Widget } from '../../../core/form/types.ts';
import { fontCss, optionLabel } from '../../../core/form/index.ts';
import { readableOn } from '../../../core/theme.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';

const str = (v: unknown) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The widget's font; its colour made legible on the white canvas (WCAG AA): the picture on the canvas is read
 *  by people and checked by axe, the saved JSON keeps the author's colour (#409eff, #909399 of the old forms). */
const fontStyle = (o: Widget['options']) => {
  const css = fontCss(o) as React.CSSProperties;
  return typeof css.color === 'string' ? { ...css, color: readableOn(css.color) } : css;
};

function optionItems(o: Widget['options']): OptionItem[] {
  if (o.remote) return [];
  return Array.isArray(o.options) ? o.options : [];
}

/**
 * A disabled text box drawn with native elements (styles.ts `.fd-pv-input`), not antd's Input: a
 * dropped widget must not mount an antd component, whose CSS-in-JS registration re-parses the
 * bundle's shared stylesheet and restyles the whole 500-row canvas (issue 4 §5).
 */
function TextBox({ value, placeholder, width, suffix, textarea, label }: { value: string; placeholder: string; width?: string; suffix?: React.ReactNode; textarea?: boolean; label: string }) {
  // what the box shows (its default value, its placeholder) is the form's author's text, like its label
  if (textarea) return <textarea className="fd-pv-input fd-pv-textarea" disabled rows={2} value={value} placeholder={placeholder} style={{ width }} aria-label={label} data-user-text="" />;
  return (
    <span className="fd-pv-input" style={{ width }}>
      <input disabled value={value} placeholder={placeholder} aria-label={label} data-user-text="" />
      {suffix !== undefined && suffix !== null && suffix !== '' ? <span className="fd-pv-suffix">{suffix}</span> : null}
    </span>
  );
}

function Picker({ o, icon, text, label }: { o: Widget['options']; icon: React.ReactNode; text?: string; label: string }) {
  const placeholder = o.isRange || /range/.test(str(o.type))
    ? `${str(o.startPlaceholder)} ~ ${str(o.endPlaceholder)}`
    : str(o.placeholder);
  return <TextBox value={text ?? str(o.defaultValue)} placeholder={placeholder} suffix={icon} width={str(o.width) || undefined} label={label} />;
}

/** the upload's picture: its button's word in the page's language */
function FilePreview({ action }: { action: boolean }) {
  const t = useT();
  return <div className="fd-pv-file"><FileAddOutlined /> {action ? t('designer:upload') : ''}</div>;
}

/** the host's slot: its name is code, its data type named in the page's language */
function BlankPreview({ model, type }: { model: string; type: string }) {
  const t = useT();
  return <div className="fd-pv-blank"><code>{`<slot name="${model}">`}</code> ({t(`designer:blank_${type}`, { defaultValue: type })})</div>;
}

export const WidgetPreview = memo(function WidgetPreview({ widget }: { widget: Widget }) {
  const o = widget.options ?? {};
  const width = str(o.width) || undefined;
  // the canvas row's visible label names its picture for assistive technology
  const label = str(widget.name) || str(widget.model);
  switch (widget.type) {
    case 'input':
    case 'priceno':
      return <TextBox value={str(o.defaultValue)} placeholder={str(o.placeholder)} width={width} suffix={o.unit ? str(o.unit) : undefined} label={label} />;
    case 'textarea':
      return <TextBox textarea value={str(o.defaultValue)} placeholder={str(o.placeholder)} width={width} label={label} />;
    case 'editor':
      return <div className="fd-pv-editor" style={{ width }} data-user-text="">{str(o.defaultValue)}</div>;
    case 'number':
      return <TextBox value={str(o.defaultValue)} placeholder="" width={width} label={label} />;
    case 'radio':
    case 'radioOther':
      return (
        <Radio.Group disabled value={o.defaultValue} style={o.inline ? undefined : { display: 'flex', flexDirection: 'column' }} data-user-text="">
          {optionItems(o).map((it, i) => <Radio key={i} value={it.value}>{optionLabel(it, o.showLabel)}</Radio>)}
        </Radio.Group>
      );
    case 'checkbox':
    case 'checkboxOther':
      return (
        <Checkbox.Group disabled value={Array.isArray(o.defaultValue) ? o.defaultValue : []} style={o.inline ? undefined : { display: 'flex', flexDirection: 'column' }} data-user-text="">
          {optionItems(o).map((it, i) => <Checkbox key={i} value={it.value}>{optionLabel(it, o.showLabel)}</Checkbox>)}
        </Checkbox.Group>
      );
    case 'select':
      return <Picker label={label} o={o} icon={<DownOutlined />} />;
    case 'cascader':
      return <Picker label={label} o={o} icon={<DownOutlined />} />;
    case 'time':
      return <Picker label={label} o={o} icon={<ClockCircleOutlined />} />;
    case 'date':
      return <Picker label={label} o={o} icon={<CalendarOutlined />} />;
    case 'color':
      return <span className="fd-pv-color" style={{ background: str(o.defaultValue) || '#fff' }} />;
    case 'rate':
      return <Rate disabled value={Number(o.defaultValue) || 0} count={Number(o.max) || 5} allowHalf={Boolean(o.allowHalf)} />;
    case 'switch':
      return <Switch disabled checked={Boolean(o.defaultValue)} aria-label={label} />;
    case 'slider':
      return <div style={{ width: width ?? '100%' }}><Slider disabled range={Boolean(o.range) as false} value={o.defaultValue as number} min={Number(o.min) || 0} max={Number(o.max) || 100} ariaLabelForHandle={label} /></div>;
    case 'text':
      return <span style={fontStyle(o)} data-user-text="">{str(o.defaultValue)}</span>;
    case 'link':
      return <span className="fd-pv-link" style={fontStyle(o)} data-user-text=""><LinkOutlined /> {str(o.defaultValue)}</span>;
    case 'divider':
    case 'header':
      return (
        <div className={`fd-pv-${widget.type}`} style={{ ...fontStyle(o), textAlign: (str(o.content_position) || 'left') as 'left' }} data-user-text="">
          {str(o.defaultValue)}
        </div>
      );
    case 'blank':
      return <BlankPreview model={widget.model} type={str(o.defaultType) || 'String'} />;
    case 'imgupload':
      return <div className="fd-pv-upload" style={{ width: Number((o.size as { width?: number })?.width) || 100, height: Number((o.size as { height?: number })?.height) || 100 }}><PictureOutlined /></div>;
    case 'file':
      return <FilePreview action={Boolean(str(o.action))} />;
    case 'pricetable':
      return <div className="fd-pv-table"><TableOutlined /> <span data-user-text="">{widget.name}</span></div>;
    default:
      return <div className="fd-pv-unknown"><code>{String(widget.type)}</code></div>;
  }
});
