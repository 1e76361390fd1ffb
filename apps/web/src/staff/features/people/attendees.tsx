import { formatTime12, toIndiaSlot, venueOutlet, type Attendee, type CafeEvent } from '@roast/domain';
import { useMutationState, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatEventDate } from '../../../lib/format';
import { Notice } from '../../components/console-page';
import { messageOf } from '../../lib/api';
import { indiaToday } from '../../lib/dates';
import { outletsQuery } from '../../lib/outlets';
import { useStaffMember } from '../../lib/session';
import { attendeesCsv, attendeesQuery, peopleKeys, sessionsQuery, useCheckIn, type SessionKind } from './api/people';
import { CsvLink, pageCount, Pager, rangeWords } from './list-parts';
import { peopleParams, readSession } from './people-view';
import styles from './people.module.css';

/** Bookings on one screen at the door; a search finds anyone beyond them. */
const ATTENDEES_PER_PAGE = 50;

interface Choice {
  kind: SessionKind;
  session: CafeEvent;
}

/**
 * The session a door opens on: the next one to come (today's included), or when none is to come,
 * the one just past.
 */
function nextSession(choices: Choice[], today: string): Choice | undefined {
  const byDate = [...choices].sort((a, b) => a.session.date.localeCompare(b.session.date));
  return byDate.find((each) => each.session.date >= today) ?? byDate.at(-1);
}

const choiceValue = (kind: SessionKind, id: string) => `${kind}:${id}`;

