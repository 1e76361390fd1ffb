import { CONSENT_WORDING, notificationLanguage, type NotificationChoicesPatch } from '@roast/domain';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/api';
import { useSessionToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useChooseNotifications, useNotificationChoices } from './api/notifications';
import styles from './account-pages.module.css';

const LANGUAGES = [
  ['en', 'English'],
  ['kn', 'ಕನ್ನಡ'],
  ['hi', 'हिन्दी'],
] as const;

/**
 * My Account's 'Messages': mail always, WhatsApp and SMS only if the customer ticks them, and the
 * language messages are written in. Each box says in plain words what the customer agrees to; the
 * store keeps those words with the choice.
 */
export function MessageChoices() {
  const token = useSessionToken();
  const { t, i18n } = useTranslation('account');
  const choices = useNotificationChoices(token);
  const choose = useChooseNotifications(token);
  const serverMessage = useServerMessage();
  const pageLanguage = notificationLanguage(i18n.language);

  async function change(patch: NotificationChoicesPatch) {
    try {
      await choose.mutateAsync(patch);
      toast.success(t('messages.saved'));
    } catch (failure) {
      toast.error(serverMessage(failure) ?? t('messages.saveFailed'));
    }
  }

  const current = choices.data;
  const busy = choose.isPending || !current;
  return (
    <section aria-labelledby="messages-heading" className={`${styles.card} ${styles.yourData}`}>
      <h2 id="messages-heading">{t('messages.heading')}</h2>
      <p>{t('messages.text')}</p>
      {choices.isError ? (
        <p role="alert">{t('messages.loadFailed')}</p>
      ) : (
        <div className={styles.choices}>
          {(['whatsapp', 'sms'] as const).map((channel) => (
            <label key={channel} className={styles.choice}>
              <input
                type="checkbox"
                checked={current?.[channel] ?? false}
                disabled={busy}
                onChange={(event) => void change({ [channel]: event.currentTarget.checked })}
              />
              <span>
                <strong>{t(`messages.${channel}`)}</strong>
                <span className={styles.choiceWords}>{CONSENT_WORDING[channel][pageLanguage]}</span>
              </span>
            </label>
          ))}
          <label className={styles.languageChoice}>
            <span>{CONSENT_WORDING.language[pageLanguage]}</span>
            <select
              value={current?.language ?? pageLanguage}
              disabled={busy}
              onChange={(event) => void change({ language: event.currentTarget.value as 'en' | 'kn' | 'hi' })}
            >
              {LANGUAGES.map(([value, name]) => (
                <option key={value} value={value} lang={value}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </section>
  );
}
