import type { Application, Attendee, CafeEvent, Job, ReceivedMessage } from '@roast/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/api';

/** Events and workshops both have attendees; the API names them in the singular. */
export type SessionKind = 'event' | 'workshop';

/** The console's lists of people, under 'staff' like every console query. */
export const peopleKeys = {
  sessions: (kind: SessionKind) => ['staff', 'people', 'sessions', kind] as const,
  attendees: (kind: SessionKind, id: string) => ['staff', 'people', 'attendees', kind, id] as const,
  jobs: ['staff', 'people', 'jobs'] as const,
  allApplications: ['staff', 'people', 'applications'] as const,
  applications: (job: string | null, page: number) => ['staff', 'people', 'applications', job, page] as const,
  allMessages: ['staff', 'people', 'messages'] as const,
  messages: (handled: boolean | null, page: number) => ['staff', 'people', 'messages', handled, page] as const,
  checkIn: ['staff', 'people', 'check-in'] as const,
};

/** Rows on a page of applications or messages: the server's own default. */
export const PAGE_SIZE = 25;
/** The most rows the server sends at once; a session's attendees are fetched in pages of this. */
const MOST_PER_CALL = 100;

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  return search.toString();
};

/** A download of every row of a list, as the server writes it (the session cookie goes with it). */
const csvAddress = (path: string, params: Record<string, string | null | undefined>) =>
  `/api/staff${path}?${query({ ...params, format: 'csv' })}`;

/** The console's list of a kind's sessions: past and future, soonest first. */
export const sessionsQuery = (kind: SessionKind) =>
  queryOptions({
    queryKey: peopleKeys.sessions(kind),
    staleTime: 5 * 60_000,
    queryFn: async () => (await staffApi.get<{ data: CafeEvent[] }>(`/catalog/${kind}s`)).data,
  });

export interface AttendeeList {
  session: { _id: string; title: string; date: string; time: string };
  counts: { places: number; checkedIn: number };
  attendees: Attendee[];
}

interface AttendeesPage extends Omit<AttendeeList, 'attendees'> {
  data: Attendee[];
  page: number;
  limit: number;
  total: number;
}

/**
 * Everyone booked on a session, every page of them: at the door a name must be found wherever the
 * server's paging would have put it.
 */
export const attendeesQuery = (kind: SessionKind, id: string) =>
  queryOptions({
    queryKey: peopleKeys.attendees(kind, id),
    queryFn: async (): Promise<AttendeeList> => {
      const pageOf = (page: number) =>
        staffApi.get<AttendeesPage>(`/bookings?${query({ kind, id, page, limit: MOST_PER_CALL })}`);
      const first = await pageOf(1);
      const pages = Math.ceil(first.total / MOST_PER_CALL);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)));
      // The counts come from the last answer, so check-ins made while the pages arrived are in them.
      const last = rest.at(-1) ?? first;
      return {
        session: first.session,
        counts: last.counts,
        attendees: [first, ...rest].flatMap((answer) => answer.data),
      };
    },
  });

export const attendeesCsv = (kind: SessionKind, id: string) => csvAddress('/bookings', { kind, id });

/** The list with one booking as it is now, and the places checked in counted again. */
function withAttendee(list: AttendeeList, attendee: Attendee): AttendeeList {
  const before = list.attendees.find((each) => each._id === attendee._id);
  if (!before) return list;
  const placesIn = (each: Attendee) => (each.checkedIn ? each.places : 0);
  return {
    ...list,
    counts: { ...list.counts, checkedIn: list.counts.checkedIn - placesIn(before) + placesIn(attendee) },
    attendees: list.attendees.map((each) => (each._id === attendee._id ? attendee : each)),
  };
}

export interface CheckInResult {
  onDone: (attendee: Attendee) => void;
  onFailed: (attendee: Attendee, checkedIn: boolean, error: unknown) => void;
}

/**
 * Checks a booking in (or out) at once on the screen, then with the server; a refusal puts the
 * booking back as it was. Once the last check-in in flight settles, the list is fetched again, so
 * the counts take in what another phone at the door did meanwhile.
 */
export function useCheckIn(kind: SessionKind, id: string, { onDone, onFailed }: CheckInResult) {
  const client = useQueryClient();
  const key = peopleKeys.attendees(kind, id);
  const update = (attendee: Attendee) =>
    client.setQueryData<AttendeeList>(key, (list) => (list ? withAttendee(list, attendee) : list));
  return useMutation({
    mutationKey: peopleKeys.checkIn,
    mutationFn: ({ attendee, checkedIn }: { attendee: Attendee; checkedIn: boolean }) =>
      staffApi.patch<{ data: Attendee }>(`/bookings/${encodeURIComponent(attendee._id)}`, { checkedIn }),
    onMutate: async ({ attendee, checkedIn }) => {
      await client.cancelQueries({ queryKey: key });
      update({ ...attendee, checkedIn, checkedInAt: checkedIn ? new Date().toISOString() : null });
    },
    onSuccess: ({ data }) => {
      update(data);
      onDone(data);
    },
    onError: (error, { attendee, checkedIn }) => {
      update(attendee);
      onFailed(attendee, checkedIn, error);
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: peopleKeys.checkIn }) <= 1) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** The jobs people apply for, from the store's public list. */
export const jobsQuery = queryOptions({
  queryKey: peopleKeys.jobs,
  staleTime: 30 * 60_000,
  queryFn: () => staffApi.getPublic<Job[]>('/careers/list'),
});

export interface ListPage<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export const applicationsQuery = (job: string | null, page: number) =>
  queryOptions({
    queryKey: peopleKeys.applications(job, page),
    // The page stays on screen while the next one comes, instead of a blank list.
    placeholderData: keepPreviousData,
    queryFn: () => staffApi.get<ListPage<Application>>(`/applications?${query({ job, page, limit: PAGE_SIZE })}`),
  });

export const applicationsCsv = (job: string | null) => csvAddress('/applications', { job });

/** A resume, as the server sends it: an attachment the browser saves. */
export const resumeAddress = (id: string) => `/api/staff/applications/${encodeURIComponent(id)}/resume`;

export const messagesQuery = (handled: boolean | null, page: number) =>
  queryOptions({
    queryKey: peopleKeys.messages(handled, page),
    placeholderData: keepPreviousData,
    queryFn: () =>
      staffApi.get<ListPage<ReceivedMessage>>(
        `/messages?${query({ handled: handled === null ? null : String(handled), page, limit: PAGE_SIZE })}`,
      ),
  });

export const messagesCsv = (handled: boolean | null) =>
  csvAddress('/messages', { handled: handled === null ? null : String(handled) });

function replaceMessage(client: QueryClient, message: ReceivedMessage) {
  for (const [key, page] of client.getQueriesData<ListPage<ReceivedMessage>>({ queryKey: peopleKeys.allMessages })) {
    if (!page?.data.some((each) => each._id === message._id)) continue;
    client.setQueryData<ListPage<ReceivedMessage>>(key, {
      ...page,
      data: page.data.map((each) => (each._id === message._id ? message : each)),
    });
  }
}

/**
 * Marks a message handled (or to answer again). It stays where it is on the page being read, so a
 * slip can be undone there; the other filters' pages are fetched afresh when next shown.
 */
export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      staffApi.patch<{ data: ReceivedMessage }>(`/messages/${encodeURIComponent(id)}`, { handled }),
    onSuccess: ({ data }) => {
      replaceMessage(client, data);
      void client.invalidateQueries({ queryKey: peopleKeys.allMessages, refetchType: 'none' });
    },
  });
}
