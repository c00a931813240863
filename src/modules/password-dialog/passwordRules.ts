// antd form rules for the password dialog, built on the core policy (spec section 5).
import type { FormInstance, FormRule } from 'antd';
import { passwordProblem } from '../../core/session/passwordPolicy.ts';

type T = (key: string) => string;

export function newPasswordRules(t: T): FormRule[] {
  return [
    { required: true, message: t('password:enterPassword'), validateTrigger: 'onBlur' },
    {
      validateTrigger: 'onBlur',
      validator: (_r, value: string) => {
        const p = passwordProblem(value);
        if (p === null || p === 'required') return Promise.resolve();
        return Promise.reject(new Error(t(p === 'tooLong' ? 'password:tooLong' : 'password:policy')));
      },
    },
  ];
}

/** Confirm: required, same policy, equal to the new password; the comparison waits 100 ms. */
export function confirmPasswordRules(t: T, form: FormInstance): FormRule[] {
  return [
    { required: true, message: t('password:enterAgain'), validateTrigger: 'onBlur' },
    {
      validateTrigger: 'onBlur',
      validator: (_r, value: string) =>
        new Promise<void>((resolve, reject) => {
          if (!value) return resolve();
          const p = passwordProblem(value);
          if (p === 'policy' || p === 'tooLong') return reject(new Error(t(p === 'tooLong' ? 'password:tooLong' : 'password:policy')));
          setTimeout(() => {
            if (value !== form.getFieldValue('newPassword')) reject(new Error(t('password:mismatch')));
            else resolve();
          }, 100);
        }),
    },
  ];
}
