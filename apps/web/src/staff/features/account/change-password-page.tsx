import { changePasswordSchema } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, PasswordInput } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import { ConsolePageHead, Notice } from '../../components/console-page';
import { fieldRefusal, messageOf } from '../../lib/api';
import { useChangePassword } from './api/account';
import styles from './account.module.css';
import { confirmError, PASSWORD_HINT } from './new-password';

const FIELDS = ['currentPassword', 'password'] as const;
const LABELS = { currentPassword: 'Current password', password: 'New password' };

/** The signed-in member's new password. The server logs out every other device of theirs. */
export function ChangePasswordPage() {
  const { formRef, errors, check, show, clear } = useFieldErrors<'currentPassword' | 'password' | 'confirm'>();
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const form = event.currentTarget;
    const values = new FormData(form);
    const password = values.get('password');
    const body = check(
      changePasswordSchema,
      { currentPassword: values.get('currentPassword'), password },
      confirmError(password, values.get('confirm')),
    );
    if (!body) return;
    try {
      const answer = await change.mutateAsync(body);
      form.reset();
      clear();
      setDone(answer.message);
    } catch (error) {
      const onField = fieldRefusal(error, FIELDS, LABELS);
      if (onField) show(onField);
    }
  }

  return (
    <>
      <title>Change password · Roast console</title>
      <ConsolePageHead
        title="Change password"
        intro="Your other devices are logged out when you change it; this one stays logged in."
      />
      <div className={styles.panel}>
        {done ? <Notice tone="success">{done}</Notice> : null}
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {change.isError && !fieldRefusal(change.error, FIELDS) ? (
            <Notice tone="error">{messageOf(change.error)}</Notice>
          ) : null}
          <Field label="Current password" error={errors.currentPassword}>
            <PasswordInput name="currentPassword" autoComplete="current-password" required />
          </Field>
          <Field label="New password" error={errors.password} hint={PASSWORD_HINT}>
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label="New password again" error={errors.confirm}>
            <PasswordInput name="confirm" autoComplete="new-password" required />
          </Field>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </Button>
        </form>
      </div>
    </>
  );
}
