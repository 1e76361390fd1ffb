import { resetPasswordSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, PasswordInput } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { serverMessageOf } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { useResetPassword } from './api/account';
import styles from './account-pages.module.css';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { formRef, errors, check } = useFieldErrors<'password' | 'confirm'>();
  const reset = useResetPassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const mismatch = !confirm
      ? { confirm: 'Type the new password again.' }
      : confirm !== password
        ? { confirm: 'Passwords do not match' }
        : {};
    const parsed = check(resetPasswordSchema, { password }, mismatch);
    if (!parsed) return;
    try {
      await reset.mutateAsync({ token, password: parsed.password });
      toast.success('Password reset successfully');
      void navigate('/');
    } catch (failure) {
      toast.error(serverMessageOf(failure) ?? 'Error resetting password');
    }
  }

  return (
    <>
      <title>Choose a new password | Roast</title>
      <PageHeader
        eyebrow="Your account"
        title="Choose a new password"
        intro="Use at least 8 characters. You will be logged out everywhere else."
      />
      <PageBody>
        <form ref={formRef} className={`${styles.card} ${styles.narrow}`} onSubmit={(e) => void submit(e)} noValidate>
          <Field label="New password" error={errors.password}>
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label="Confirm password" error={errors.confirm}>
            <PasswordInput name="confirm" autoComplete="new-password" required />
          </Field>
          <Button type="submit" block disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Reset password'}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
