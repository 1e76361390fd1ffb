import { loginSchema, registerSchema, type RegisterPayload } from '@roast/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, fieldStyles, PasswordInput } from '../../components/ui/field';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { serverMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';
import { closeLogin, signIn, switchLoginMode, useLoginDialog } from '../../lib/session';
import { toast } from '../../lib/toast';
import { login, register } from './account-api';
import styles from './login-dialog.module.css';

type Errors = Partial<Record<keyof RegisterPayload | 'terms', string>>;

/** The first message zod gives for each field. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Login and sign-up in one popup, switched by links; a failure is the server's words in a toast. */
export function LoginDialog() {
  const { open, mode } = useLoginDialog();
  return (
    <Dialog open={open} onClose={closeLogin} title={mode === 'login' ? 'Log in' : 'Sign Up'} width={440}>
      {mode === 'login' ? <LoginForm /> : <SignUpForm />}
    </Dialog>
  );
}

const NETWORK_FAILURE = 'Something went wrong. Please try again.';

function LoginForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const session = await login(parsed.data.email, parsed.data.password);
      signIn(session.token);
      closeLogin();
      toast.success(session.message);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? NETWORK_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>Welcome back. Log in to check out and to see your orders.</p>
      <Field label="Email" error={errors.email}>
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label="Password" error={errors.password}>
        <PasswordInput name="password" autoComplete="current-password" required />
      </Field>
      <div className={styles.row}>
        <Link to={paths.forgotPassword} className={styles.link} onClick={closeLogin}>
          Forgot password
        </Link>
      </div>
      <Button type="submit" block disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
      <p className={styles.switch}>
        New to Roast?{' '}
        <button type="button" onClick={() => switchLoginMode('signup')}>
          Sign Up
        </button>
      </p>
    </form>
  );
}

function SignUpForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = registerSchema.safeParse({
      name: form.get('name'),
      phone: form.get('phone'),
      email: form.get('email'),
      password: form.get('password'),
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!form.get('terms')) found.terms = 'Please agree to the Terms and Conditions and the Privacy Policy.';
    setErrors(found);
    if (!parsed.success || found.terms) return;
    setBusy(true);
    try {
      const session = await register(parsed.data);
      signIn(session.token);
      closeLogin();
      toast.success(session.message);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? NETWORK_FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>Make an account to order cakes for pickup and book workshops.</p>
      <Field label="Name" error={errors.name}>
        <input name="name" autoComplete="name" required />
      </Field>
      <Field label="Phone" error={errors.phone} hint="Digits only, like 9876543210.">
        <input name="phone" type="tel" inputMode="numeric" autoComplete="tel" required />
      </Field>
      <Field label="Email" error={errors.email}>
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label="Password" error={errors.password} hint="At least 8 characters.">
        <PasswordInput name="password" autoComplete="new-password" required />
      </Field>
      <label className={fieldStyles.check}>
        <input
          type="checkbox"
          name="terms"
          required
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
        />
        <span>
          I agree to the <NewTabLink href={paths.terms}>Terms and Conditions</NewTabLink> and the{' '}
          <NewTabLink href={paths.privacy}>Privacy Policy</NewTabLink>.
        </span>
      </label>
      {errors.terms ? (
        <p id="signup-terms-error" className={fieldStyles.error} style={{ marginTop: -8, marginBottom: 12 }}>
          {errors.terms}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy}>
        {busy ? 'Creating your account…' : 'Sign Up'}
      </Button>
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" onClick={() => switchLoginMode('login')}>
          Log in
        </button>
      </p>
    </form>
  );
}
