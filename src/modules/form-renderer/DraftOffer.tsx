// The offer of a local draft (issue 10 §1): shown above a form when input saved automatically before a
// reload or a crash was never submitted; restore puts it back, discard deletes it. Loaded only when
// there is something to offer, so the renderer's first paint carries none of it.
import { Alert, Button, Space } from 'antd';
import type { DraftField, LocalDraft } from '../../core/autosave/index.ts';
import { useT } from '../shared/hooks.ts';

export interface DraftOfferProps {
  draft: LocalDraft;
  /** data fields of the draft the current form version no longer has (named by their titles) */
  missing: DraftField[];
  lang: string;
  onRestore(): void;
  onDiscard(): void;
}

export default function DraftOffer({ draft, missing, lang, onRestore, onDiscard }: DraftOfferProps) {
  const t = useT();
  const time = new Date(draft.savedAt).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Alert
      className="hos-draft-offer"
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('form:draftFound', { time })}
      description={missing.length ? t('form:draftMissing', { fields: missing.map((f) => f.title || t('form:untitledField')).join(t('form:listSeparator')) }) : undefined}
      action={
        <Space>
          <Button size="small" type="primary" className="hos-draft-restore" onClick={onRestore}>{t('form:draftRestore')}</Button>
          <Button size="small" className="hos-draft-discard" onClick={onDiscard}>{t('form:draftDiscard')}</Button>
        </Space>
      }
    />
  );
}