/** Who is coming to an event or workshop, checked in at the door from a phone. */
export function AttendeesView() {
  const [params, setParams] = useSearchParams();
  const member = useStaffMember();
  const events = useQuery(sessionsQuery('event'));
  const workshops = useQuery(sessionsQuery('workshop'));
  // A member of staff keeps the door of their own outlets only (the server refuses the others).
  const outlets = useQuery({ ...outletsQuery, enabled: member.role === 'staff' });
  // The console renders in the browser alone, so the clock can be read as it first renders.
  const [today] = useState(() => indiaToday());

  if (events.isPending || workshops.isPending || (member.role === 'staff' && outlets.isPending)) {
    return (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">Loading events and workshops…</span>
        <Skeleton width="min(100%, 420px)" height="3em" />
        <Skeleton width="60%" height="1.6em" />
      </div>
    );
  }
  if (events.isError || workshops.isError || outlets.isError) {
    return (
      <div className={styles.problem}>
        <Notice tone="error">{messageOf(events.error ?? workshops.error ?? outlets.error)}</Notice>
        <Button
          onClick={() => {
            void events.refetch();
            void workshops.refetch();
            if (outlets.isError) void outlets.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }

  const ours = (sessions: CafeEvent[]) =>
    member.role === 'owner' ? sessions : sessions.filter((session) => venueOutlet(session.venue, outlets.data ?? []));
  const ourEvents = ours(events.data);
  const ourWorkshops = ours(workshops.data);
  const choices: Choice[] = [
    ...ourEvents.map((session) => ({ kind: 'event' as const, session })),
    ...ourWorkshops.map((session) => ({ kind: 'workshop' as const, session })),
  ];
  const named = readSession(params);
  const fallback = nextSession(choices, today);
  const chosen = named ?? (fallback ? { kind: fallback.kind, id: fallback.session._id } : null);

  if (!chosen) {
    return (
      <p className={styles.empty}>
        {member.role === 'owner'
          ? 'There are no events or workshops yet. Add one in the catalog first.'
          : 'There are no events or workshops at your outlets yet.'}
      </p>
    );
  }

  const optionText = (session: CafeEvent) =>
    `${session.title} · ${formatEventDate(session.date)}${session.date < today ? ' (past)' : ''}`;
  const group = (kind: SessionKind, label: string, sessions: CafeEvent[]) =>
    sessions.length > 0 ? (
      <optgroup label={label}>
        {sessions.map((session) => (
          <option key={session._id} value={choiceValue(kind, session._id)}>
            {optionText(session)}
          </option>
        ))}
      </optgroup>
    ) : null;

  return (
    <>
      <div className={styles.sessionPicker}>
        <Field label="Event or workshop">
          <select
            value={choiceValue(chosen.kind, chosen.id)}
            onChange={(event) => {
              const [kind, id] = event.target.value.split(':') as [SessionKind, string];
              setParams(peopleParams('attendees', { kind, id }));
            }}
          >
            {/* An address may name a session the lists no longer hold; it is still the one shown. */}
            {choices.some((each) => each.kind === chosen.kind && each.session._id === chosen.id) ? null : (
              <option value={choiceValue(chosen.kind, chosen.id)}>The session in the address</option>
            )}
            {group('event', 'Events', ourEvents)}
            {group('workshop', 'Workshops', ourWorkshops)}
          </select>
        </Field>
      </div>
      <Attendees key={choiceValue(chosen.kind, chosen.id)} kind={chosen.kind} id={chosen.id} />
    </>
  );
}

const normal = (text: string) => text.toLocaleLowerCase('en-IN').replace(/\s+/g, ' ').trim();

const matches = (attendee: Attendee, words: string) =>
  !words ||
  normal(attendee.name).includes(words) ||
  normal(attendee.reference).includes(words) ||
  normal(attendee.email).includes(words);

const placesWords = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;

function Attendees({ kind, id }: { kind: SessionKind; id: string }) {
  const list = useQuery(attendeesQuery(kind, id));
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const words = normal(useDeferredValue(search));
  const [page, setPage] = useState(1);
  const [said, setSaid] = useState('');
  const [failures, setFailures] = useState<ReadonlyMap<string, string>>(() => new Map());
  const saving = useMutationState({
    filters: { mutationKey: peopleKeys.checkIn, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { attendee: Attendee } | undefined)?.attendee._id,
  });

  const checkIn = useCheckIn(kind, id, {
    onDone: (attendee) =>
      setSaid(attendee.checkedIn ? `${attendee.name} is checked in.` : `${attendee.name} is no longer checked in.`),
    onFailed: (attendee, checkedIn, error) => {
      const what = checkedIn ? 'not checked in' : 'still checked in';
      setFailures((before) =>
        new Map(before).set(
          attendee._id,
          `${attendee.name} is ${what}: ${messageOf(error, 'the server could not be reached. Try again.')}`,
        ),
      );
    },
  });

  const toggle = (attendee: Attendee, checkedIn: boolean) => {
    if (saving.includes(attendee._id)) return;
    setFailures((before) => {
      if (!before.has(attendee._id)) return before;
      const after = new Map(before);
      after.delete(attendee._id);
      return after;
    });
    checkIn.mutate({ attendee, checkedIn });
  };

  if (list.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <span className="visually-hidden">Loading the attendees…</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="4.5em" />
        ))}
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className={styles.problem}>
        <Notice tone="error">
          {messageOf(list.error, 'The attendees could not be loaded. Check the connection.')}
        </Notice>
        <Button onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }

  const { session, counts, attendees } = list.data;
  const sorted = [...attendees].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  const found = sorted.filter((attendee) => matches(attendee, words));
  const pages = pageCount(found.length, ATTENDEES_PER_PAGE);
  const shownPage = Math.min(page, pages);
  const shown = found.slice((shownPage - 1) * ATTENDEES_PER_PAGE, shownPage * ATTENDEES_PER_PAGE);
  const held = attendees.filter((attendee) => !attendee.paid).reduce((sum, attendee) => sum + attendee.places, 0);
  const share = counts.places > 0 ? Math.min(100, (counts.checkedIn / counts.places) * 100) : 0;

  return (
    <section aria-labelledby={titleId} className={styles.attendees}>
      <div className={styles.sessionHead}>
        <div>
          <h2 id={titleId} className={styles.sessionTitle}>
            {session.title}
          </h2>
          <p className={styles.sessionWhen}>
            {formatEventDate(session.date)} · {session.time}
          </p>
        </div>
      </div>

      <div className={styles.tally}>
        <p className={styles.tallyWords}>
          Checked in <strong>{counts.checkedIn}</strong> of <strong>{counts.places}</strong>{' '}
          {counts.places === 1 ? 'place' : 'places'}
        </p>
        <div className={styles.tallyBar} aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
        {held > 0 ? <p className={styles.tallyHeld}>{placesWords(held)} held, not paid yet</p> : null}
      </div>

      <p role="status" className="visually-hidden">
        {said}
      </p>

      {attendees.length === 0 ? (
        <p className={styles.empty}>Nobody has booked a place yet.</p>
      ) : (
        <>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              Find a name or reference
            </label>
            <div className={styles.searchBox}>
              <Search aria-hidden="true" size={22} />
              <input
                id={searchId}
                type="search"
                value={search}
                autoComplete="off"
                autoCapitalize="none"
                enterKeyHint="search"
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </div>
            <p className={styles.searchCount} role="status">
              {words
                ? found.length === 0
                  ? `No booking matches ‘${search.trim()}’.`
                  : `${found.length} of ${attendees.length} ${attendees.length === 1 ? 'booking' : 'bookings'} match.`
                : `${attendees.length} ${attendees.length === 1 ? 'booking' : 'bookings'}${
                    pages > 1 ? `, ${rangeWords(shownPage, ATTENDEES_PER_PAGE, found.length)} shown` : ''
                  }`}
            </p>
          </div>

          <ul className={styles.attendeeList} aria-label="Bookings">
            {shown.map((attendee) => (
              <AttendeeRow
                key={attendee._id}
                attendee={attendee}
                failure={failures.get(attendee._id)}
                onToggle={(checkedIn) => toggle(attendee, checkedIn)}
              />
            ))}
          </ul>
          <Pager label="Pages of bookings" page={shownPage} pages={pages} onPage={setPage} />
        </>
      )}
      {/* Beside the title on a wide screen; on a phone at the door, after the list that matters there. */}
      <div className={styles.attendeesCsv}>
        <CsvLink href={attendeesCsv(kind, id)} />
      </div>
    </section>
  );
}

