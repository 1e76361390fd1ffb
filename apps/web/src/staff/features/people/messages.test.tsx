import type { ReceivedMessage } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { counter, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./people-page');
});

const cake: ReceivedMessage = {
  _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  subject: 'A cake for 40 people',
  preferredMethod: 'Phone',
  message: 'Hello!\n\nCould you make a three-tier cake for my parents’ anniversary on 12 December?\nEggless, please.',
  receivedAt: '2026-11-26T03:30:00.000Z',
  handled: false,
  handledBy: null,
  handledAt: null,
};
const parking: ReceivedMessage = {
  _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  name: 'Kiran Shah',
  email: 'kiran@example.com',
  phone: null,
  subject: 'Parking at CCX',
  preferredMethod: 'Email',
  message: 'Is there parking near the Koramangala outlet?',
  receivedAt: '2026-11-25T12:15:00.000Z',
  handled: true,
  handledBy: 'Meera Iyer',
  handledAt: '2026-11-25T13:00:00.000Z',
};

const page = (data: ReceivedMessage[], total = data.length) => ({
  body: { success: true, data, page: 1, limit: 25, total },
});

function serveMessages(extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(counter),
    'GET /api/staff/messages?page=1&limit=25': page([cake, parking]),
    ...extra,
  });
}

async function openMessages(path = '/staff/people?view=messages') {
  const view = renderConsole(path);
  await screen.findByRole('article', { name: 'A cake for 40 people' });
  return view;
}

describe('the contact messages', () => {
  it('show every message in full, with ways to reply and who handled it', async () => {
    serveMessages();
    await openMessages();

    expect(screen.getAllByRole('article').map((each) => within(each).getByRole('heading').textContent)).toEqual([
      'A cake for 40 people',
      'Parking at CCX',
    ]);
    const first = screen.getByRole('article', { name: 'A cake for 40 people' });
    expect(within(first).getByText('From Asha Rao · prefers a reply by phone')).toBeInTheDocument();
    expect(within(first).getByText('26 Nov, 9:00 AM')).toBeInTheDocument();
    expect(within(first).getByText(/Could you make a three-tier cake/)).toHaveTextContent(
      'Hello! Could you make a three-tier cake for my parents’ anniversary on 12 December? Eggless, please.',
    );
    expect(within(first).getByRole('link', { name: /^Email Asha/ })).toHaveAttribute(
      'href',
      'mailto:asha@example.com?subject=Re%3A%20A%20cake%20for%2040%20people',
    );
    expect(within(first).getByRole('link', { name: /^Call Asha/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(first).getByRole('switch', { name: /^Handled/ })).not.toBeChecked();
    expect(within(first).getByText('Not answered yet')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Parking at CCX' });
    expect(within(second).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('switch', { name: /^Handled/ })).toBeChecked();
    expect(within(second).getByText('Handled by Meera Iyer, 25 Nov, 6:30 PM')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/messages?format=csv');
  });

  it('shows only those still to answer, or only those handled', async () => {
    const calls = serveMessages({
      'GET /api/staff/messages?handled=false&page=1&limit=25': page([cake]),
      'GET /api/staff/messages?handled=true&page=1&limit=25': page([]),
    });
    const { user, router } = await openMessages();
    const filters = screen.getByRole('navigation', { name: 'Show messages' });
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(filters).getByRole('link', { name: 'To answer' }));
    await screen.findByText('1 message');
    expect(screen.queryByRole('article', { name: 'Parking at CCX' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=messages&show=open');
    expect(calls.at(-1)?.path).toBe('/api/staff/messages?handled=false&page=1&limit=25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/messages?handled=false&format=csv',
    );

    await user.click(within(filters).getByRole('link', { name: 'Handled' }));
    expect(await screen.findByText('No message has been marked handled yet.')).toBeInTheDocument();
  });

  it('marks a message handled, saying by whom and when', async () => {
    const calls = serveMessages({
      [`PATCH /api/staff/messages/${cake._id}`]: {
        body: {
          success: true,
          data: { ...cake, handled: true, handledBy: 'Ravi Kumar', handledAt: '2026-11-26T04:00:00.000Z' },
        },
      },
    });
    const { user } = await openMessages();
    const first = screen.getByRole('article', { name: 'A cake for 40 people' });

    await user.click(within(first).getByRole('switch', { name: /^Handled ?: A cake for 40 people, from Asha Rao$/ }));
    expect(await within(first).findByText('Handled by Ravi Kumar, 26 Nov, 9:30 AM')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: /^Handled/ })).toBeChecked();
    expect(screen.getByText('The message from Asha Rao is marked handled.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { handled: true } });
  });

  it('says so when marking a message fails', async () => {
    serveMessages({
      [`PATCH /api/staff/messages/${cake._id}`]: {
        status: 404,
        body: { success: false, message: 'We could not find that message.' },
      },
    });
    const { user } = await openMessages();
    const first = screen.getByRole('article', { name: 'A cake for 40 people' });

    await user.click(within(first).getByRole('switch', { name: /^Handled/ }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('We could not find that message.');
    expect(within(first).getByRole('switch', { name: /^Handled/ })).not.toBeChecked();
  });
});
