import type { CafeEvent, Workshop } from '@roast/domain';

/** A paid session at one of our cafes. Events and workshops have the same fields. */
export type Session = CafeEvent | Workshop;

/** What tells one kind of session from the other on the pages they share. */
export interface SessionKind {
  /** The noun in lower case, as the page's texts use it: 'event' and 'events'. */
  one: string;
  many: string;
  listPath: string;
  detailPath: (id: string) => string;
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Only the sessions people can see: inactive ones never show in a list. */
export const activeSessions = <T extends Session>(all: T[]) => all.filter((session) => session.isActive);
