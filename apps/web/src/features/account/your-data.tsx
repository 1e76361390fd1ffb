import { eraseAccountSchema } from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, PasswordInput } from '../../components/ui/field';
import { ApiError, useServerMessage } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { forgetSession, GUEST_CART_KEY, useSessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { downloadMyData, useEraseAccount } from './api/personal-data';
import styles from './account-pages.module.css';

/** My Account's 'Your data': the customer's own download, and the erase of their account. */
export function YourData() {
  const token = useSessionToken();
  const [downloading, setDownloading] = useState(false);
  const [erasing, setErasing] = useState(false);
  const { t } = useTranslation('account');
  const serverMessage = useServerMessage();

  async function download() {
    if (!token) return;
    setDownloading(true);
    try {
      await downloadMyData(token);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) forgetSession();
      toast.error(serverMessage(failure) ?? t('data.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className={`${styles.card} ${styles.yourData}`}>
      <h2 id="your-data-heading">{t('data.heading')}</h2>
      <p>
        <Trans t={t} i18nKey="data.text" components={{ privacy: <Link to={paths.privacy} /> }} />
      </p>
      <div className={styles.dataActions}>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? t('data.preparing') : t('data.download')}
        </Button>
        <Button variant="secondary" className={styles.eraseButton} onClick={() => setErasing(true)}>
          {t('data.erase')}
        </Button>
      </div>
      <EraseAccountDialog open={erasing} onClose={() => setErasing(false)} />
    </section>
  );
}

/** Asks for the password, says plainly what erasing does, then signs out for good. */
export function EraseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const token = useSessionToken();
  const erase = useEraseAccount();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { formRef, errors, check, show } = useFieldErrors<'password'>();
  const { t } = useTranslation('account');
  const serverMessage = useServerMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(eraseAccountSchema, { password: new FormData(event.currentTarget).get('password') });
    if (!parsed || !token) return;
    try {
      const answer = await erase.mutateAsync({ password: parsed.password, token });
      onClose();
      await navigate('/');
      forgetSession();
      try {
        window.localStorage.removeItem(GUEST_CART_KEY);
      } catch {
        // nothing stored
      }
      client.clear();
      toast.success(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        onClose();
        forgetSession();
        toast.error(t('data.logInAgain'));
        return;
      }
      show({ password: serverMessage(failure) ?? t('data.failed') });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('data.dialogTitle')} width={520}>
      <form ref={formRef} className={styles.eraseForm} onSubmit={(event) => void submit(event)} noValidate>
        <ul className={styles.eraseFacts}>
          <li>{t('data.fact1')}</li>
          <li>{t('data.fact2')}</li>
          <li>{t('data.fact3')}</li>
          <li>{t('data.fact4')}</li>
        </ul>
        <p>{t('data.copyFirst')}</p>
        <Field label={t('data.password')} error={errors.password}>
          <PasswordInput name="password" autoComplete="current-password" required />
        </Field>
        <div className={styles.dataActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('data.keep')}
          </Button>
          <Button type="submit" className={styles.eraseButton} disabled={erase.isPending}>
            {erase.isPending ? t('data.erasing') : t('data.erase')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
