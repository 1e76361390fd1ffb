import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { boardOrder } from '../../test/fixtures';
import { OrderClock } from './order-clock';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('an order’s clock', () => {
  it('says how late an order still to hand over is, once its pickup time has passed', () => {
    renderInApp(<OrderClock order={boardOrder({ status: 'Preparing', pickupAt: minutesFromNow(-12) })} />);
    expect(screen.getByText('Late 12 min')).toBeInTheDocument();
  });

  it('says how long ago it was paid while its pickup is ahead, in hours and minutes', () => {
    const order = boardOrder({ status: 'Confirmed', pickupAt: minutesFromNow(90) });
    renderInApp(<OrderClock order={{ ...order, history: [{ ...order.history[0]!, at: minutesFromNow(-85) }] }} />);
    expect(screen.getByText('Paid 1 h 25 min ago')).toBeInTheDocument();
  });

  it('says nothing of an order that is over', () => {
    const { container } = renderInApp(
      <OrderClock order={boardOrder({ status: 'Picked up', pickupAt: minutesFromNow(-120) })} />,
    );
    expect(container.textContent).toBe('');
  });
});
