import type { Cake } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

export function HomePage() {
  const cakes = useQuery({
    queryKey: ['cakes'],
    queryFn: () => getJson<{ data: Cake[] }>('/api/cake/list').then((body) => body.data),
  });
  const active = cakes.data?.filter((cake) => cake.isActive) ?? [];
  return (
    <main>
      <h1>Roast</h1>
      <p>Speciality cakes baked to order, at three cafes.</p>
      {cakes.isPending ? <p>Loading cakes…</p> : <p>{active.length} cakes on the menu today.</p>}
    </main>
  );
}
