/** A text in each language the store speaks; `{{name}}` marks where a detail goes. */
export interface Texts {
  en: string;
  kn: string;
  hi: string;
}

/** A refusal's texts and the HTTP status it is answered with. */
export interface RefusalEntry<Status extends number = number> extends Texts {
  status: Status;
}

/** A refusal: `status` is the HTTP status it is answered with. */
export const refusal = <Status extends number>(status: Status, en: string, kn: string, hi: string) => ({
  status,
  en,
  kn,
  hi,
});

/** A part of a refusal's text (a noun, a wait), put into another refusal's text as a detail. */
export const phrase = (en: string, kn: string, hi: string): Texts => ({ en, kn, hi });
