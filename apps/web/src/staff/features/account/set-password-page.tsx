import { setPasswordParamsSchema, setPasswordSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, PasswordInput } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import { Notice } from '../../components/console-page';
import { fieldRefusal, messageOf } from '../../lib/api';
import { staffPaths, type LoginState } from '../../lib/paths';
import { useSetPassword } from './api/account';
import styles from './account.module.css';
import { AuthCard } from './auth-card';
import { confirmError, PASSWORD_HINT } from './new-password';

/** The page the invitation's one-time link opens: the member chooses a password, then logs in. */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const linkWorks = setPasswordParamsSchema.safeParse({ token }).success;
  const navigate = useNavigate();
  const { formRef, errors, check, show } = useFieldErrors<'password' | 'confirm'>();
  const setPassword = useSetPassword(token);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = form.get('password');
    const body = check(setPasswordSchema, { password }, confirmError(password, form.get('confirm')));
    if (!body) return;
    try {
      const answer = await setPassword.mutateAsync(body);
      const state: LoginState = { email: answer.email, notice: answer.message };
      // The link has done its work: it leaves the address bar and the history.
      await navigate(staffPaths.login, { replace: true, state });
    } catch (error) {
      const onField = fieldRefusal(error, ['password'], { password: 'New password' });
      if (onField) show(onField);
    }
  }

  return (
    <AuthCard title="Choose your password">
      <title>Choose your password · Roast console</title>
      {linkWorks ? (
        <>
          <p className={styles.lead}>Welcome to the Roast console. Choose the password you will log in with.</p>
          <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            {setPassword.isError && !fieldRefusal(setPassword.error, ['password']) ? (
              <Notice tone="error">{messageOf(setPassword.error)}</Notice>
            ) : null}
            <Field label="New password" error={errors.password} hint={PASSWORD_HINT}>
              <PasswordInput name="password" autoComplete="new-password" required />
            </Field>
            <Field label="New password again" error={errors.confirm}>
              <PasswordInput name="confirm" autoComplete="new-password" required />
            </Field>
            <Button type="submit" block disabled={setPassword.isPending}>
              {setPassword.isPending ? 'Saving…' : 'Save password'}
            </Button>
          </form>
        </>
      ) : (
        <Notice tone="error">This link is not valid. Ask the owner for a new one.</Notice>
      )}
    </AuthCard>
  );
}
