import type { JobProblem } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./background-work-page');
});

const LIST = 'GET /api/staff/background-work';

const mailGivenUp: JobProblem = {
  queue: 'mail',
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a51',
  state: 'failed',
  retryCount: 7,
  retryLimit: 7,
  error: 'Can not send mail: 451 Mailbox busy, try later',
  createdAt: '2026-11-26T10:32:00.000Z',
  nextTryAt: null,
};

const invoiceWaiting: JobProblem = {
  queue: 'invoices.draw',
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a52',
  state: 'retry',
  retryCount: 2,
  retryLimit: 9,
  error: 'The outlet has no GSTIN',
  createdAt: '2026-11-26T09:00:00.000Z',
  nextTryAt: '2030-01-15T09:04:00.000Z',
};

const unknownDue: JobProblem = {
  queue: 'loyalty.points',
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a53',
  state: 'retry',
  retryCount: 0,
  retryLimit: 4,
  error: '',
  createdAt: '2026-11-25T04:00:00.000Z',
  nextTryAt: '2026-11-25T04:00:30.000Z',
};

const list = (data: JobProblem[]) => ({
  body: {
    success: true,
    data,
    failing: data.filter((job) => job.state === 'failed').length,
    retrying: data.filter((job) => job.state === 'retry').length,
  },
});

function serveWork(routes: Record<string, ApiRoute>) {
  return serveApi({ ...signedIn(owner), ...routes });
}

async function backgroundPage() {
  const view = renderConsole('/staff/background-work');
  await screen.findByRole('heading', { name: 'Background work', level: 1 });
  return view;
}

const job = (name: string | RegExp) => screen.getByRole('article', { name });
const errorOf = (article: HTMLElement) => within(article).getByText('Error:').closest('p');
const fact = (article: HTMLElement, term: string) => within(article).getByText(term).closest('div');

describe('the background work page', () => {
  it('shows each failing job: what it was doing, its tries, its error, and its next try or that it is given up', async () => {
    serveWork({ [LIST]: list([mailGivenUp, invoiceWaiting, unknownDue]) });
    await backgroundPage();
    const mail = await screen.findByRole('article', { name: /Sending an email/ });

    expect(screen.getByText('1 given up, 2 waiting for another try')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 job has been given up.');
    expect(within(mail).getByRole('heading')).toHaveTextContent('Sending an email mail');
    expect(fact(mail, 'Tries')).toHaveTextContent('8 tries');
    expect(fact(mail, 'Next try')).toHaveTextContent('Given up');
    expect(fact(mail, 'First asked for')).toHaveTextContent('26 Nov 2026, 4:02 PM');
    expect(errorOf(mail)).toHaveTextContent('Error: Can not send mail: 451 Mailbox busy, try later');
    expect(within(mail).getByRole('button', { name: 'Try again' })).toBeEnabled();

    const invoice = job(/Drawing an invoice/);
    expect(fact(invoice, 'Tries')).toHaveTextContent('3 of 10');
    expect(fact(invoice, 'Next try')).toHaveTextContent('15 Jan 2030, 2:34 PM');
    expect(errorOf(invoice)).toHaveTextContent('The outlet has no GSTIN');
    expect(within(invoice).queryByRole('button')).not.toBeInTheDocument();

    // A kind of work the console has no words for shows its own name; a try already due is now.
    const unknown = job('loyalty.points');
    expect(fact(unknown, 'Tries')).toHaveTextContent('1 of 5');
    expect(fact(unknown, 'Next try')).toHaveTextContent('Now');
    expect(errorOf(unknown)).toHaveTextContent('no reason was given');
  });

  it('tries a given-up job again with the owner’s tap, and says so beside it', async () => {
    let retried = false;
    const calls = serveWork({
      [LIST]: () => list(retried ? [{ ...mailGivenUp, state: 'retry', nextTryAt: null }] : [mailGivenUp]),
      [`POST /api/staff/background-work/mail/${mailGivenUp.id}/retry`]: () => {
        retried = true;
        return { body: { success: true, message: 'It is being tried again now.' } };
      },
    });
    const { user } = await backgroundPage();
    const mail = await screen.findByRole('article', { name: /Sending an email/ });

    await user.click(within(mail).getByRole('button', { name: 'Try again' }));

    expect(await within(job(/Sending an email/)).findByRole('status')).toHaveTextContent(
      'It is being tried again now.',
    );
    expect(screen.getByText('Sending an email: It is being tried again now.')).toBeInTheDocument();
    // Read again: it waits for its try now, and is no longer the owner's to push.
    await waitFor(() => expect(fact(job(/Sending an email/), 'Next try')).toHaveTextContent('Now'));
    expect(within(job(/Sending an email/)).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/staff/background-work/mail/${mailGivenUp.id}/retry`,
    ]);
  });

  it('says why beside the button when the store refuses, and keeps the job as it was', async () => {
    serveWork({
      [LIST]: list([mailGivenUp]),
      [`POST /api/staff/background-work/mail/${mailGivenUp.id}/retry`]: {
        status: 409,
        body: { success: false, message: 'This job has not been given up: it is waiting to run, running or done.' },
      },
    });
    const { user } = await backgroundPage();
    const mail = await screen.findByRole('article', { name: /Sending an email/ });
    await user.click(within(mail).getByRole('button', { name: 'Try again' }));

    expect(await within(job(/Sending an email/)).findByRole('alert')).toHaveTextContent(
      'This job has not been given up: it is waiting to run, running or done.',
    );
    expect(within(job(/Sending an email/)).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says so when nothing is failing', async () => {
    serveWork({ [LIST]: list([]) });
    await backgroundPage();
    expect(
      await screen.findByText('Nothing is failing. Mail, invoices and refunds are all going through.'),
    ).toBeInTheDocument();
  });

  it('is reached from the owner’s menu', async () => {
    serveWork({ [LIST]: list([]) });
    const { user, router } = renderConsole('/staff/account');
    await user.click(await screen.findByRole('button', { name: /Meera Iyer/ }));
    await user.click(screen.getByRole('link', { name: 'Background work' }));
    expect(await screen.findByRole('heading', { name: 'Background work', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/background-work');
  });

  it('is for owners only: a member of staff has no link to it, and is told so at its address', async () => {
    const calls = serveApi(signedIn(counter));
    const { user } = renderConsole('/staff/background-work');
    expect(
      await screen.findByText('Only an owner can see the background work that keeps failing.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ravi Kumar/ }));
    expect(screen.queryByRole('link', { name: 'Background work' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/staff/background-work'))).toBe(false);
  });
});
