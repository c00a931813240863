// One form item: label (with ':' like upstream's label-suffix), the widget, its error and tip. It is
// the only subscriber of its field, so typing re-renders this item alone (style-examples.md #4).
import { Component, memo, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isLabelled, isLayout, spanOf, type FieldSnapshot, type Widget } from '../../core/form/index.ts';
import { useField, useFieldView, useFormCtx, useShown } from './context.ts';
import { entryOf } from './widgets/registry.ts';
import { ReadonlyValue } from './readonly.tsx';
import { isRequired } from './required.ts';

/** A widget that fails (its code did not load, or it threw) is logged and left out, not the whole form. */
class WidgetBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[form] widget "${this.props.name}" failed`, error);
  }
  override render() {
    return this.state.failed ? <span className="hos-ro hos-ro-empty">—</span> : this.props.children;
  }
}

const num = (v: unknown): number | undefined => (v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? undefined : Number(v));
const warned = new Set<string>();

/**
 * The widget's own label width (`labelWidthStatus` + `labelWidth`), or undefined: the form's, which the
 * label takes from the form's --hos-label-width (no style of its own on each of 1000 items).
 */
function ownLabelWidth(widget: Widget): number | undefined {
  const o = widget.options;
  return o.labelWidthStatus && num(o.labelWidth) !== undefined ? Number(o.labelWidth) : undefined;
}

const FOCUSABLE = ['input:not([type="hidden"]):not([tabindex="-1"])', 'textarea', 'button', '[tabindex]:not([tabindex="-1"])'].map((s) => `.hos-fi-control ${s}`).join(', ');

/**
 * A heavy widget of a long form not drawn yet (core/form/reveal.ts): the control's box with the value as
 * text. Focus (Tab, a click, scrolling to the first error) draws the widget and gives it the focus.
 */
const StandIn = memo(function StandIn({ widget, path, field, index }: { widget: Widget; path: string; field: FieldSnapshot; index: number }) {
  const { deferred, inputClass } = useFormCtx();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current && deferred ? deferred.observe(ref.current, index) : undefined), [deferred, index]);
  return (
    <div
      ref={ref}
      className={`hos-standin ${inputClass}${field.disabled ? ' ant-input-disabled' : ''}${field.error ? ' ant-input-status-error' : ''}`}
      tabIndex={field.disabled ? -1 : 0}
      role="textbox"
      aria-label={widget.name}
      aria-disabled={field.disabled || undefined}
      style={widget.options.width ? { width: String(widget.options.width) } : undefined}
      onFocus={(e) => {
        const item = e.currentTarget.closest('.hos-fi');
        deferred?.reveal.show(index);
        // React draws the widget before this event's microtasks run: it takes the focus
        queueMicrotask(() => item?.querySelector<HTMLElement>(FOCUSABLE)?.focus());
      }}
    >
      <ReadonlyValue widget={widget} path={path} field={field} />
    </div>
  );
});

/** A deferred widget's item: the stand-in until the form's reveal store draws it. */
const DeferredItem = memo(function DeferredItem({ widget, index }: { widget: Widget; index: number }) {
  return <FieldItem widget={widget} standIn={useShown(index) ? undefined : index} />;
});

/**
 * The field of an item or a cell: a widget that follows its value itself (a native input, drawn for real and
 * editable) leaves its item alone on a value-only change, so a keystroke draws nothing.
 */
function useItemField(widget: Widget, path: string, drawn: boolean) {
  const ctx = useFormCtx();
  const entry = entryOf(widget.type);
  return { ctx, entry, field: useFieldView(path, drawn && !ctx.readonly && !!entry?.ownsValue?.(widget, ctx.inputClass)) };
}

export const FieldItem = memo(function FieldItem({ widget, standIn }: { widget: Widget; standIn?: number }) {
  const path = widget.model || widget.key;
  const { ctx, entry, field } = useItemField(widget, path, standIn === undefined);
  if (!field.visible) return null;
  if (!entry) {
    if (!warned.has(widget.type)) {
      warned.add(widget.type);
      console.warn(`[form] unknown widget type "${widget.type}" (${widget.model})`);
    }
    return null;
  }
  const { config } = ctx;
  const pos = config.labelPosition === 'top' ? 'top' : config.labelPosition === 'left' ? 'left' : 'right';
  const labelled = isLabelled(widget);
  const width = ownLabelWidth(widget);
  const Comp = entry.loaded ?? entry.component;
  const body =
    ctx.readonly && !entry.ownReadonly ? (
      <ReadonlyValue widget={widget} path={path} field={field} />
    ) : standIn !== undefined ? (
      <StandIn widget={widget} path={path} field={field} index={standIn} />
    ) : entry.preload && !entry.loaded ? (
      <WidgetBoundary name={path}>
        <Suspense fallback={<span className="hos-loading" />}>
          <Comp widget={widget} path={path} field={field} disabled={field.disabled} readonly={ctx.readonly} />
        </Suspense>
      </WidgetBoundary>
    ) : (
      <Comp widget={widget} path={path} field={field} disabled={field.disabled} readonly={ctx.readonly} />
    );
  const tip = widget.options.tip && !ctx.readonly ? <div className="hos-fi-tip">{String(widget.options.tip)}</div> : null;
  if (!labelled) return <div className={`hos-fi hos-nolabel hos-w-${widget.type}`} data-path={path}>{<div className="hos-fi-control">{body}</div>}</div>;
  return (
    <div className={`hos-fi hos-${pos} hos-w-${widget.type}${field.error ? ' has-error' : ''}`} data-path={path} data-type={widget.type}>
      {/* the required star is the label's ::before (styles.ts .hos-req): one element less on each of 1000 items */}
      <label className={isRequired(widget) && !ctx.readonly ? 'hos-fi-label hos-req' : 'hos-fi-label'} style={pos === 'top' || width === undefined ? undefined : { width }} title={widget.name}>
        {`${widget.name}:`}
      </label>
      <div className="hos-fi-control">
        {body}
        {tip}
        {field.error && <div className="hos-fi-error" role="alert">{field.error}</div>}
      </div>
    </div>
  );
});

/**
 * A subform cell: the column widget at `subform[row].column`, no label, its own error. The subform
 * widget gets it from the form context (FormCtxValue.Cell): a cell draws any widget through the
 * registry, which loads the subform, so the subform does not import this module.
 */
export const Cell = memo(function Cell({ widget, path }: { widget: Widget; path: string }) {
  const { ctx, entry, field } = useItemField(widget, path, true);
  if (!field.visible) return null;
  if (!entry) return null;
  const Comp = entry.loaded ?? entry.component;
  return (
    <div className={`hos-cell${field.error ? ' has-error' : ''}`} data-path={path}>
      {ctx.readonly && !entry.ownReadonly ? (
        <ReadonlyValue widget={widget} path={path} field={field} />
      ) : (
        <WidgetBoundary name={path}>
          <Suspense fallback={<span className="hos-loading" />}>
            <Comp widget={widget} path={path} field={field} disabled={field.disabled} readonly={ctx.readonly} cell />
          </Suspense>
        </WidgetBoundary>
      )}
      {field.error && <div className="hos-fi-error" role="alert">{field.error}</div>}
    </div>
  );
});

const JUSTIFY: Record<string, string> = { start: 'flex-start', end: 'flex-end', center: 'center', 'space-around': 'space-around', 'space-between': 'space-between', 'space-evenly': 'space-evenly' };
const ALIGN: Record<string, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end', stretch: 'stretch' };

/**
 * grid / flexbox: columns of widgets, nested to any depth; span as number, numeric text or ''.
 * Drawn as antd's Row / Col lay out (24 columns, gutter split on both sides of each column) with
 * inline sizes and the two rules of styles.ts, not with antd's Grid: its generated CSS (every span at
 * every breakpoint, 85 KB) was the largest style a form generated at first paint.
 */
const LayoutNode = memo(function LayoutNode({ widget }: { widget: Widget }) {
  const field = useField(widget.key);
  if (!field.visible) return null;
  const o = widget.options;
  const flex = widget.type === 'flexbox';
  const gutter = num(o.gutter) ?? 0;
  const half = gutter > 0 ? gutter / 2 : 0;
  return (
    <div
      className={flex ? 'hos-row hos-flexbox' : 'hos-row hos-grid'}
      data-key={widget.key}
      style={{
        justifyContent: JUSTIFY[String(o.justify)] ?? 'flex-start',
        alignItems: ALIGN[String(o.align)] ?? 'flex-start',
        flexWrap: flex ? 'nowrap' : 'wrap',
        ...(half ? { marginInline: -half } : null),
      }}
    >
      {(widget.columns ?? []).map((col, i) => {
        const span = spanOf(col);
        const width = span === undefined ? undefined : `${(Math.max(0, Math.min(24, span)) / 24) * 100}%`;
        return (
          <div
            key={i}
            className="hos-col"
            style={{
              ...(span === undefined ? { flex: '1 1 0', ...(flex ? { minWidth: 0 } : null) } : span <= 0 ? { display: 'none' } : { flex: `0 0 ${width}`, maxWidth: width }),
              ...(half ? { paddingInline: half } : null),
            }}
          >
            <WidgetList list={col.list} />
          </div>
        );
      })}
    </div>
  );
});

/** A widget of a list: a layout, an item, or an item drawn later (its index in the form's reveal store). */
function node(widget: Widget, key: string | number, deferred: Map<Widget, number> | undefined) {
  if (isLayout(widget)) return <LayoutNode key={key} widget={widget} />;
  const index = deferred?.get(widget);
  return index === undefined ? <FieldItem key={key} widget={widget} /> : <DeferredItem key={key} widget={widget} index={index} />;
}

const nodes = (list: Widget[], deferred: Map<Widget, number> | undefined, offset = 0) => list.map((w, i) => node(w, w.key || w.model || offset + i, deferred));

/** Long lists are drawn in blocks of CHUNK items. */
const CHUNK = 25;
const ITEM_HEIGHT = 54;

/**
 * A block of a long list. Typing into one field re-renders that field, but React still visits every
 * sibling of the fibers on the path to it: with 1000 items side by side that walk (and the context
 * propagation checks done for each sibling) cost more than the field. In blocks, a keystroke visits
 * 40 blocks and 25 items. A block of plain items is also the unit of content-visibility (styles.ts):
 * the browser tracks 40 boxes, not 1000, on every frame.
 */
const Chunk = memo(function Chunk({ list, offset }: { list: Widget[]; offset: number }) {
  const deferred = useFormCtx().deferred?.index;
  const plain = list.every((w) => !isLayout(w) && !entryOf(w.type)?.preload);
  return (
    <div className={plain ? 'hos-chunk hos-plain' : 'hos-chunk'} style={plain ? { containIntrinsicSize: `auto ${list.length * ITEM_HEIGHT}px` } : undefined}>
      {nodes(list, deferred, offset)}
    </div>
  );
});

export function WidgetList({ list }: { list: Widget[] }) {
  const deferred = useFormCtx().deferred?.index;
  const chunks = useMemo(() => {
    if (list.length <= CHUNK * 2) return null;
    const out: Widget[][] = [];
    for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
    return out;
  }, [list]);
  if (!chunks) return <>{nodes(list, deferred)}</>;
  return (
    <>
      {chunks.map((c, i) => (
        <Chunk key={i} list={c} offset={i * CHUNK} />
      ))}
    </>
  );
}
