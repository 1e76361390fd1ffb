import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldFine } from '../../../test/fields';
import { serveApi } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInEventSource } from '../../test/event-source';
import { board, boardPath, ccx, counter, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

const signedOut = { 'GET /api/staff/me': { status: 401, body: { success: false, message: 'Please log in.' } } };

async function loginPage(path = '/staff') {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: 'Log in', level: 1 });
  const field = (label: string) => screen.getByLabelText(label);
  return { ...view, field };
}

describe('the login', () => {
  it('is where a signed-out member lands, and marks empty fields', async () => {
    serveApi(signedOut);
    const { user, field, router } = await loginPage();
    expect(router.state.location.pathname).toBe('/staff/login');

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expectFieldError(field('Email'), 'Enter an email address.');
    expectFieldError(field('Password'), 'Enter your password.');
    expect(field('Email')).toHaveFocus();
  });

  it('logs in with the email as the schema writes it, then opens the board where they were going', async () => {
    standInEventSource();
    let loggedIn = false;
    const calls = serveApi({
      'GET /api/staff/me': () =>
        loggedIn
          ? { body: { success: true, staff: counter } }
          : { status: 401, body: { success: false, message: 'No' } },
      'POST /api/staff/login': () => {
        loggedIn = true;
        return { body: { success: true, staff: counter } };
      },
      'GET /api/staff/outlets': signedIn(counter, [ccx])['GET /api/staff/outlets'],
      [boardPath(ccx, indiaToday())]: board([]),
      [slotsPath(ccx, indiaToday())]: slotLoad(indiaToday()),
    });
    const { user, field, router } = await loginPage('/staff?status=Preparing');

    await user.type(field('Email'), '  Ravi@RoastCafe.in ');
    await user.type(field('Password'), 'a long counter password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: /Today/, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/staff?status=Preparing');
    expect(calls.find((call) => call.path === '/api/staff/login')?.body).toEqual({
      email: 'ravi@roastcafe.in',
      password: 'a long counter password',
    });
    expect(screen.getByRole('button', { name: /Ravi Kumar/ })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serveApi({
      ...signedOut,
      'POST /api/staff/login': { status: 401, body: { success: false, message: 'Wrong email or password.' } },
    });
    const { user, field } = await loginPage('/staff/login');
    await user.type(field('Email'), 'ravi@roastcafe.in');
    await user.type(field('Password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(field('Email')).toHaveValue('ravi@roastcafe.in');
    expectFieldFine(field('Email'));
  });

  it('says when too many attempts were made', async () => {
    serveApi({
      ...signedOut,
      'POST /api/staff/login': {
        status: 429,
        body: { success: false, message: 'Too many attempts. Please wait a few minutes.' },
      },
    });
    const { user, field } = await loginPage('/staff/login');
    await user.type(field('Email'), 'ravi@roastcafe.in');
    await user.type(field('Password'), 'guess number six');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes.');
  });
});

describe('the session', () => {
  it('ends with Log out in the member menu, back at the login', async () => {
    standInEventSource();
    let loggedIn = true;
    const calls = serveApi({
      ...signedIn(counter, [ccx]),
      'GET /api/staff/me': () =>
        loggedIn
          ? { body: { success: true, staff: counter } }
          : { status: 401, body: { success: false, message: 'No' } },
      'POST /api/staff/logout': () => {
        loggedIn = false;
        return { body: { success: true, message: 'You are logged out.' } };
      },
      [boardPath(ccx, indiaToday())]: board([]),
      [slotsPath(ccx, indiaToday())]: slotLoad(indiaToday()),
    });
    const { user } = renderConsole('/staff');
    const menu = await screen.findByRole('button', { name: /Ravi Kumar/ });
    await user.click(menu);
    expect(screen.queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/staff/logout']);
  });

  it('takes a member whose session lapsed to the login, wherever they were', async () => {
    standInEventSource();
    serveApi({
      ...signedIn(counter, [ccx]),
      [boardPath(ccx, indiaToday())]: { status: 401, body: { success: false, message: 'Please log in again.' } },
      [slotsPath(ccx, indiaToday())]: { status: 401, body: { success: false, message: 'Please log in again.' } },
    });
    const { router } = renderConsole('/staff');

    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/login');
  });

  it('offers the way back when the server cannot be reached', async () => {
    let online = false;
    serveApi({
      ...signedOut,
      'GET /api/staff/me': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return signedOut['GET /api/staff/me'];
      },
    });
    const { user } = renderConsole('/staff');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server. Check the connection and try again.');

    online = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
  });
});
