import { eraseAccountSchema } from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, PasswordInput } from '../../components/ui/field';
import { ApiError, serverMessageOf } from '../../lib/api';
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

  async function download() {
    if (!token) return;
    setDownloading(true);
    try {
      await downloadMyData(token);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) forgetSession();
      toast.error(serverMessageOf(failure) ?? 'We could not prepare your data just now. Please try again.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className={`${styles.card} ${styles.yourData}`}>
      <h2 id="your-data-heading">Your data</h2>
      <p>
        Download everything your account holds (your details, orders, bookings and enrollments) as a file, or erase your
        account. Our <Link to={paths.privacy}>Privacy Policy</Link> says what we keep, why and for how long.
      </p>
      <div className={styles.dataActions}>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing your file...' : 'Download my data'}
        </Button>
        <Button variant="secondary" className={styles.eraseButton} onClick={() => setErasing(true)}>
          Erase my account
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
        toast.error('Please log in again to continue.');
        return;
      }
      show({ password: serverMessageOf(failure) ?? 'Something went wrong. Please try again.' });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Erase your account?" width={520}>
      <form ref={formRef} className={styles.eraseForm} onSubmit={(event) => void submit(event)} noValidate>
        <ul className={styles.eraseFacts}>
          <li>Your login stops working at once, on every device.</li>
          <li>
            Your name, email address and phone number are removed. Orders, invoices and paid bookings stay for tax law,
            without them.
          </li>
          <li>An order still to be collected stays ready: we email you its reference and pickup code.</li>
          <li>This cannot be undone. You can sign up again later with the same email.</li>
        </ul>
        <p>If you would like a copy of your data, download it before you erase your account.</p>
        <Field label="Your password" error={errors.password}>
          <PasswordInput name="password" autoComplete="current-password" required />
        </Field>
        <div className={styles.dataActions}>
          <Button variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" className={styles.eraseButton} disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
