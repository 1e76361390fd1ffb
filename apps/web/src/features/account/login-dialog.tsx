import { loginSchema, registerSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { Link, useHref } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, fieldStyles, PasswordInput } from '../../components/ui/field';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { useServerMessage } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { closeLogin, switchLoginMode, useLoginDialog, type LoginReason } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLogin, useRegister } from './api/account';
import styles from './login-dialog.module.css';
import { useTranslation } from 'react-i18next';

/** What each form says first (keys of the `common` texts), by what the person was doing when the popup opened. */
const LEADS: Record<'login' | 'signup', Partial<Record<LoginReason, string>> & { default: string }> = {
  login: {
    default: 'login.leadLogin',
    checkout: 'login.leadLoginCheckout',
    workshop: 'login.leadLoginWorkshop',
    account: 'login.leadLoginAccount',
  },
  signup: {
    default: 'login.leadSignup',
    checkout: 'login.leadSignupCheckout',
  },
};

/** Login and sign-up in one popup, switched by links; a failure is the server's words in a toast. */
export function LoginDialog() {
  const { t } = useTranslation('common');
  const { open, mode, reason } = useLoginDialog();
  return (
    <Dialog
      open={open}
      onClose={closeLogin}
      title={mode === 'login' ? t('login.logIn') : t('login.signUp')}
      width={440}
    >
      {mode === 'login' ? <LoginForm reason={reason} /> : <SignUpForm reason={reason} />}
    </Dialog>
  );
}

function lead(mode: 'login' | 'signup', reason: LoginReason | undefined) {
  return (reason && LEADS[mode][reason]) ?? LEADS[mode].default;
}

function LoginForm({ reason }: { reason?: LoginReason }) {
  const { t } = useTranslation('common');
  const serverMessage = useServerMessage();
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
      toast.error(serverMessage(error) ?? t('login.networkFailure'));
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{t(lead('login', reason))}</p>
      <Field label={t('login.email')} error={errors.email}>
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label={t('login.password')} error={errors.password}>
        <PasswordInput name="password" autoComplete="current-password" required />
      </Field>
      <div className={styles.row}>
        <Link to={paths.forgotPassword} className={styles.link} onClick={closeLogin}>
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? t('login.loggingIn') : t('login.logIn')}
      </Button>
      <p className={styles.switch}>
        {t('login.newToRoast')}{' '}
        <button type="button" onClick={() => switchLoginMode('signup')}>
          {t('login.signUp')}
        </button>
      </p>
    </form>
  );
}

type SignUpField = 'name' | 'phone' | 'email' | 'password' | 'terms';

function SignUpForm({ reason }: { reason?: LoginReason }) {
  const { t } = useTranslation('common');
  const serverMessage = useServerMessage();
  const terms = useHref(paths.terms);
  const privacy = useHref(paths.privacy);
  const { formRef, errors, check } = useFieldErrors<SignUpField>();
  const register = useRegister();
  const switchToLogin = (
    <p className={styles.switch}>
      {t('login.haveAccount')}{' '}
      <button type="button" onClick={() => switchLoginMode('login')}>
        {t('login.logIn')}
      </button>
    </p>
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const agreed = form.get('terms') ? {} : { terms: t('login.termsRequired') };
    const account = check(
      registerSchema,
      { name: form.get('name'), phone: form.get('phone'), email: form.get('email'), password: form.get('password') },
      agreed,
    );
    if (!account) return;
    try {
      await register.mutateAsync(account);
      closeLogin();
      // The account works at once; the mail we sent proves the address (My Account says so until then).
      toast.success(t('login.welcomeCheckInbox', { name: account.name, email: account.email }));
    } catch (error) {
      toast.error(serverMessage(error) ?? t('login.networkFailure'));
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.lead}>{t(lead('signup', reason))}</p>
      {/* At checkout a returning customer should not have to read the whole form to find the way in. */}
      {reason === 'checkout' ? <div className={styles.returning}>{switchToLogin}</div> : null}
      <Field label={t('login.name')} error={errors.name}>
        <input name="name" type="text" autoComplete="name" required />
      </Field>
      <Field label={t('login.phone')} error={errors.phone} hint={t('login.phoneHint')}>
        <input name="phone" type="tel" inputMode="numeric" autoComplete="tel" required />
      </Field>
      <Field label={t('login.email')} error={errors.email}>
        <input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label={t('login.password')} error={errors.password} hint={t('login.passwordHint')}>
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
          {t('login.agreeBefore')} <NewTabLink href={terms}>{t('login.termsLink')}</NewTabLink> {t('login.agreeAnd')}{' '}
          <NewTabLink href={privacy}>{t('login.privacyLink')}</NewTabLink>
          {t('login.agreeAfter')}
        </span>
      </label>
      {errors.terms ? (
        <p id="signup-terms-error" className={`${fieldStyles.error} ${styles.termsError}`}>
          {errors.terms}
        </p>
      ) : null}
      <Button type="submit" block disabled={register.isPending}>
        {register.isPending ? t('login.creatingAccount') : t('login.signUp')}
      </Button>
      {reason === 'checkout' ? null : switchToLogin}
    </form>
  );
}
