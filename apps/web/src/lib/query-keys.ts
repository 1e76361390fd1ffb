/**
 * Every TanStack Query key of the web app, in one place, so a write knows exactly what it changes.
 * The catalog's keys (['catalog', list] and ['catalog', list, id]) are also the server's: it fills
 * them in when it renders a page.
 */
export const queryKeys = {
  catalogList: (list: string) => ['catalog', list] as const,
  catalogItem: (list: string, id: string) => ['catalog', list, id] as const,
  paymentKey: ['payments', 'key'] as const,
  user: (token: string | null) => ['user', token] as const,
  allUsers: ['user'] as const,
  cart: (token: string) => ['cart', token] as const,
  orders: (token: string | null, page: number) => ['orders', token, page] as const,
  allOrders: ['orders'] as const,
  enrollments: (token: string | null) => ['enrollments', token] as const,
  allEnrollments: ['enrollments'] as const,
};
