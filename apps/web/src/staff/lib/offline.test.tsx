import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../test/network';
import { createConsoleQueryClient } from '../app/query-client';
import { KEPT_READS_CACHE, STALE_HEADER } from '../sw/rules';
import { standInEventSource } from '../test/event-source';
import { board, boardPath, ccx, counter, signedIn, slotLoad, slotsPath } from '../test/fixtures';
import { renderConsole } from '../test/render-console';
import { indiaToday } from './dates';
import { keptAt, noteAnswer } from './offline';

/** The browser's Cache Storage, as far as the console uses it: which caches it deleted. */
let deleted: string[];
beforeEach(() => {
  deleted = [];
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => {
      deleted.push(name);
      return true;
    }),
  });
  standInEventSource();
});

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

const signedOut = { status: 401, body: { success: false, message: 'Please log in.' } };
const boardOfToday = () => ({
  [boardPath(ccx, indiaToday())]: board([]),
  [slotsPath(ccx, indiaToday())]: slotLoad(indiaToday()),
});

describe('what the service worker kept, on a shared tablet', () => {
  it('is forgotten at the logout’s tap, before the server hears of it, even offline', async () => {
    serveApi({
      ...signedIn(counter, [ccx]),
      ...boardOfToday(),
      'POST /api/staff/logout': { body: { success: true, message: 'You are logged out.' } },
    });
    const { user } = renderConsole('/staff');
    await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));

    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(deleted).toEqual([KEPT_READS_CACHE]));
    // The logout itself waits for the connection.
    expect(screen.getByRole('button', { name: 'Logging out…' })).toBeDisabled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
  });

  it('is forgotten when a member logs in, so the next one never sees the last one’s board', async () => {
    let loggedIn = false;
    serveApi({
      ...signedIn(counter, [ccx]),
      ...boardOfToday(),
      'GET /api/staff/me': () => (loggedIn ? { body: { success: true, staff: counter } } : signedOut),
      'POST /api/staff/login': () => {
        loggedIn = true;
        return { body: { success: true, staff: counter } };
      },
    });
    const { user } = renderConsole('/staff/login');
    await user.type(await screen.findByLabelText('Email'), 'ravi@roastcafe.in');
    await user.type(screen.getByLabelText('Password'), 'a long counter password');
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: /Today/, level: 1 })).toBeInTheDocument();
    expect(deleted).toEqual([KEPT_READS_CACHE]);
  });

  it('is forgotten when the session lapses', async () => {
    serveApi({
      ...signedIn(counter, [ccx]),
      [boardPath(ccx, indiaToday())]: signedOut,
      [slotsPath(ccx, indiaToday())]: signedOut,
    });
    renderConsole('/staff');
    expect(await screen.findByRole('heading', { name: 'Log in', level: 1 })).toBeInTheDocument();
    expect(deleted).toContain(KEPT_READS_CACHE);
  });
});

describe('how a read was answered', () => {
  it('remembers a kept copy’s time until the server answers the same read', () => {
    const address = '/api/staff/orders?outlet=o1&date=2026-11-27&days=1';
    noteAnswer(address, new Headers({ [STALE_HEADER]: '2026-11-27T08:35:00.000Z' }));
    expect(keptAt(address)).toBe('2026-11-27T08:35:00.000Z');
    expect(keptAt('/api/staff/outlets')).toBeNull();
    noteAnswer(address, new Headers());
    expect(keptAt(address)).toBeNull();
  });

  it('lets reads go out offline, for the worker to answer, while writes wait for the connection', () => {
    const defaults = createConsoleQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe('offlineFirst');
    expect(defaults.mutations?.networkMode).toBe('online');
  });
});
