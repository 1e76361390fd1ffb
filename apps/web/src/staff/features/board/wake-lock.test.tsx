import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInEventSource } from '../../test/event-source';
import { board, boardPath, ccx, counter, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

/** A stand-in for the Screen Wake Lock API (happy-dom has none): it keeps every lock it hands out. */
function standInWakeLock() {
  const locks: { type: string; released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn((type: string) => {
    const lock = {
      type,
      released: false,
      release: () => {
        lock.released = true;
        return Promise.resolve();
      },
    };
    locks.push(lock);
    return Promise.resolve(lock);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return {
    request,
    /** The locks held now. */
    held: () => locks.filter((lock) => !lock.released),
    /** What the browser does when the page is hidden: it lets every lock go. */
    dropAll: () => locks.forEach((lock) => (lock.released = true)),
  };
}

function showPage(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  standInEventSource();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

async function openBoard() {
  serveApi({
    ...signedIn(counter, [ccx]),
    [boardPath(ccx, indiaToday())]: board([]),
    [slotsPath(ccx, indiaToday())]: slotLoad(indiaToday()),
  });
  const view = renderConsole('/staff');
  await screen.findByText('No orders for this day yet.');
  return view;
}

describe('the board keeps the screen on', () => {
  it('holds a screen wake lock, asks for it again when the page is back in sight, and lets it go on leaving', async () => {
    const wakeLock = standInWakeLock();
    const { user } = await openBoard();
    await waitFor(() => expect(wakeLock.held()).toHaveLength(1));
    expect(wakeLock.held()[0]?.type).toBe('screen');

    // Hidden, the browser lets the lock go; nothing is asked for while nobody can see the page.
    wakeLock.dropAll();
    const asked = wakeLock.request.mock.calls.length;
    showPage('hidden');
    expect(wakeLock.request).toHaveBeenCalledTimes(asked);

    showPage('visible');
    await waitFor(() => expect(wakeLock.held()).toHaveLength(1));
    expect(wakeLock.request).toHaveBeenCalledTimes(asked + 1);

    // The member's menu leads away from the board: the screen may sleep again.
    await user.click(screen.getByRole('button', { name: /Ravi Kumar/ }));
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    await waitFor(() => expect(wakeLock.held()).toHaveLength(0));
  });

  it('opens as ever where the browser has no wake lock', async () => {
    await openBoard();
    expect('wakeLock' in navigator).toBe(false);
    expect(screen.getByRole('heading', { name: /^Today/, level: 1 })).toBeInTheDocument();
  });
});
