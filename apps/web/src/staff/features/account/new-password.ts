import { STAFF_PASSWORD_MIN_LENGTH } from '@roast/domain';

export const PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few words you will remember make a good one.`;

/** The second box of a new password: empty, or not the same as the first. */
export function confirmError(password: FormDataEntryValue | null, again: FormDataEntryValue | null) {
  if (!again) return { confirm: 'Type the password again.' };
  return again === password ? {} : { confirm: 'The two passwords are not the same.' };
}
