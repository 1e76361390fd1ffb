import type { SessionKind } from './api/people';

/**
 * Which of the page's three lists is shown, and its choices, from the address: a view survives a
 * reload and can be sent to a colleague. Only what differs from the first view is written.
 */
export type PeopleView = 'attendees' | 'applications' | 'messages';
export type MessageFilter = 'all' | 'open' | 'handled';

export const VIEWS: { view: PeopleView; label: string }[] = [
  { view: 'attendees', label: 'Attendees' },
  { view: 'applications', label: 'Job applications' },
  { view: 'messages', label: 'Messages' },
];

export function readPeopleView(params: URLSearchParams): PeopleView {
  const view = params.get('view');
  return VIEWS.some((each) => each.view === view) ? (view as PeopleView) : 'attendees';
}

/** The page of a list, from 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The session whose attendees are shown, when the address names one. */
export function readSession(params: URLSearchParams): { kind: SessionKind; id: string } | null {
  const kind = params.get('kind');
  const id = params.get('id');
  if ((kind !== 'event' && kind !== 'workshop') || !id) return null;
  return { kind, id };
}

export function readMessageFilter(params: URLSearchParams): MessageFilter {
  const show = params.get('show');
  return show === 'open' || show === 'handled' ? show : 'all';
}

export const handledOf = (filter: MessageFilter): boolean | null =>
  filter === 'open' ? false : filter === 'handled' ? true : null;

/** The address's search for a view and its choices; a new choice starts at the first page. */
export function peopleParams(
  view: PeopleView,
  choices: Record<string, string | number | null | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (view !== 'attendees') params.set('view', view);
  for (const [name, value] of Object.entries(choices)) {
    if (value === null || value === undefined || value === '') continue;
    if (name === 'page' && value === 1) continue;
    params.set(name, String(value));
  }
  return params;
}
