import type { CafeEvent, Workshop } from '@roast/domain';

/** A paid session at one of our cafes. Events and workshops have the same fields. */
export type Session = CafeEvent | Workshop;

/** What tells one kind of session from the other on the pages they share. */
export interface SessionKind {
  /** The noun in lower case, as the page's texts use it: 'event' and 'events'. */
  one: string;
  many: string;
  /**
   * The namespace of the kind's texts, whose `session.*` keys the shared pages read: eyebrow,
   * one, perPerson, listLoading, listFailed, upcoming, notFoundTitle, notFoundHeading, seeAll,
   * detailsTitle, detailsFailed, backToAll, loading, all, date, time, venue, placesLeft.
   */
  namespace: 'events' | 'workshops';
  listPath: string;
  detailPath: (id: string) => string;
}

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Only the sessions people can see: inactive ones never show in a list. */
export const activeSessions = <T extends Session>(all: T[]) => all.filter((session) => session.isActive);

/** When a session starts, from its time as written ('7:00 PM – 10:00 PM' → '7:00 PM'); the whole text if it has no range. */
export function startTime(time: string): string {
  const [start = ''] = time.split(/\s*[–—-]\s*|\s+to\s+/i);
  return start.trim() || time.trim();
}
