// The change-password dialog (spec sections 2, 4, 5): 650 px, not closed by an outside click,
// normal and forced variants. Success logs out and reloads; closing a forced dialog does too.
import { useEffect, useState, type MutableRefObject } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';
import { confirmPasswordRules, newPasswordRules } from './passwordRules.ts';
import { accountApi } from '../../core/api/account.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { password } from '../../core/i18n/locales/password.ts';

// the dialog's texts arrive with its code (src/core/i18n/instance.ts)
provideNamespaces({ password });

export interface PasswordDialogProps {
  open?: boolean;
  forced?: boolean;
  /** why the change is forced (issue 13 §4): a 'new' account, an administrator's 'reset', or an 'expired'
   *  password; default: the session's reason, else 'expired' */
  reason?: string;
  /** called when the dialog hides itself (the element clears its `open` attribute) */
  onHide?: () => void;
  /** receives the close action, for an element's `hide()` method */
  closeRef?: MutableRefObject<(() => void) | null>;
}

const SUCCESS_PAUSE_MS = 1500;

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function PasswordDialog({ open = false, forced = false, reason, onHide, closeRef }: PasswordDialogProps) {
  const { runtime, emit } = useHost();
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const lastPwdDays = runtime.session.getState().lastPwdDays;
  const why = reason ?? runtime.session.getState().pwdChangeReason;
  // a password someone else chose (new account, reset) has its own words; anything else reads as too old
  const forcedKey = why === 'new' || why === 'reset' ? why : 'forced';

  // opening shows a reset form with cleared validation
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const hide = () => {
    form.resetFields();
    onHide?.();
    emit('hos-close', { forced });
  };

  /** `pauseMs` leaves the success message on screen long enough to be read before the reload */
  const logoutAndReload = async (pauseMs = 0) => {
    await runtime.session.logout();
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    runtime.ui.reload();
  };

  const close = () => {
    if (forced) void logoutAndReload();
    else hide();
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await accountApi(runtime).changePassword(values.oldPassword, values.newPassword, forced ? 'expired' : 'normal');
      runtime.ui.toast('success', t('password:success'), 2000);
      emit('hos-success', {});
      await logoutAndReload(SUCCESS_PAUSE_MS);
    } catch {
      // the http layer already showed the server's message; keep what the user typed
    } finally {
      setSaving(false);
    }
  };

  // `hide()` of the element closes like the close button (forced: log out)
  useEffect(() => {
    if (closeRef) closeRef.current = close;
  });

  return (
    <Modal
      open={open}
      width={650}
      title={t(forced ? `password:${forcedKey}Title` : 'password:title')}
      maskClosable={false}
      keyboard={!forced}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t(forced ? 'password:close' : 'password:cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void submit()}>
          {t('password:save')}
        </Button>,
      ]}
    >
      {forced && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t(`password:${forcedKey}Tip`, { days: lastPwdDays || 90 })} data-testid="password-forced-tip" />}
      <Form form={form} layout="horizontal" labelCol={{ flex: '100px' }} validateTrigger="onBlur" autoComplete="off">
        <Form.Item name="oldPassword" label={t('password:oldPassword')} rules={[{ required: true, message: t('password:oldPlaceholder'), validateTrigger: 'onBlur' }]}>
          <Input.Password placeholder={t('password:oldPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password:newPassword')} rules={newPasswordRules(t)} extra={t('password:policy')}>
          <Input.Password placeholder={t('password:enterPassword')} autoComplete="new-password" maxLength={32} />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('password:confirmPassword')} rules={confirmPasswordRules(t, form)} dependencies={[]}>
          <Input.Password placeholder={t('password:enterAgain')} autoComplete="new-password" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
