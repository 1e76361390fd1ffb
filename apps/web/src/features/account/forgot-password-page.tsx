import { forgotPasswordSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { ApiError, useServerMessage } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { useRequestPasswordReset } from './api/account';
import styles from './account-pages.module.css';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { formRef, errors, check } = useFieldErrors<'email'>();
  const request = useRequestPasswordReset();
  const { t } = useTranslation('account');
  const serverMessage = useServerMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(forgotPasswordSchema, { email: new FormData(event.currentTarget).get('email') });
    if (!parsed) return;
    try {
      await request.mutateAsync(parsed.email);
      toast.success(t('forgot.sent'));
      void navigate('/');
    } catch (failure) {
      toast.error(failure instanceof ApiError ? (serverMessage(failure) ?? failure.message) : t('forgot.failed'));
    }
  }

  return (
    <>
      <title>{t('forgot.title')}</title>
      <PageHeader eyebrow={t('forgot.eyebrow')} title={t('forgot.heading')} intro={t('forgot.intro')} />
      <PageBody>
        <form ref={formRef} className={`${styles.card} ${styles.narrow}`} onSubmit={(e) => void submit(e)} noValidate>
          <Field label={t('forgot.email')} error={errors.email}>
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Button type="submit" block disabled={request.isPending}>
            {request.isPending ? t('forgot.sending') : t('forgot.send')}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
