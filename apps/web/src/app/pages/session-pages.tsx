import { EventBooking } from '../../features/bookings/event-booking';
import { WorkshopRegister } from '../../features/bookings/workshop-register';
import { EventPage } from '../../features/events/event-page';
import { WorkshopPage } from '../../features/workshops/workshop-page';

/** An event's page with the bookings' 'Book Now'. */
export function EventRoute() {
  return <EventPage booking={(event) => <EventBooking event={event} />} />;
}

/** A workshop's page with the bookings' 'REGISTER NOW'. */
export function WorkshopRoute() {
  return <WorkshopPage registration={(workshop) => <WorkshopRegister workshop={workshop} />} />;
}
