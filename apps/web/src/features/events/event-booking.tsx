import type { CafeEvent } from '@roast/domain';
import { Button, SoldOutButton } from '../../components/ui/button';

/** The event page's booking button. The booking dialog arrives in a later change. */
export function EventBooking({ event }: { event: CafeEvent }) {
  if (!event.isActive) return <SoldOutButton block>BOOKINGS CLOSED</SoldOutButton>;
  if (event.slots <= 0) return <SoldOutButton block>SOLD OUT</SoldOutButton>;
  return <Button block>Book Now</Button>;
}
