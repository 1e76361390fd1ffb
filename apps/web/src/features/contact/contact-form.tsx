import { CONTACT_MESSAGE_MAX_LENGTH, contactSchema, type ContactPayload } from '@roast/domain';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, fieldStyles } from '../../components/ui/field';
import { useFieldErrors } from '../../lib/forms';
import { useSendMessage } from './api/contact';
import styles from './contact-page.module.css';

/** 'Send Us a Message': every field required, checked here with the server's own rules. */
export function ContactForm() {
  const { formRef, errors, check } = useFieldErrors<keyof ContactPayload>();
  const send = useSendMessage();
  const busy = send.isPending;
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const methodLegend = useId();
  const methodError = useId();
  const { t } = useTranslation('contact');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(null);
    const message = check(contactSchema, {
      name: form.get('name') ?? '',
      to: form.get('email') ?? '',
      phone: form.get('phone') ?? '',
      method: form.get('method') ?? undefined,
      message: form.get('message') ?? '',
    });
    if (!message) return;
    try {
      await send.mutateAsync(message);
      formRef.current?.reset();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <section className={styles.formCard} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className={styles.formIntro}>{t('form.intro')}</p>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <div className={styles.pair}>
          <Field label={t('form.name')} error={errors.name}>
            <input name="name" type="text" autoComplete="name" required maxLength={80} />
          </Field>
          <Field label={t('form.email')} error={errors.to}>
            <input name="email" type="email" autoComplete="email" required maxLength={254} />
          </Field>
        </div>
        <div className={styles.pair}>
          <Field label={t('form.phone')} error={errors.phone}>
            <input name="phone" type="tel" autoComplete="tel" inputMode="tel" required maxLength={20} />
          </Field>
          <fieldset
            className={styles.methods}
            aria-labelledby={methodLegend}
            aria-describedby={errors.method ? methodError : undefined}
          >
            <legend id={methodLegend} className={fieldStyles.label}>
              {t('form.method')}
            </legend>
            <div className={styles.methodOptions}>
              {(['Email', 'Phone'] as const).map((method) => (
                <label key={method} className={styles.method}>
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    required
                    aria-invalid={errors.method ? true : undefined}
                  />
                  <span>{t(`form.methods.${method}`)}</span>
                </label>
              ))}
            </div>
            {errors.method ? (
              <p id={methodError} className={fieldStyles.error}>
                {errors.method}
              </p>
            ) : null}
          </fieldset>
        </div>
        <Field label={t('form.message')} error={errors.message}>
          <textarea name="message" rows={6} required maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
        </Field>
        <div className={styles.formFoot}>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden="true" size={18} />
            {busy ? t('form.sending') : t('form.send')}
          </Button>
          <div className={styles.outcome}>
            <p role="status" className={styles.sent}>
              {outcome === 'sent' ? t('form.sent') : ''}
            </p>
            <p role="alert" className={styles.failed}>
              {outcome === 'failed' ? t('form.failed') : ''}
            </p>
          </div>
        </div>
      </form>
    </section>
  );
}
