import { forgotPasswordSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { ApiError, serverMessageOf } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { useRequestPasswordReset } from './api/account';
import styles from './account-pages.module.css';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { formRef, errors, check } = useFieldErrors<'email'>();
  const request = useRequestPasswordReset();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(forgotPasswordSchema, { email: new FormData(event.currentTarget).get('email') });
    if (!parsed) return;
    try {
      await request.mutateAsync(parsed.email);
      toast.success('Password reset link has been sent to your email.');
      void navigate('/');
    } catch (failure) {
      toast.error(
        failure instanceof ApiError
          ? (serverMessageOf(failure) ?? failure.message)
          : 'Something went wrong. Please try again.',
      );
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
        <form ref={formRef} className={`${styles.card} ${styles.narrow}`} onSubmit={(e) => void submit(e)} noValidate>
          <Field label="Email" error={errors.email}>
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Button type="submit" block disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
