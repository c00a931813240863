// The fishbone of an analysis (issue 26 §1): drawn as SVG from layoutFishbone, with the same content as
// a nested list (role=tree) that screen readers read and the keyboard edits (rcaEditor.ts keyIntent:
// arrows move, Enter edits, A/S add a sub-cause/a cause beside, R marks a root cause, Delete removes).
// A click on a cause or a bone in the drawing selects it in the list. The panel beside edits the
// selected item: its text, its judgement (contributing / root), its evidence; a category's name.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Radio, Space, Typography } from 'antd';
import type { InputRef } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Analysis, CauseKind, RcaError, RcaResult } from '../../../../core/rca/types.ts';
import { layoutFishbone } from '../../../../core/rca/fishbone.ts';
import { categoryName, outline, type CauseNode } from '../../../../core/rca/outline.ts';
import {
  addCategory, addCause, editCause, removeCategory, removeCause, renameCategory, setCauseKind, setEvidence,
} from '../../../../core/rca/commands.ts';
import { focusAfterRemove, keyIntent, type TreeItem } from '../../../../core/pages/rcaEditor.ts';
import { AttachmentLinks, AttachmentUpload } from '../../common/Attachments.tsx';
import { usePageT } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';
import { CommitInput } from './CommitInput.tsx';

type Mode = { kind: 'none' } | { kind: 'edit' } | { kind: 'add'; categoryId: string; parentId: string | null } | { kind: 'addCategory' };

const keyOf = (i: TreeItem) => `${i.kind}:${i.id}`;

export interface FishboneProps {
  analysis: Analysis;
  editable: boolean;
  apply(r: RcaResult): RcaError | null;
  undo(): void;
  redo(): void;
}

