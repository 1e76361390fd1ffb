import { MyAccountPage } from '../../features/account/my-account-page';
import { MyEnrollments } from '../../features/bookings/my-enrollments';
import { MyOrders } from '../../features/orders/my-orders';

/** My Account: the orders' tab and the enrollments' tab. */
export function MyAccountRoute() {
  return <MyAccountPage orders={<MyOrders />} enrollments={<MyEnrollments />} />;
}
