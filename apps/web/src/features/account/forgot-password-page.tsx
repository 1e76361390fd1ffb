import { forgotPasswordSchema } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { ApiError, serverMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast';
import { requestPasswordReset } from './account-api';
import styles from './account-pages.module.css';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email: new FormData(event.currentTarget).get('email') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(parsed.data.email);
      toast.success('Password reset link has been sent to your email.');
      navigate('/');
    } catch (failure) {
      toast.error(
        failure instanceof ApiError
          ? (serverMessageOf(failure) ?? failure.message)
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <title>Forgot your password? | Roast</title>
      <PageHeader
        eyebrow="Your account"
        title="Forgot your password?"
        intro="Tell us your email and we will send you a link to choose a new one."
      />
      <PageBody>
        <form className={`${styles.card} ${styles.narrow}`} onSubmit={submit} noValidate>
          <Field label="Email" error={error}>
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Button type="submit" block disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
