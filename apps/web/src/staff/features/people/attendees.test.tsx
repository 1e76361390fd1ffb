import { addDays, type Attendee, type CafeEvent } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { ccx, counter, owner, signedIn } from '../../test/fixtures';
import { indiaToday } from '../../lib/dates';
import { renderConsole } from '../../test/render-console';
import {
  attendee,
  bookingsAnswer,
  bookingsPath,
  laterEvent,
  nextEvent,
  pastEvent,
  sessionsAnswer,
  session,
  workshop,
} from './people-fixtures';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./people-page');
});

/**
 * The server's bookings of one session, which a check-in changes as the real one would: the list
 * fetched again after a check-in shows it.
 */
function bookingsOf(of: CafeEvent, kind: 'event' | 'workshop', attendees: Attendee[]) {
  let held = attendees;
  const routes: Record<string, ApiRoute> = {
    [bookingsPath(kind, of._id)]: () => ({ body: bookingsAnswer(of, held) }),
  };
  for (const booking of attendees) {
    routes[`PATCH /api/staff/bookings/${booking._id}`] = ({ body }) => {
      const { checkedIn } = body as { checkedIn: boolean };
      const changed = { ...booking, checkedIn, checkedInAt: checkedIn ? '2026-11-29T12:32:00.000Z' : null };
      held = held.map((each) => (each._id === booking._id ? changed : each));
      return { body: { success: true, data: changed } };
    };
  }
  return routes;
}

function serveDoor(extra: Record<string, ApiRoute> = {}, member = counter) {
  return serveApi({
    ...signedIn(member),
    'GET /api/staff/catalog/events': sessionsAnswer([pastEvent(), nextEvent(), laterEvent()]),
    'GET /api/staff/catalog/workshops': sessionsAnswer([workshop()]),
    ...extra,
  });
}

async function openDoor(path = '/staff/people') {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: 'People', level: 1 });
  await screen.findByRole('list', { name: 'Bookings' });
  return view;
}

const row = (name: string) => {
  const item = screen.getAllByRole('listitem').find((each) => within(each).queryByText(name, { exact: true }));
  if (!item) throw new Error(`No booking for ${name}`);
  return item;
};
/** 'Checked in 12 of 30 places', its numbers set in bold. */
const tally = () => screen.getByText(/^Checked in/, { selector: 'p' });
const checkInOf = (name: string) => screen.getByRole('checkbox', { name: `${name} Checked in` });

