import { resetPasswordSchema } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, PasswordInput } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { serverMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast';
import { resetPassword } from './account-api';
import styles from './account-pages.module.css';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const parsed = resetPasswordSchema.safeParse({ password });
    const found = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirm: !confirm ? 'Type the new password again.' : confirm !== password ? 'Passwords do not match' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success('Password reset successfully');
      navigate('/');
    } catch (failure) {
      toast.error(serverMessageOf(failure) ?? 'Error resetting password');
    } finally {
      setBusy(false);
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
        <form className={`${styles.card} ${styles.narrow}`} onSubmit={submit} noValidate>
          <Field label="New password" error={errors.password}>
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label="Confirm password" error={errors.confirm}>
            <PasswordInput name="confirm" autoComplete="new-password" required />
          </Field>
          <Button type="submit" block disabled={busy}>
            {busy ? 'Saving…' : 'Reset password'}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
