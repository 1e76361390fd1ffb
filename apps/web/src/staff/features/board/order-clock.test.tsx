import { screen } from '@testing-library/react';
import { toIndiaSlot } from '@roast/domain';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { boardOrder } from '../../test/fixtures';
import { OrderClock } from './order-clock';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** A pickup this many minutes from now, as the board has it (India date and time). */
const pickupIn = (minutes: number) => toIndiaSlot(new Date(Date.now() + minutes * 60_000 + 30_000));

describe('an order’s clock', () => {
  it('says how late an order still to hand over is, once its pickup time has passed', () => {
    renderInApp(<OrderClock now={Date.now()} order={boardOrder({ status: 'Preparing', ...pickupIn(-12) })} />);
    expect(screen.getByText('Late 12 min')).toBeInTheDocument();
  });

  it('says how long ago it was paid while its pickup is ahead, in hours and minutes', () => {
    const order = boardOrder({ status: 'Confirmed', ...pickupIn(90) });
    renderInApp(
      <OrderClock
        now={Date.now()}
        order={{ ...order, history: [{ ...order.history[0]!, at: minutesFromNow(-85) }] }}
      />,
    );
    expect(screen.getByText('Paid 1 h 25 min ago')).toBeInTheDocument();
  });

  it('says nothing of an order that is over', () => {
    const { container } = renderInApp(
      <OrderClock now={Date.now()} order={boardOrder({ status: 'Picked up', ...pickupIn(-120) })} />,
    );
    expect(container.textContent).toBe('');
  });
});
