/** Every page of the store, in one place. */
export const paths = {
  home: '/',
  cakes: '/cakes',
  cake: (id: string) => `/cakeInfo/${id}`,
  hampers: '/gifthampers',
  hamper: (id: string) => `/offer-details/${id}`,
  outlets: '/outlets',
  events: '/events',
  event: (id: string) => `/event/${id}`,
  workshops: '/workshop',
  workshop: (id: string) => `/workshop/${id}`,
  contact: '/contact',
  careers: '/careers',
  job: (id: string) => `/careers/${id}`,
  about: '/aboutus',
  blogs: '/blogs',
  blog: (id: string) => `/blogs/${id}`,
  cart: '/cart',
  /** The cart, after a payment that did not go through. */
  cartPaymentFailed: '/cart?payment=failed',
  paymentSuccess: (reference: string) => `/paymentsuccess?reference=${encodeURIComponent(reference)}`,
  myOrders: '/myorders',
  myEnrollments: '/myorders?tab=enrollments',
  /** An event's page confirming a booking. */
  eventBooked: (id: string, reference: string) => `/event/${id}?booking=${encodeURIComponent(reference)}`,
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  refunds: '/return-and-refund',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  /** The page a mailed link opens to confirm the customer's email address. */
  verifyEmail: (token: string) => `/verify-email/${token}`,
} as const;

/** The outlet pages, in the order the outlets are listed. */
export const OUTLET_PAGES = ['/roast-ccx', '/roast-24-seven', '/roast-caffeine-capital'] as const;
