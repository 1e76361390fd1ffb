import { auditFeature } from './features/audit/audit.feature';
import { backgroundFeature } from './features/background/background.feature';
import { bookingsFeature } from './features/bookings/bookings.feature';
import { capacityFeature } from './features/capacity/capacity.feature';
import { cartFeature } from './features/cart/cart.feature';
import { catalogFeature } from './features/catalog/catalog.feature';
import { contactFeature } from './features/contact/contact.feature';
import type { Feature } from './feature';
import { healthFeature } from './features/health/health.feature';
import { imagesFeature } from './features/images/images.feature';
import { invoicesFeature } from './features/invoices/invoices.feature';
import { notificationsFeature } from './features/notifications/notifications.feature';
import { careersFeature } from './features/jobs/careers.feature';
import { ordersFeature } from './features/orders/orders.feature';
import { outletsFeature } from './features/outlets/outlets.feature';
import { productionFeature } from './features/production/production.feature';
import { soldOutFeature } from './features/sold-out/sold-out.feature';
import { paymentsFeature } from './features/payments/payments.feature';
import { reportsFeature } from './features/reports/reports.feature';
import { retentionFeature } from './features/retention/retention.feature';
import { staffFeature } from './features/staff/staff.feature';
import { usersFeature } from './features/users/users.feature';

/**
 * Every feature of the store and the console. A feature uses the services of those before it when
 * it is set up (payments before the orders and bookings that register with it, the board before
 * the staff whose sessions end its streams).
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  usersFeature,
  auditFeature,
  catalogFeature,
  contactFeature,
  careersFeature,
  paymentsFeature,
  outletsFeature,
  capacityFeature,
  soldOutFeature,
  cartFeature,
  ordersFeature,
  invoicesFeature,
  bookingsFeature,
  notificationsFeature,
  staffFeature,
  imagesFeature,
  reportsFeature,
  productionFeature,
  backgroundFeature,
  retentionFeature,
];
