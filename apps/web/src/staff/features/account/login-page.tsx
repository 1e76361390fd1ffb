import { staffLoginSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, PasswordInput } from '../../../components/ui/field';
import { useFieldErrors } from '../../../lib/forms';
import { Notice } from '../../components/console-page';
import { messageOf, StaffApiError } from '../../lib/api';
import { staffPaths, type LoginState } from '../../lib/paths';
import { useLogin } from './api/account';
import styles from './account.module.css';
import { AuthCard } from './auth-card';

/** Only the console's own pages are a place to go back to after the login. */
const consolePath = (path: string | undefined) =>
  path && /^\/staff(?:[/?]|$)/.test(path) && !path.startsWith(staffPaths.login) ? path : staffPaths.board;

function refusal(error: unknown): string {
  const message = messageOf(error);
  if (!(error instanceof StaffApiError) || !error.retryAfter) return message;
  const minutes = Math.ceil(error.retryAfter / 60);
  return `${message} You can try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function LoginPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const navigate = useNavigate();
  const { formRef, errors, check } = useFieldErrors<'email' | 'password'>();
  const login = useLogin();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = check(staffLoginSchema, { email: form.get('email'), password: form.get('password') });
    if (!credentials) return;
    try {
      await login.mutateAsync(credentials);
      await navigate(consolePath(state.from), { replace: true });
    } catch {
      // The refusal shows above the form.
    }
  }

  return (
    <AuthCard title="Log in">
      <title>Log in · Roast console</title>
      <p className={styles.lead}>For Roast staff. Log in with the email the owner invited.</p>
      {state.notice ? <Notice tone="success">{state.notice}</Notice> : null}
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {login.isError ? <Notice tone="error">{refusal(login.error)}</Notice> : null}
        <Field label="Email" error={errors.email}>
          <input name="email" type="email" autoComplete="username" defaultValue={state.email} required />
        </Field>
        <Field label="Password" error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            // Back from setting a password, the email is filled in: the password is what is left.
            autoFocus={Boolean(state.email)}
          />
        </Field>
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <p className={styles.help}>Forgot your password? Ask the owner to send you a new link.</p>
    </AuthCard>
  );
}
