import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/network';
import { indiaToday } from '../../lib/dates';
import { standInAudio } from '../../test/audio';
import { standInEventSource } from '../../test/event-source';
import { board, boardOrder, boardPath, ccx, owner, signedIn, slotLoad, slotsPath } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

const CHIME = [783.99, 1567.98, 1046.5, 2093];

async function openBoard() {
  serveApi({
    ...signedIn(owner),
    [boardPath(ccx, indiaToday())]: board([]),
    [slotsPath(ccx, indiaToday())]: slotLoad(indiaToday()),
  });
  const view = renderConsole('/staff');
  await screen.findByText('No orders for this day yet.');
  return view;
}

describe('the chime', () => {
  it('is off until a tap turns it on, which plays it once to show it works', async () => {
    const stream = standInEventSource();
    const audio = standInAudio();
    const { user } = await openBoard();
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    stream.current().open();
    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0101' }));
    expect(audio.played).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(audio.played).toEqual(CHIME);

    stream.current().send('order', boardOrder({ orderId: 'CCX-261126-0102' }));
    await waitFor(() => expect(audio.played).toEqual([...CHIME, ...CHIME]));
  });

  it('stays on for this tablet after a reload', async () => {
    standInEventSource();
    standInAudio();
    const first = await openBoard();
    await first.user.click(screen.getByRole('button', { name: 'Sound' }));
    first.unmount();

    await openBoard();
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('cannot be turned on where the browser has no sound', async () => {
    standInEventSource();
    await openBoard();
    expect(screen.getByRole('button', { name: 'Sound' })).toBeDisabled();
  });
});
