import type { Blog, CafeEvent, Cake, Job, Offer, Store, Workshop } from '@roast/domain';
import type { APIRequestContext } from '@playwright/test';

/** The seeded catalog as the API serves it, for specs that need real ids and names. */
export async function catalog(request: APIRequestContext) {
  const get = async <T>(url: string): Promise<T> => {
    const response = await request.get(url);
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
    return (await response.json()) as T;
  };
  const [cakes, offers, stores, events, workshops, blogs, jobs] = await Promise.all([
    get<{ data: Cake[] }>('/api/cake/list').then((b) => b.data),
    get<{ data: Offer[] }>('/api/offers').then((b) => b.data),
    get<{ stores: Store[] }>('/api/stores/list').then((b) => b.stores),
    get<{ data: CafeEvent[] }>('/api/events/list').then((b) => b.data),
    get<{ data: Workshop[] }>('/api/workshop/list').then((b) => b.data),
    get<{ data: Blog[] }>('/api/blogs/list').then((b) => b.data),
    get<Job[]>('/api/careers/list'),
  ]);
  return { cakes, offers, stores, events, workshops, blogs, jobs };
}