const inAt = (iso: string) => formatTime12(toIndiaSlot(new Date(iso)).pickupTime);

function AttendeeRow({
  attendee,
  failure,
  onToggle,
}: {
  attendee: Attendee;
  failure: string | undefined;
  onToggle: (checkedIn: boolean) => void;
}) {
  const nameId = useId();
  const wordsId = useId();
  return (
    <li className={`${styles.attendee} ${attendee.checkedIn ? styles.attendeeIn : ''}`}>
      <div className={styles.attendeeWho}>
        <p id={nameId} className={styles.attendeeName}>
          {attendee.name}
        </p>
        <p className={styles.attendeeFacts}>
          <span className={styles.reference}>{attendee.reference}</span>
          <span>{placesWords(attendee.places)}</span>
          {!attendee.paid ? <span className={styles.unpaid}>Not paid yet</span> : null}
          {attendee.checkedIn && attendee.checkedInAt ? <span>In at {inAt(attendee.checkedInAt)}</span> : null}
        </p>
        <p className={styles.attendeeEmail}>{attendee.email}</p>
        {failure ? (
          <p role="alert" className={styles.rowError}>
            {failure}
          </p>
        ) : null}
      </div>
      {attendee.paid ? (
        <label className={styles.checkIn}>
          <input
            type="checkbox"
            aria-labelledby={`${nameId} ${wordsId}`}
            checked={attendee.checkedIn}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <span id={wordsId}>Checked in</span>
        </label>
      ) : (
        <p className={styles.notYet}>Held until paid: nothing to check in.</p>
      )}
    </li>
  );
}
