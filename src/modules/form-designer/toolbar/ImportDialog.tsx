// *Import JSON* (1000 px): invalid JSON shows the parse error; valid JSON of the wrong shape says
// what is wrong (the shape check, in the user's language) and changes nothing; a form replaces the current one as
// one undoable step and selects its first widget.
import { useEffect, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { schemaShapeProblem } from '../../../core/form/normalize.ts';

const SAMPLE = { list: [], config: { labelWidth: 100, labelPosition: 'top', size: 'small' } };

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { store } = useDesigner();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText(JSON.stringify(SAMPLE, null, 2));
      setError(null);
    }
  }, [open]);
  const submit = () => {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (e) {
      setError(t('designer:invalidJson', { error: (e as Error).message }));
      return;
    }
    // the shape check once more here, for its message key: the store's refusal is English only
    const shape = schemaShapeProblem(doc);
    if (shape) {
      setError(t('designer:wrongShape', { error: t(`designer:${shape.key}`, shape.params) }));
      return;
    }
    const problem = store.importSchema(doc);
    if (problem) {
      setError(t('designer:wrongShape', { error: problem }));
      return;
    }
    onClose();
  };
  return (
    <Modal open={open} width={1000} title={t('designer:importTitle')} onCancel={onClose} onOk={submit} className="fd-import-dialog"
      okText={t('designer:confirm')} cancelText={t('designer:cancel')} destroyOnHidden>
      <Alert type="info" showIcon message={t('designer:uploadJsonInfo')} style={{ marginBottom: 8 }} />
      <code className="fd-code-field">
        <Input.TextArea className="fd-code" name="import-json" value={text} rows={16} spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }} />
      </code>
      {error ? <Alert className="fd-import-error" type="error" showIcon message={error} style={{ marginTop: 8 }} /> : null}
    </Modal>
  );
}
