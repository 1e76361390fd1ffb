import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@roast/domain';
import { useTranslation } from 'react-i18next';

/** The domain's words for an account field, as keys of the account texts. */
const ERROR_KEYS: Record<string, string> = {
  'Enter your email address.': 'errors.email',
  'Enter a valid email address, like name@example.com.': 'errors.emailFormat',
  'That email address is too long.': 'errors.emailLong',
  'Enter a password.': 'errors.password',
  [`Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`]: 'errors.passwordShort',
  [`Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`]: 'errors.passwordLong',
};

/** A field's error in the page's language: the domain's words translated, any other message as it is. */
export function useAccountErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('account');
  return (message) => {
    const key = message === undefined ? undefined : ERROR_KEYS[message];
    return key ? t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : message;
  };
}