describe('the attendees at the door', () => {
  it('opens on the next event or workshop to come, with its bookings by name and the places checked in', async () => {
    const asha = attendee({
      name: 'Asha Rao',
      reference: 'EV-4821',
      places: 2,
      checkedIn: true,
      checkedInAt: '2026-11-29T12:32:00.000Z',
    });
    const kiran = attendee({ name: 'Kiran Shah', reference: 'EV-4822', email: 'kiran@example.com', places: 3 });
    const zoya = attendee({ name: 'Zoya Ali', reference: 'EV-4823', places: 1, paid: false });
    serveDoor(bookingsOf(nextEvent(), 'event', [kiran, zoya, asha]));
    await openDoor();

    expect(screen.getByLabelText('Event or workshop')).toHaveDisplayValue(/^Latte Art Evening/);
    expect(screen.getByRole('heading', { name: 'Latte Art Evening', level: 2 })).toBeInTheDocument();
    expect(tally()).toHaveTextContent('Checked in 2 of 5 places');
    expect(screen.getByText('1 place held, not paid yet')).toBeInTheDocument();

    const names = within(screen.getByRole('list', { name: 'Bookings' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual(['Asha Rao', 'Kiran Shah', 'Zoya Ali']);
    expect(checkInOf('Asha Rao')).toBeChecked();
    expect(within(row('Asha Rao')).getByText('In at 6:02 PM')).toBeInTheDocument();
    expect(within(row('Asha Rao')).getByText('2 places')).toBeInTheDocument();
    expect(checkInOf('Kiran Shah')).not.toBeChecked();
    // A hold not paid for cannot be checked in.
    expect(within(row('Zoya Ali')).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(row('Zoya Ali')).queryByRole('checkbox')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/staff/bookings?kind=event&id=${nextEvent()._id}&format=csv`,
    );
  });

  it('checks a guest in at once, and the server after', async () => {
    const kiran = attendee({ name: 'Kiran Shah', places: 3 });
    const routes = bookingsOf(nextEvent(), 'event', [kiran]);
    const save = routes[`PATCH /api/staff/bookings/${kiran._id}`] as Exclude<ApiRoute, { status?: number }>;
    let answer: () => void = () => undefined;
    const calls = serveDoor({
      ...routes,
      // The server takes its time, so the page is seen before it answers.
      [`PATCH /api/staff/bookings/${kiran._id}`]: (call) =>
        new Promise((resolve) => {
          answer = () => resolve(save(call));
        }),
    });
    const { user } = await openDoor();

    await user.click(checkInOf('Kiran Shah'));
    expect(checkInOf('Kiran Shah')).toBeChecked();
    expect(tally()).toHaveTextContent('Checked in 3 of 3 places');
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { checkedIn: true } });

    answer();
    expect(await screen.findByText('Kiran Shah is checked in.')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Kiran Shah')).getByText('In at 6:02 PM')).toBeInTheDocument());
    // Fetched again once settled, so the counts are the server's (another phone may check people in too).
    await waitFor(() => expect(calls.filter((call) => call.path.startsWith('/api/staff/bookings?'))).toHaveLength(2));
    expect(checkInOf('Kiran Shah')).toBeChecked();

    await user.click(checkInOf('Kiran Shah'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    answer();
    expect(await screen.findByText('Kiran Shah is no longer checked in.')).toBeInTheDocument();
    expect(checkInOf('Kiran Shah')).not.toBeChecked();
    expect(tally()).toHaveTextContent('Checked in 0 of 3 places');
  });

  it('puts a check-in back and says why when the server refuses it', async () => {
    const kiran = attendee({ name: 'Kiran Shah', places: 2 });
    serveDoor({
      ...bookingsOf(nextEvent(), 'event', [kiran]),
      [`PATCH /api/staff/bookings/${kiran._id}`]: {
        status: 409,
        body: { success: false, message: 'This booking is not paid, so it cannot be checked in.' },
      },
    });
    const { user } = await openDoor();

    await user.click(checkInOf('Kiran Shah'));
    expect(await within(row('Kiran Shah')).findByRole('alert')).toHaveTextContent(
      'Kiran Shah is not checked in: This booking is not paid, so it cannot be checked in.',
    );
    expect(checkInOf('Kiran Shah')).not.toBeChecked();
    expect(tally()).toHaveTextContent('Checked in 0 of 2 places');
  });

  it('finds a guest by name or booking reference', async () => {
    serveDoor(
      bookingsOf(nextEvent(), 'event', [
        attendee({ name: 'Asha Rao', reference: 'EV-4821' }),
        attendee({ name: 'Kiran Shah', reference: 'EV-4822' }),
        attendee({ name: 'Ravi Menon', reference: 'EV-4901' }),
      ]),
    );
    const { user } = await openDoor();
    const search = screen.getByRole('searchbox', { name: 'Find a name or reference' });

    await user.type(search, 'kiran');
    await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
    expect(screen.getByText('Kiran Shah')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 bookings match.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'ev-49');
    await waitFor(() => expect(screen.getByText('Ravi Menon')).toBeInTheDocument());
    expect(screen.queryByText('Kiran Shah')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No booking matches ‘nobody’.')).toBeInTheDocument();
  });

  it('fetches every page of a large booking list, so the search finds anyone', async () => {
    const first = Array.from({ length: 100 }, (_, index) =>
      attendee({ name: `Guest ${String(index + 1).padStart(3, '0')}` }),
    );
    const late = attendee({ name: 'Zubin Irani', reference: 'EV-9999' });
    const counts = { places: 101, checkedIn: 0 };
    const of = nextEvent();
    serveDoor({
      [bookingsPath('event', of._id)]: { body: bookingsAnswer(of, first, { total: 101, counts }) },
      [bookingsPath('event', of._id, 2)]: { body: bookingsAnswer(of, [late], { page: 2, total: 101, counts }) },
    });
    const { user } = await openDoor();

    expect(screen.getByText('101 bookings, 1–50 of 101 shown')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of bookings' })).toHaveTextContent('Page 1 of 3');
    await user.type(screen.getByRole('searchbox', { name: 'Find a name or reference' }), 'zubin');
    expect(await screen.findByText('Zubin Irani')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of bookings' })).not.toBeInTheDocument();
  });

  it('shows the session chosen, and keeps the choice in the address', async () => {
    const of = workshop();
    serveDoor({
      ...bookingsOf(nextEvent(), 'event', [attendee({ name: 'Asha Rao' })]),
      ...bookingsOf(of, 'workshop', [attendee({ name: 'Meena Pillai' })]),
    });
    const { user, router } = await openDoor();

    const choice = screen.getByLabelText('Event or workshop');
    expect(within(choice).getByRole('group', { name: 'Workshops' })).toBeInTheDocument();
    expect(within(choice).getByRole('option', { name: /^Monsoon Cupping.*\(past\)$/ })).toBeInTheDocument();
    await user.selectOptions(choice, `workshop:${of._id}`);

    expect(await screen.findByText('Meena Pillai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sourdough Basics', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?kind=workshop&id=${of._id}`);
  });

  it('says so when nobody has booked', async () => {
    serveDoor(bookingsOf(nextEvent(), 'event', []));
    renderConsole('/staff/people');
    expect(await screen.findByText('Nobody has booked a place yet.')).toBeInTheDocument();
    expect(tally()).toHaveTextContent('Checked in 0 of 0 places');
  });

  it('says so when there is no event or workshop at all', async () => {
    const none = {
      'GET /api/staff/catalog/events': sessionsAnswer([]),
      'GET /api/staff/catalog/workshops': sessionsAnswer([]),
    };
    serveDoor(none, owner);
    const first = renderConsole('/staff/people');
    expect(await screen.findByText(/There are no events or workshops yet/)).toBeInTheDocument();
    first.unmount();
    serveDoor(none);
    renderConsole('/staff/people');
    expect(await screen.findByText('There are no events or workshops at your outlets yet.')).toBeInTheDocument();
  });

  it('offers a member of staff the events and workshops at their outlets only', async () => {
    const elsewhere = (_id: string, title: string) =>
      // Sooner than the next event at their outlet: it would have been the one opened.
      session({ _id, title, date: addDays(indiaToday(), 1), venue: 'Roast 24 Seven, Koramangala' });
    serveApi({
      ...signedIn(counter, [ccx]),
      'GET /api/staff/catalog/events': sessionsAnswer([
        elsewhere('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e09', 'Cold Brew Social'),
        nextEvent(),
      ]),
      'GET /api/staff/catalog/workshops': sessionsAnswer([
        elsewhere('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e10', 'Bagels at Dawn'),
      ]),
      ...bookingsOf(nextEvent(), 'event', [attendee({ name: 'Asha Rao' })]),
    });
    await openDoor();
    const choice = screen.getByLabelText('Event or workshop');
    expect(choice).toHaveDisplayValue(/^Latte Art Evening/);
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringMatching(/^Latte Art Evening/)]);
    expect(within(choice).queryByRole('group', { name: 'Workshops' })).not.toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  });

  it('works for an owner too, and moves between the three lists', async () => {
    serveDoor(bookingsOf(nextEvent(), 'event', [attendee()]), owner);
    const { user, router } = await openDoor();
    const views = screen.getByRole('navigation', { name: 'People' });
    expect(within(views).getByRole('link', { name: 'Attendees' })).toHaveAttribute('aria-current', 'page');
    serveDoor(
      {
        'GET /api/careers/list': { body: [] },
        'GET /api/staff/applications?page=1&limit=25': {
          body: { success: true, data: [], page: 1, limit: 25, total: 0 },
        },
      },
      owner,
    );
    await user.click(within(views).getByRole('link', { name: 'Job applications' }));
    expect(await screen.findByText('Nobody has applied for a job yet.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=applications');
  });
});