/** The drawing alone (the print view has its own from the same layout). */
export function FishboneSvg({ analysis, selected, onSelect }: { analysis: Analysis; selected?: TreeItem | null; onSelect?(item: TreeItem): void }) {
  const t = usePageT();
  const layout = useMemo(() => layoutFishbone(analysis, {
    categoryName: (id) => {
      const c = analysis.categories.find((x) => x.id === id);
      return c ? categoryName(c, t) : id;
    },
  }), [analysis, t]);
  const fs = layout.fontSize;
  const isSel = (kind: TreeItem['kind'], id: string) => selected?.kind === kind && selected.id === id;
  return (
    <div className="hos-rca-fishbone-wrap" style={{ overflowX: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}>
      {/* the list below holds the same content for screen readers: the drawing is a picture of it */}
      <svg className="hos-rca-fishbone" width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} aria-hidden="true" style={{ display: 'block' }}>
        <line x1={layout.spine.x1} y1={layout.spine.y} x2={layout.spine.x2} y2={layout.spine.y} stroke="#1f1f1f" strokeWidth={3} />
        <rect x={layout.head.x} y={layout.head.y} width={layout.head.width} height={layout.head.height} rx={6} fill="#f0f5ff" stroke="#4d70ff" />
        <text x={layout.head.x + 8} y={layout.head.y + 8 + fs} fontSize={fs} fontWeight={600} {...USER_TEXT}>
          {layout.head.lines.map((l, i) => <tspan key={i} x={layout.head.x + 8} dy={i ? layout.lineHeight : 0}>{l}</tspan>)}
        </text>
        {layout.bones.map((b) => {
          const cat = analysis.categories.find((c) => c.id === b.categoryId);
          return (
            <g key={b.categoryId} className="hos-rca-bone" data-category-id={b.categoryId}>
              <line x1={b.x1} y1={b.y1} x2={b.x2} y2={b.y2} stroke={isSel('category', b.categoryId) ? '#4d70ff' : '#595959'} strokeWidth={isSel('category', b.categoryId) ? 3 : 2} />
              <text x={b.label.x} y={b.label.y} fontSize={fs} fontWeight={600} textAnchor="middle" style={{ cursor: onSelect ? 'pointer' : undefined }}
                fill={isSel('category', b.categoryId) ? '#4d70ff' : '#1f1f1f'} onClick={() => onSelect?.({ kind: 'category', id: b.categoryId })}
                {...(cat?.label ? USER_TEXT : {})}>{b.label.text}</text>
              {b.rows.map((r) => {
                const cause = analysis.causes.find((c) => c.id === r.causeId);
                const root = cause?.kind === 'root';
                const sel = isSel('cause', r.causeId);
                return (
                  <g key={r.causeId} className="hos-rca-rib" data-cause-id={r.causeId} data-kind={cause?.kind ?? ''} style={{ cursor: onSelect ? 'pointer' : undefined }}
                    onClick={() => onSelect?.({ kind: 'cause', id: r.causeId })}>
                    {sel && <rect x={r.x1} y={r.textY - fs - 2} width={r.x2 - r.x1} height={r.y - r.textY + fs + 4} fill="#e6f4ff" />}
                    <line x1={r.x1} y1={r.y} x2={r.x2} y2={r.y} stroke={root ? '#cf1322' : '#8c8c8c'} strokeWidth={root ? 2 : 1} />
                    {r.x2 < r.boneX && <line x1={r.x2} y1={r.y} x2={r.x2 + 6} y2={r.y - 6} stroke="#8c8c8c" />}
                    <text x={r.textX} y={r.textY} fontSize={fs} fill={root ? '#cf1322' : '#1f1f1f'} fontWeight={root ? 600 : 400} {...USER_TEXT}>
                      {r.lines.map((l, i) => <tspan key={i} x={r.textX} dy={i ? layout.lineHeight : 0}>{l}</tspan>)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

export function FishboneEditor({ analysis, editable, apply, undo, redo }: FishboneProps) {
  const t = usePageT();
  const [sel, setSel] = useState<TreeItem | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const items = useRef(new Map<string, HTMLElement>());
  const [focusWanted, setFocusWanted] = useState(0);
  const editField = useRef<InputRef>(null);
  const tree = useMemo(() => outline(analysis), [analysis]);
  const name = (id: string) => {
    const c = analysis.categories.find((x) => x.id === id);
    return c ? categoryName(c, t) : id;
  };
  // the selection can vanish (undo, a reload): fall back to the first item
  const current: TreeItem | null = sel && (sel.kind === 'category' ? analysis.categories.some((c) => c.id === sel.id) : analysis.causes.some((c) => c.id === sel.id))
    ? sel : analysis.categories[0] ? { kind: 'category', id: analysis.categories[0].id } : null;

  useEffect(() => {
    if (focusWanted && current) items.current.get(keyOf(current))?.focus();
  }, [focusWanted]); // eslint-disable-line react-hooks/exhaustive-deps

  // Enter on an item: its field takes the focus (Escape or a commit gives it back to the list)
  useEffect(() => {
    if (mode.kind === 'edit') editField.current?.focus();
  }, [mode]);

  const select = (item: TreeItem, focus = true) => {
    setSel(item);
    setMode({ kind: 'none' });
    if (focus) setFocusWanted((n) => n + 1);
  };
  const backToTree = () => { setMode({ kind: 'none' }); setFocusWanted((n) => n + 1); };

  const cause = current?.kind === 'cause' ? analysis.causes.find((c) => c.id === current.id) : undefined;
  const category = current?.kind === 'category' ? analysis.categories.find((c) => c.id === current.id) : undefined;

  const remove = (item: TreeItem) => {
    const r = item.kind === 'category' ? removeCategory(analysis, item.id) : removeCause(analysis, item.id);
    if (apply(r) || !r.ok) return;
    const next = focusAfterRemove(analysis, r.analysis, item);
    if (next) select(next);
  };
  const startAdd = (item: TreeItem, sibling: boolean) => {
    if (item.kind === 'category') {
      if (sibling) setMode({ kind: 'addCategory' });
      else setMode({ kind: 'add', categoryId: item.id, parentId: null });
      return;
    }
    const c = analysis.causes.find((x) => x.id === item.id);
    if (c) setMode({ kind: 'add', categoryId: c.categoryId, parentId: sibling ? c.parentId : c.id });
  };

  const onKey = (e: React.KeyboardEvent, item: TreeItem) => {
    const intent = keyIntent(analysis, item, e);
    if (!intent) return;
    const editing = ['edit', 'addChild', 'addSibling', 'remove', 'toggleRoot', 'undo', 'redo'].includes(intent.type);
    if (editing && !editable) return;
    e.preventDefault();
    e.stopPropagation();
    switch (intent.type) {
      case 'focus': return select(intent.item);
      case 'edit': setSel(item); return setMode({ kind: 'edit' });
      case 'addChild': setSel(item); return startAdd(item, false);
      case 'addSibling': setSel(item); return startAdd(item, true);
      case 'remove': return remove(item);
      case 'toggleRoot': {
        const c = analysis.causes.find((x) => x.id === item.id);
        if (c) apply(setCauseKind(analysis, c.id, c.kind === 'root' ? 'contributing' : 'root'));
        return;
      }
      case 'undo': return undo();
      case 'redo': return redo();
    }
  };

  const treeItem = (item: TreeItem, label: React.ReactNode, level: number, children?: React.ReactNode, extra?: React.ReactNode) => {
    const selected = current?.kind === item.kind && current.id === item.id;
    return (
      <li
        key={keyOf(item)}
        role="treeitem"
        aria-level={level}
        aria-selected={selected}
        aria-expanded={children ? true : undefined}
        tabIndex={selected ? 0 : -1}
        className={`hos-rca-item hos-rca-${item.kind}${selected ? ' hos-rca-selected' : ''}`}
        data-id={item.id}
        ref={(el) => { if (el) items.current.set(keyOf(item), el); else items.current.delete(keyOf(item)); }}
        onKeyDown={(e) => { if (e.target === e.currentTarget) onKey(e, item); }}
        onClick={(e) => { e.stopPropagation(); select(item, false); }}
        onFocus={(e) => { if (e.target === e.currentTarget && !selected) setSel(item); }}
        style={{ outlineOffset: 2 }}
      >
        <span className="hos-rca-label" style={{ background: selected ? '#e6f4ff' : undefined, padding: '0 4px', borderRadius: 3 }}>{label}</span>
        {extra}
        {children}
      </li>
    );
  };
  const kindTag = (k: CauseKind | null) => k && <Typography.Text type={k === 'root' ? 'danger' : 'secondary'} style={{ fontSize: 12, marginLeft: 6 }}>{t(`rca:kind.${k}`)}</Typography.Text>;
  const causeItems = (nodes: CauseNode[], level: number): React.ReactNode =>
    nodes.length ? (
      <ul role="group" className="hos-rca-group" style={{ listStyle: 'none', paddingLeft: 14, marginLeft: 6, marginTop: 2, marginBottom: 2, borderLeft: '1px solid #d9d9d9' }}>
        {nodes.map((n) => treeItem({ kind: 'cause', id: n.cause.id }, <span {...USER_TEXT}>{n.cause.text}</span>, level, causeItems(n.children, level + 1), kindTag(n.cause.kind)))}
      </ul>
    ) : undefined;

  const addInput = mode.kind === 'add' && (
    <CommitInput
      key={`add:${mode.categoryId}:${mode.parentId ?? ''}`}
      className="hos-rca-new-cause"
      value=""
      autoFocus
      clearOnCommit
      ariaLabel={t('rca:newCauseUnder', { name: mode.parentId ? analysis.causes.find((c) => c.id === mode.parentId)?.text ?? '' : name(mode.categoryId) })}
      placeholder={t('rca:newCauseUnder', { name: mode.parentId ? analysis.causes.find((c) => c.id === mode.parentId)?.text ?? '' : name(mode.categoryId) })}
      onEscape={backToTree}
      onCommit={(text) => {
        const r = addCause(analysis, { categoryId: mode.categoryId, parentId: mode.parentId }, text);
        const err = apply(r);
        if (!err && r.ok) select({ kind: 'cause', id: r.analysis.causes[r.analysis.causes.length - 1].id });
        return err;
      }}
    />
  );
  const addCategoryInput = mode.kind === 'addCategory' && (
    <CommitInput
      className="hos-rca-new-category"
      value=""
      autoFocus
      clearOnCommit
      ariaLabel={t('rca:newCategory')}
      placeholder={t('rca:newCategory')}
      onEscape={backToTree}
      onCommit={(text) => {
        const r = addCategory(analysis, text);
        const err = apply(r);
        if (!err && r.ok) select({ kind: 'category', id: r.analysis.categories[r.analysis.categories.length - 1].id });
        return err;
      }}
    />
  );

  return (
    <div className="hos-rca-fishbone-editor">
      <FishboneSvg analysis={analysis} selected={current} onSelect={(i) => select(i)} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 12 }}>
        <div style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Typography.Text strong id="hos-rca-outline-label">{t('rca:outline')}</Typography.Text>
          {editable && <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('rca:keysHint')}</Typography.Text></div>}
          <ul role="tree" aria-labelledby="hos-rca-outline-label" className="hos-rca-outline" style={{ listStyle: 'none', paddingLeft: 0, marginTop: 6 }}>
            {tree.map((n) => treeItem(
              { kind: 'category', id: n.category.id },
              <strong {...(n.category.label ? USER_TEXT : {})}>{name(n.category.id)}</strong>,
              1,
              causeItems(n.causes, 2),
            ))}
          </ul>
          {editable && (
            <Button size="small" type="dashed" icon={<PlusOutlined />} className="hos-rca-add-category" onClick={() => setMode({ kind: 'addCategory' })}>{t('rca:addCategory')}</Button>
          )}
        </div>
        <div className="hos-rca-item-panel" style={{ flex: '1 1 300px', minWidth: 0, background: '#fafafa', borderRadius: 6, padding: 12 }}>
          {addCategoryInput || addInput || (
            !current ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rca:selectHint')} /> : category ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{t('rca:categoryName')}</Typography.Text>
                <CommitInput
                  key={`cat:${category.id}`}
                  className="hos-rca-category-name"
                  value={name(category.id)}
                  userText={!!category.label}
                  disabled={!editable}
                  ref={editField}
                  ariaLabel={t('rca:categoryName')}
                  onEscape={backToTree}
                  onCommit={(text) => {
                    const err = apply(renameCategory(analysis, category.id, text));
                    if (!err && mode.kind === 'edit') backToTree();
                    return err;
                  }}
                />
                {editable && (
                  <Space wrap>
                    <Button size="small" icon={<PlusOutlined />} className="hos-rca-add-cause" onClick={() => startAdd({ kind: 'category', id: category.id }, false)}>{t('rca:addCause')}</Button>
                    <Button size="small" danger icon={<DeleteOutlined />} className="hos-rca-remove-category" onClick={() => remove({ kind: 'category', id: category.id })}>{t('rca:removeCategory')}</Button>
                  </Space>
                )}
              </Space>
            ) : cause ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{t('rca:causeText')} · <span {...(analysis.categories.find((c) => c.id === cause.categoryId)?.label ? USER_TEXT : {})}>{name(cause.categoryId)}</span></Typography.Text>
                <CommitInput
                  key={`cause:${cause.id}`}
                  className="hos-rca-cause-text"
                  value={cause.text}
                  disabled={!editable}
                  ref={editField}
                  ariaLabel={t('rca:causeText')}
                  onEscape={backToTree}
                  onCommit={(text) => {
                    const err = apply(editCause(analysis, cause.id, text));
                    if (!err && mode.kind === 'edit') backToTree();
                    return err;
                  }}
                />
                <Radio.Group
                  className="hos-rca-cause-kind"
                  aria-label={t('rca:kind')}
                  disabled={!editable}
                  value={cause.kind ?? ''}
                  onChange={(e) => apply(setCauseKind(analysis, cause.id, (e.target.value || null) as CauseKind | null))}
                  options={[{ value: '', label: t('rca:kind.unset') }, { value: 'contributing', label: t('rca:kind.contributing') }, { value: 'root', label: t('rca:kind.root') }]}
                />
                <Typography.Text type="secondary">{t('rca:evidence')}</Typography.Text>
                {editable
                  ? <AttachmentUpload value={cause.evidence} max={10} onChange={(ev) => apply(setEvidence(analysis, cause.id, ev))} />
                  : <AttachmentLinks list={cause.evidence} />}
                {editable && (
                  <Space wrap>
                    <Button size="small" icon={<PlusOutlined />} className="hos-rca-add-child" onClick={() => startAdd({ kind: 'cause', id: cause.id }, false)}>{t('rca:addChild')}</Button>
                    <Button size="small" icon={<PlusOutlined />} className="hos-rca-add-sibling" onClick={() => startAdd({ kind: 'cause', id: cause.id }, true)}>{t('rca:addSibling')}</Button>
                    <Button size="small" danger icon={<DeleteOutlined />} className="hos-rca-remove-cause" onClick={() => remove({ kind: 'cause', id: cause.id })}>{t('rca:removeCause')}</Button>
                  </Space>
                )}
              </Space>
            ) : null
          )}
        </div>
      </div>
    </div>
  );
}
