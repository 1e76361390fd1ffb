import { loginSchema, registerSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, fieldStyles, PasswordInput } from '../../components/ui/field';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { serverMessageOf } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { closeLogin, switchLoginMode, useLoginDialog, type LoginReason } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLogin, useRegister } from './api/account';
import styles from './login-dialog.module.css';

const NETWORK_FAILURE = 'Something went wrong. Please try again.';

/** What each form says first, by what the person was doing when the popup opened. */
const LEADS: Record<'login' | 'signup', Partial<Record<LoginReason, string>> & { default: string }> = {
  login: {
    default: 'Welcome back. Log in to check out and to see your orders.',
    checkout: 'Log in, and the payment opens straight away. Your cart comes with you.',
    workshop: 'Log in to register for the workshop; it then appears under My Enrollments.',
    account: 'Log in to see your orders and enrollments.',
  },
  signup: {
    default: 'Make an account to order cakes for pickup and book workshops.',
    checkout:
      'One step before you pay: tell us who you are and we make your account, then the payment opens. Your cart comes with you.',
  },
};

/** Login and sign-up in one popup, switched by links; a failure is the server's words in a toast. */
export function LoginDialog() {
  const { open, mode, reason } = useLoginDialog();
  return (
    <Dialog open={open} onClose={closeLogin} title={mode === 'login' ? 'Log in' : 'Sign Up'} width={440}>
      {mode === 'login' ? <LoginForm reason={reason} /> : <SignUpForm reason={reason} />}
    </Dialog>
  );
}

function lead(mode: 'login' | 'signup', reason: LoginReason | undefined) {
  return (reason && LEADS[mode][reason]) ?? LEADS[mode].default;
}

function LoginForm({ reason }: { reason?: LoginReason }) {
  const { formRef, errors, check } = useFieldErrors<'email' | 'password'>();
  const login = useLogin();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = check(loginSchema, { email: form.get('email'), password: form.get('password') });
    if (!credentials) return;
    try {
      const session = await login.mutateAsync(credentials);
      closeLogin();
      toast.success(session.message);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? NETWORK_FAILURE);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{lead('login', reason)}</p>
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
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
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

type SignUpField = 'name' | 'phone' | 'email' | 'password' | 'terms';

function SignUpForm({ reason }: { reason?: LoginReason }) {
  const { formRef, errors, check } = useFieldErrors<SignUpField>();
  const register = useRegister();
  const switchToLogin = (
    <p className={styles.switch}>
      Already have an account?{' '}
      <button type="button" onClick={() => switchLoginMode('login')}>
        Log in
      </button>
    </p>
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const terms = form.get('terms')
      ? {}
      : { terms: 'Please agree to the Terms and Conditions and the Privacy Policy.' };
    const account = check(
      registerSchema,
      { name: form.get('name'), phone: form.get('phone'), email: form.get('email'), password: form.get('password') },
      terms,
    );
    if (!account) return;
    try {
      const session = await register.mutateAsync(account);
      closeLogin();
      toast.success(session.message);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? NETWORK_FAILURE);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{lead('signup', reason)}</p>
      {/* At checkout a returning customer should not have to read the whole form to find the way in. */}
      {reason === 'checkout' ? <div className={styles.returning}>{switchToLogin}</div> : null}
      <Field label="Name" error={errors.name}>
        <input name="name" type="text" autoComplete="name" required />
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
        <p id="signup-terms-error" className={`${fieldStyles.error} ${styles.termsError}`}>
          {errors.terms}
        </p>
      ) : null}
      <Button type="submit" block disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Sign Up'}
      </Button>
      {reason === 'checkout' ? null : switchToLogin}
    </form>
  );
}
