import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OrderMessages } from './order-messages';

describe("an order card's messages", () => {
  it('lists each message with its channel, what it said and how far it got', () => {
    renderInApp(
      <OrderMessages
        messages={[
          { channel: 'whatsapp', template: 'order_confirmed', status: 'read', at: '2026-11-25T09:12:00.000Z' },
          { channel: 'whatsapp', template: 'order_ready', status: 'failed', at: '2026-11-25T10:40:00.000Z' },
          { channel: 'sms', template: 'order_ready', status: 'delivered', at: '2026-11-25T10:41:00.000Z' },
          { channel: 'whatsapp', template: 'kitchen_new_order', status: 'sent', at: '2026-11-25T09:12:00.000Z' },
          { channel: 'sms', template: 'pickup_reminder', status: 'withdrawn', at: '2026-11-25T08:30:00.000Z' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Messages about this order' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'WhatsApp · Order confirmedRead · 25 Nov, 2:42 PM',
      'WhatsApp · Ready for pickupNot delivered · 25 Nov, 4:10 PM',
      'SMS · Ready for pickupDelivered · 25 Nov, 4:11 PM',
      'WhatsApp · New order, to the kitchenSent · 25 Nov, 2:42 PM',
      'SMS · Pickup reminderNot sent: opted out · 25 Nov, 2:00 PM',
    ]);
  });

  it('shows nothing for an order with no messages', () => {
    renderInApp(<OrderMessages messages={[]} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('Messages about this order')).not.toBeInTheDocument();
  });
});
