import { resetPasswordSchema } from '@roast/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, PasswordInput } from '../../components/ui/field';
import { PageBody, PageHeader } from '../../components/ui/page';
import { useServerMessage } from '../../lib/api';
import { useFieldErrors } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { useResetPassword } from './api/account';
import styles from './account-pages.module.css';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { formRef, errors, check } = useFieldErrors<'password' | 'confirm'>();
  const reset = useResetPassword();
  const { t } = useTranslation('account');
  const serverMessage = useServerMessage();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const mismatch = !confirm
      ? { confirm: t('reset.typeAgain') }
      : confirm !== password
        ? { confirm: t('reset.mismatch') }
        : {};
    const parsed = check(resetPasswordSchema, { password }, mismatch);
    if (!parsed) return;
    try {
      await reset.mutateAsync({ token, password: parsed.password });
      toast.success(t('reset.done'));
      void navigate('/');
    } catch (failure) {
      toast.error(serverMessage(failure) ?? t('reset.failed'));
    }
  }

  return (
    <>
      <title>{t('reset.title')}</title>
      <PageHeader eyebrow={t('reset.eyebrow')} title={t('reset.heading')} intro={t('reset.intro')} />
      <PageBody>
        <form ref={formRef} className={`${styles.card} ${styles.narrow}`} onSubmit={(e) => void submit(e)} noValidate>
          <Field label={t('reset.password')} error={errors.password}>
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label={t('reset.confirm')} error={errors.confirm}>
            <PasswordInput name="confirm" autoComplete="new-password" required />
          </Field>
          <Button type="submit" block disabled={reset.isPending}>
            {reset.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      </PageBody>
    </>
  );
}
