// Options of radio / checkbox / select (and their "Other" variants): static list with add, remove
// and drag reorder; remote function (remote: true) with the props mapping; request (remote: 99,
// select only) with url, method, params, headers, result path and timeout (form-format.md).
import { Input } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { OTHER_OPTION_VALUE } from '../../../core/designer/index.ts';
import type { OptionItem, RequestMethod, Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { Section } from './BasicSections.tsx';
import { BoolOpt, GestureNumber, GestureText, NativeButtons, Row } from './fields.tsx';

function OptionRow({ widget, item, index, id }: { widget: Widget; item: OptionItem; index: number; id: string }) {
  const { store, readonly } = useDesigner();
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id });
  const showLabel = Boolean(widget.options.showLabel);
  const locked = (widget.type === 'radioOther' || widget.type === 'checkboxOther') && item.value === OTHER_OPTION_VALUE;
  return (
    <div ref={setNodeRef} className="fd-option-row" data-index={index} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" className="fd-option-handle" aria-label={t('designer:dragHandle')} {...attributes} {...listeners}><HolderOutlined /></button>
      <GestureText name={`option-value-${index}`} value={item.value} placeholder={t('designer:value')}
        onChange={(v) => store.updateOption(widget.key, index, { value: v })} />
      {showLabel ? (
        <GestureText name={`option-label-${index}`} value={item.label} placeholder={t('designer:label')}
          onChange={(v) => store.updateOption(widget.key, index, { label: v })} />
      ) : null}
      <button type="button" className="fd-icon-btn fd-option-delete" disabled={locked || readonly} aria-label={t('designer:delete')}
        onClick={() => store.removeOption(widget.key, index)}><DeleteOutlined /></button>
    </div>
  );
}

function StaticOptions({ widget }: { widget: Widget }) {
  const { store, readonly } = useDesigner();
  const t = useT();
  const items: OptionItem[] = Array.isArray(widget.options.options) ? widget.options.options : [];
  const ids = items.map((_, i) => `o${i}`);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    store.moveOption(widget.key, ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id)));
  };
  // said in the page's language, by the option's text and place (issue 31 §5), inside the shadow root
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const title = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(String(id))];
    return String((widget.options.showLabel ? item?.label : undefined) ?? item?.value ?? '');
  };
  const place = (id: UniqueIdentifier) => t('designer:dragPlace', { position: ids.indexOf(String(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('designer:dragPicked', { title: title(active.id), place: place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('designer:dragMoved', { title: title(active.id), place: place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('designer:dragDropped', { title: title(active.id), place: place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('designer:dragCancelled', { title: title(active.id), place: place(active.id) }),
  };
  return (
    <>
      <BoolOpt widget={widget} k="showLabel" label={t('designer:showLabel')} />
      <div ref={setRegion} className="fd-a11y" />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
        accessibility={{ container: region ?? undefined, announcements, screenReaderInstructions: { draggable: t('designer:dragInstructions') } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div className="fd-options">
            {items.map((item, i) => <OptionRow key={ids[i]} id={ids[i]} widget={widget} item={item} index={i} />)}
          </div>
        </SortableContext>
      </DndContext>
      <button type="button" className="fd-link-btn fd-add-option" disabled={readonly} onClick={() => store.addOption(widget.key)}>
        <PlusOutlined /> {t('designer:addOption')}
      </button>
    </>
  );
}

export function PropsEditor({ widget, children }: { widget: Widget; children?: boolean }) {
  const { store } = useDesigner();
  const t = useT();
  const props = widget.options.props ?? {};
  const set = (k: string, v: string) => store.updateOptions(widget.key, { props: { ...props, [k]: v } });
  return (
    <>
      <Row label={t('designer:remoteFunc')} name="remoteFunc">
        <GestureText code name="remoteFunc" value={widget.options.remoteFunc} onChange={(v) => store.updateOptions(widget.key, { remoteFunc: v })} />
      </Row>
      <Row label={t('designer:props')} name="props">
        <div className="fd-pair">
          <Input size="small" data-user-text="" addonBefore={t('designer:value')} value={props.value ?? ''} onChange={(e) => set('value', e.target.value)} />
          <Input size="small" data-user-text="" addonBefore={t('designer:label')} value={props.label ?? ''} onChange={(e) => set('label', e.target.value)} />
          {children ? <Input size="small" data-user-text="" addonBefore={t('designer:childrenOption')} value={props.children ?? ''} onChange={(e) => set('children', e.target.value)} /> : null}
        </div>
      </Row>
    </>
  );
}

function RequestEditor({ widget }: { widget: Widget }) {
  const { store } = useDesigner();
  const t = useT();
  const rm: RequestMethod = { url: '', method: 'get', params: '{}', headers: '{}', result: 'data', timeout: 10, ...(widget.options.requestMethod ?? {}) };
  const set = (patch: Partial<RequestMethod>) => store.updateOptions(widget.key, { requestMethod: { ...rm, ...patch } });
  const jsonError = (text: unknown) => {
    try {
      JSON.parse(String(text || '{}'));
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };
  return (
    <>
      <Row label={t('designer:url')} name="rm.url"><GestureText code name="rm.url" value={rm.url} onChange={(v) => set({ url: v })} /></Row>
      <Row label={t('designer:method')} name="rm.method">
        <NativeButtons value={rm.method} onChange={(v) => set({ method: v as RequestMethod['method'] })}
          choices={(['get', 'post'] as const).map((v) => ({ value: v, label: <code>{v.toUpperCase()}</code> }))} />
      </Row>
      <Row label={t('designer:params')} name="rm.params" error={jsonError(rm.params)}>
        <GestureText code textarea rows={2} name="rm.params" value={rm.params} onChange={(v) => set({ params: v })} />
      </Row>
      <Row label={t('designer:headers')} name="rm.headers" error={jsonError(rm.headers)}>
        <GestureText code textarea rows={2} name="rm.headers" value={rm.headers} onChange={(v) => set({ headers: v })} />
      </Row>
      <Row label={t('designer:resultPath')} name="rm.result"><GestureText code name="rm.result" value={rm.result} onChange={(v) => set({ result: v })} /></Row>
      <Row label={t('designer:timeout')} name="rm.timeout"><GestureNumber name="rm.timeout" value={rm.timeout} min={0} onChange={(v) => set({ timeout: v === '' ? 10 : v })} /></Row>
    </>
  );
}

export function OptionsEditor({ widget }: { widget: Widget }) {
  const { store } = useDesigner();
  const t = useT();
  const remote = widget.options.remote;
  const mode = remote === 99 ? 99 : remote ? 1 : 0;
  const modes = [{ value: 0, label: t('designer:staticData') }, { value: 1, label: t('designer:remoteData') }];
  if (widget.type === 'select') modes.push({ value: 99, label: t('designer:requestData') });
  return (
    <Section title={t('designer:option')} name="options">
      <NativeButtons className="fd-remote-mode" value={mode} choices={modes}
        onChange={(v) => store.updateOptions(widget.key, { remote: v === 99 ? 99 : v === 1 })} />
      {mode === 0 ? <StaticOptions widget={widget} /> : null}
      {mode === 1 ? <PropsEditor widget={widget} /> : null}
      {mode === 99 ? <><RequestEditor widget={widget} /><PropsEditor widget={widget} /></> : null}
    </Section>
  );
}
