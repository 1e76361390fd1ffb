import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiAnswer, type ApiRoute } from '../../../test/network';
import { ccx, counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { baristaJob, festiveHamper, itemAnswer, listOf, oldCake, rasmalai, refused, truffle } from './catalog-fixtures';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./catalog-page');
});

function serveMenu(member = owner, extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(member),
    'GET /api/staff/catalog/cakes': listOf([oldCake, truffle, rasmalai]),
    'GET /api/staff/catalog/offers': listOf([festiveHamper]),
    ...extra,
  });
}

async function openMenu(path = '/staff/menu') {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: 'Menu', level: 1 });
  await screen.findAllByRole('article');
  return view;
}

const card = (name: string) => screen.getByRole('article', { name });

/** A toast under the console's header: read out politely ('status') or at once ('alert'). */
async function toastSaying(message: string, role: 'status' | 'alert') {
  const text = await screen.findByText(message);
  expect(text.closest('[role]')).toHaveAttribute('role', role);
}

/** An answer the test gives when it chooses, to see the page before the server has answered. */
function held() {
  let release: (answer: ApiAnswer) => void = () => undefined;
  const answer = new Promise<ApiAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release: (reply: ApiAnswer) => release(reply) };
}

describe('the menu, for an owner', () => {
  it('shows every cake with its photo, prices and state, those taken down last and marked', async () => {
    serveMenu();
    await openMenu();

    expect(screen.getByRole('group', { name: 'Part of the menu' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Part of the menu' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cakes', 'Hampers', 'Events', 'Workshops', 'Blogs', 'Jobs']);
    expect(screen.getByRole('button', { name: 'Cakes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 cakes, 1 of them not in the store')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((each) => within(each).getByRole('heading').textContent)).toEqual([
      'Belgian Chocolate Truffle',
      'Rasmalai Cake',
      'Black Forest',
    ]);

    const truffleCard = card('Belgian Chocolate Truffle');
    expect(within(truffleCard).getByText('₹1,450 (750 g) · ₹1,850 (1 kg)')).toBeInTheDocument();
    expect(within(truffleCard).getByText('Chocolate Cakes · With egg or eggless')).toBeInTheDocument();
    expect(truffleCard.querySelector('img')).toHaveAttribute('src', '/images/cake-belgian-chocolate-truffle-800.webp');
    expect(within(truffleCard).getByRole('switch', { name: 'Sold out: Belgian Chocolate Truffle' })).not.toBeChecked();
    expect(within(card('Rasmalai Cake')).getByRole('switch', { name: /Sold out/ })).toBeChecked();
    expect(within(card('Black Forest')).getByText('Not in the store')).toBeInTheDocument();
    expect(within(card('Black Forest')).getByRole('button', { name: 'Reactivate Black Forest' })).toBeInTheDocument();
    expect(within(truffleCard).getByRole('link', { name: 'Edit Belgian Chocolate Truffle' })).toHaveAttribute(
      'href',
      `/staff/menu/cakes/${truffle._id}`,
    );
    expect(screen.getByRole('link', { name: 'Add a cake' })).toHaveAttribute('href', '/staff/menu/cakes/new');
  });

  it('shows the other parts of the catalog, each with its own words', async () => {
    serveMenu(owner, { 'GET /api/staff/catalog/jobs': listOf([baristaJob]) });
    const { user, router } = await openMenu();

    await user.click(screen.getByRole('button', { name: 'Hampers' }));
    const hamper = await screen.findByRole('article', { name: 'Festive Treats Hamper' });
    expect(within(hamper).getByText('₹2,400')).toBeInTheDocument();
    expect(within(hamper).getByText(/In the seasonal pop-up/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=offers');
    expect(screen.getByRole('link', { name: 'Add a hamper' })).toHaveAttribute('href', '/staff/menu/offers/new');

    await user.click(screen.getByRole('button', { name: 'Jobs' }));
    const job = await screen.findByRole('article', { name: 'Barista' });
    expect(within(job).getByText('Full time · Indiranagar')).toBeInTheDocument();
    expect(within(job).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('deactivates a cake once confirmed, and puts one back', async () => {
    const calls = serveMenu(owner, {
      [`DELETE /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer({ ...truffle, isActive: false }),
      [`PATCH /api/staff/catalog/cakes/${oldCake._id}`]: itemAnswer({ ...oldCake, isActive: true }),
    });
    const { user } = await openMenu();

    await user.click(screen.getByRole('button', { name: 'Deactivate Belgian Chocolate Truffle' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Belgian Chocolate Truffle?' });
    expect(dialog).toHaveTextContent('Orders already placed keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate Belgian Chocolate Truffle' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /Deactivate/ })).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await within(card('Belgian Chocolate Truffle')).findByText('Not in the store')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await toastSaying('Belgian Chocolate Truffle is no longer in the store.', 'status');

    await user.click(screen.getByRole('button', { name: 'Reactivate Black Forest' }));
    await waitFor(() => expect(within(card('Black Forest')).queryByText('Not in the store')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', `/api/staff/catalog/cakes/${truffle._id}`, {}],
      ['PATCH', `/api/staff/catalog/cakes/${oldCake._id}`, { isActive: true }],
    ]);
  });

  it('shows a refused deactivation in the dialog', async () => {
    serveMenu(owner, {
      [`DELETE /api/staff/catalog/cakes/${truffle._id}`]: refused(403, 'Only an owner can change this.'),
    });
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Deactivate Belgian Chocolate Truffle' }));
    const dialog = screen.getByRole('dialog', { name: /Deactivate/ });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only an owner can change this.');
    expect(within(card('Belgian Chocolate Truffle')).queryByText('Not in the store')).not.toBeInTheDocument();
  });

  it('says when the list cannot be fetched, and tries again', async () => {
    let fails = true;
    serveApi({
      ...signedIn(owner),
      'GET /api/staff/catalog/cakes': () => (fails ? refused(503, 'The menu is resting.') : listOf([truffle])),
    });
    const { user } = renderConsole('/staff/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu is resting.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Belgian Chocolate Truffle' })).toBeInTheDocument();
  });
});

describe('the menu, for a member of staff', () => {
  it('shows only cakes and hampers, with nothing to change but whether each is sold out', async () => {
    serveMenu(counter);
    const { user } = await openMenu('/staff/menu?kind=events');

    expect(
      within(screen.getByRole('group', { name: 'Part of the menu' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cakes', 'Hampers']);
    expect(screen.getByRole('button', { name: 'Cakes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /Add a/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Reactivate/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Hampers' }));
    expect(
      await within(await screen.findByRole('article', { name: 'Festive Treats Hamper' })).findByRole('switch', {
        name: 'Sold out: Festive Treats Hamper',
      }),
    ).not.toBeChecked();
  });

  it('marks a cake sold out at their own outlet only, until the end of today, and back on sale', async () => {
    let soldOut: object[] = [];
    const calls = serveMenu(counter, {
      ...signedIn(counter, [ccx]),
      'GET /api/staff/sold-out': () => ({ body: { success: true, data: soldOut } }),
      [`PUT /api/staff/outlets/${ccx._id}/sold-out`]: ({ body }) => {
        const { kind, id } = body as { kind: string; id: string };
        soldOut = [{ storeId: ccx._id, kind, id, until: '2026-11-28T18:29:59.000Z', by: 'Ravi Kumar' }];
        return { body: { success: true, data: soldOut[0] } };
      },
      [`DELETE /api/staff/outlets/${ccx._id}/sold-out/cakes/${truffle._id}`]: () => {
        soldOut = [];
        return { status: 204 };
      },
    });
    const { user } = await openMenu();
    const outlets = await within(card(truffle.name)).findByRole('group', {
      name: `Sold out today at one outlet: ${truffle.name}`,
    });
    // Only the member's outlet, though the cake is made at two.
    expect(
      within(outlets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CCX: on sale']);
    await user.click(within(outlets).getByRole('button', { name: 'CCX: on sale' }));
    await toastSaying(`${truffle.name} is sold out at Roast CCX until the end of today.`, 'status');
    expect(await within(outlets).findByRole('button', { name: 'Sold out at CCX' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ kind: 'cakes', id: truffle._id });
    await user.click(within(outlets).getByRole('button', { name: 'Sold out at CCX' }));
    await toastSaying(`${truffle.name} is on sale again at Roast CCX.`, 'status');
    expect(await within(outlets).findByRole('button', { name: 'CCX: on sale' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('finds a cake by a part of its name', async () => {
    serveMenu(counter);
    const { user } = await openMenu();
    await user.type(screen.getByRole('searchbox', { name: 'Find a cake' }), 'RASM');
    expect(screen.getAllByRole('article').map((each) => within(each).getByRole('heading').textContent)).toEqual([
      'Rasmalai Cake',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Find a cake' }), 'x');
    expect(screen.getByText('No cake is called that.')).toBeInTheDocument();
  });

  it('marks a cake sold out at once, before the server answers', async () => {
    const answer = held();
    const calls = serveMenu(counter, { [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: answer.route });
    const { user } = await openMenu();

    const soldOut = screen.getByRole('switch', { name: 'Sold out: Belgian Chocolate Truffle' });
    await user.click(soldOut);
    expect(soldOut).toBeChecked();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { isSold: true } });

    answer.release(itemAnswer({ ...truffle, isSold: true }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/staff/catalog/cakes/${truffle._id}`));
    expect(screen.getByRole('switch', { name: 'Sold out: Belgian Chocolate Truffle' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the switch back and says so when the server refuses', async () => {
    const answer = held();
    serveMenu(counter, { [`PATCH /api/staff/catalog/cakes/${rasmalai._id}`]: answer.route });
    const { user } = await openMenu();

    const soldOut = screen.getByRole('switch', { name: 'Sold out: Rasmalai Cake' });
    expect(soldOut).toBeChecked();
    await user.click(soldOut);
    await waitFor(() => expect(soldOut).not.toBeChecked());
    answer.release(refused(403, 'Only an owner can change this. You can mark cakes and hampers sold out.'));
    await waitFor(() => expect(soldOut).toBeChecked());
    await toastSaying(
      'Rasmalai Cake is still sold out: the change was not saved. Only an owner can change this. You can mark cakes and hampers sold out.',
      'alert',
    );
  });

  it('puts the switch back when the server fails', async () => {
    const answer = held();
    serveMenu(counter, { [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: answer.route });
    const { user } = await openMenu();
    const soldOut = screen.getByRole('switch', { name: 'Sold out: Belgian Chocolate Truffle' });
    await user.click(soldOut);
    await waitFor(() => expect(soldOut).toBeChecked());
    answer.release({ status: 502, body: undefined });
    await waitFor(() => expect(soldOut).not.toBeChecked());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Belgian Chocolate Truffle is still on sale: the change was not saved. We could not reach the server.',
    );
  });
});
