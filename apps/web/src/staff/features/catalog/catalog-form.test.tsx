import type { Cake } from '@roast/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, expectFieldFine } from '../../../test/fields';
import { serveApi, type ApiCall, type ApiRoute } from '../../../test/network';
import { counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import {
  bakingWorkshop,
  baristaJob,
  festiveHamper,
  itemAnswer,
  latteArt,
  listOf,
  pressPost,
  rasmalai,
  refused,
  refusedField,
  storesAnswer,
  truffle,
} from './catalog-fixtures';
import { photoFile, standInUploads } from './upload-stand-in';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./catalog-form-page');
});

const UPLOADED = 'u-7k3q9d2xw4mp-800.webp';
const uploaded = { success: true, img: UPLOADED, width: 800, height: 600 };

function serveForms(extra: Record<string, ApiRoute> = {}, member = owner) {
  return serveApi({
    ...signedIn(member),
    'GET /api/stores/list': storesAnswer,
    [`GET /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer(truffle),
    [`GET /api/staff/catalog/cakes/${rasmalai._id}`]: itemAnswer(rasmalai),
    'GET /api/staff/catalog/cakes': listOf([truffle, rasmalai]),
    ...extra,
  });
}

async function openForm(path: string, heading: string | RegExp) {
  const view = renderConsole(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  await screen.findByRole('button', { name: /Save changes|Add the/ });
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const photoGroup = (name: string) => screen.getByRole('group', { name });
const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('a new cake', () => {
  it('checks every field with the schema first, marking each and focusing the first', async () => {
    const calls = serveForms();
    const { user } = await openForm('/staff/menu/cakes/new', 'New cake');

    await user.click(screen.getByRole('button', { name: 'Add the cake' }));

    expectFieldError(field('Name'), 'Write the name.');
    expectFieldError(field('Category'), 'Choose a category.');
    expectFieldError(field('Short description'), 'Write the short description.');
    expectFieldError(field('Description'), 'Write the description.');
    expectFieldError(field('1 kg price'), 'Give the 1 kg price in rupees, as a number.');
    expectFieldError(field('Portions'), 'Write the portions.');
    expectFieldError(screen.getByLabelText('Choose a photo'), 'Choose a photo.');
    expectFieldError(
      field('Describe the photo for people who cannot see it'),
      'Describe the photo for people who cannot see it.',
    );
    expectFieldFine(field('750 g price'));
    expectFieldFine(field('Large weight'));
    expect(field('Name')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('uploads its photo with a progress bar, then adds it with every field and goes back to the menu', async () => {
    const uploads = standInUploads();
    const hazelnut: Cake = { ...truffle, _id: '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5e09', name: 'Hazelnut Praline' };
    const calls = serveForms({ 'POST /api/staff/catalog/cakes': itemAnswer(hazelnut, 201) });
    const { user, router } = await openForm('/staff/menu/cakes/new', 'New cake');

    await user.type(field('Name'), ' Hazelnut Praline ');
    await user.selectOptions(field('Category'), 'Nut Based Cakes');
    await user.type(field('Short description'), 'Hazelnut sponge, praline cream.');
    await user.type(field('Description'), 'Three layers of hazelnut sponge.');
    await user.type(field('Flavours and layers'), 'Hazelnut sponge{Enter}{Enter}  Praline cream  ');
    await user.type(field('1 kg price'), '1,850');
    await user.type(field('750 g price'), '1450');
    await user.type(field('Medium weight'), '750 g');
    await user.type(field('Portions'), '8 to 10');
    await user.click(screen.getByRole('checkbox', { name: 'Roast 24 Seven' }));
    await user.click(screen.getByRole('checkbox', { name: 'Best seller' }));

    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('praline.jpg'));
    const upload = uploads.last();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/staff/images?kind=product&fit=cover');
    expect(upload.withCredentials).toBe(true);
    expect(upload.file.name).toBe('praline.jpg');
    expect(await within(photoGroup('Photo')).findByText('Your photo')).toBeInTheDocument();

    upload.progress(40_000, 200_000);
    expect(screen.getByRole('progressbar', { name: 'Uploading the photo' })).toHaveValue(0.2);
    expect(screen.getByText('20%')).toBeInTheDocument();
    // Saving waits for the photo.
    await user.click(screen.getByRole('button', { name: 'Add the cake' }));
    expect(screen.getByText('Wait for the photo to finish uploading, then save.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    upload.answer(200, uploaded);
    expect(await screen.findByText('Uploaded. This is how the store shows it.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const rendered = within(photoGroup('Photo')).getByText('As the store shows it').closest('figure');
    expect(rendered?.querySelector('img')).toHaveAttribute('src', `/images/${UPLOADED}`);

    await user.type(
      field('Describe the photo for people who cannot see it'),
      'A hazelnut cake with praline shards on top',
    );
    await user.click(screen.getByRole('button', { name: 'Add the cake' }));

    await waitFor(() => expect(router.state.location.search).toBe('?kind=cakes'));
    expect(router.state.location.pathname).toBe('/staff/menu');
    expect(await screen.findByText('Added Hazelnut Praline to the menu.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/staff/catalog/cakes',
        body: {
          name: 'Hazelnut Praline',
          category: 7,
          smalldesc: 'Hazelnut sponge, praline cream.',
          description: 'Three layers of hazelnut sponge.',
          content: ['Hazelnut sponge', 'Praline cream'],
          isveg: 'Both',
          pricePerlarge: 1850,
          weightPerlarge: '1 kg',
          pricePermedium: 1450,
          weightPermedium: '750 g',
          portions: '8 to 10',
          preparationTime: 24,
          storeSelect: ['Roast CCX', 'Roast Caffeine Capital'],
          img: UPLOADED,
          imgAlt: 'A hazelnut cake with praline shards on top',
          bestSeller: true,
          eggless: false,
          sugarFree: false,
          glutenFree: false,
          isSold: false,
          isActive: true,
          capacityUnits: null,
        },
      }),
    ]);
  });
});

describe('an edit of a cake', () => {
  it('sends only what changed, and says so when nothing has', async () => {
    const calls = serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer({ ...truffle, pricePerlarge: 1900 }),
    });
    const { user, router } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');

    expect(field('Name')).toHaveValue('Belgian Chocolate Truffle');
    expect(field('Category')).toHaveValue('3');
    expect(field('Flavours and layers')).toHaveValue('Dark chocolate sponge\nTruffle ganache');
    expect(screen.getByRole('checkbox', { name: 'Roast 24 Seven' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Roast CCX' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      `/staff/audit?kind=cakes&id=${truffle._id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.clear(field('1 kg price'));
    await user.type(field('1 kg price'), '1900');
    await user.type(field('Flavours and layers'), '{Enter}Raspberry jam');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/menu'));
    expect(await screen.findByText('Saved the changes to Belgian Chocolate Truffle.')).toBeInTheDocument();
    expect(writes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PATCH',
        `/api/staff/catalog/cakes/${truffle._id}`,
        { pricePerlarge: 1900, content: ['Dark chocolate sponge', 'Truffle ganache', 'Raspberry jam'] },
      ],
    ]);
  });

  it('sends its Kannada and Hindi texts, keeping those not shown and dropping one emptied', async () => {
    const translated: Cake = {
      ...truffle,
      translations: { hi: { name: 'बेल्जियन चॉकलेट ट्रफल', description: 'हिन्दी में विवरण' } },
    };
    const calls = serveForms({
      [`GET /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer(translated),
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer(translated),
    });
    const { user, router } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');

    expect(field('Name in Hindi')).toHaveValue('बेल्जियन चॉकलेट ट्रफल');
    expect(field('Name in Kannada')).toHaveValue('');
    await user.type(field('Name in Kannada'), 'ಬೆಲ್ಜಿಯನ್ ಚಾಕೊಲೇಟ್ ಟ್ರಫಲ್');
    await user.clear(field('Name in Hindi'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/menu'));
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        translations: {
          kn: { name: 'ಬೆಲ್ಜಿಯನ್ ಚಾಕೊಲೇಟ್ ಟ್ರಫಲ್' },
          hi: { description: 'हिन्दी में विवरण' },
        },
      },
    ]);
  });

  it('sends its kitchen units, checked first', async () => {
    const calls = serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer({ ...truffle, capacityUnits: 3 }),
    });
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    const units = field('Kitchen units');
    expect(units).toHaveValue(null);
    expect(units).toHaveAccessibleDescription('Per kilogram; leave empty for 1.');

    await user.type(units, '25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expectFieldError(units, 'An item takes at most 20 kitchen units.');
    expect(units).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    await user.clear(units);
    await user.type(units, '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved the changes to Belgian Chocolate Truffle.')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([{ capacityUnits: 3 }]);
  });

  it('takes away the 750 g size with both its fields, and not with one of them', async () => {
    const calls = serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer(rasmalai),
    });
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');

    await user.clear(field('750 g price'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expectFieldError(field('Medium weight'), 'Give both the 750 g price and its weight, or neither.');
    expect(field('Medium weight')).toHaveFocus();

    await user.clear(field('Medium weight'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls).map((call) => call.body)).toEqual([{ pricePermedium: null, weightPermedium: null }]);
  });

  it("shows the server's refusal beside the field it names, in the console's words for its code", async () => {
    serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: refusedField('pricePerlarge', 'rupees_too_much', {
        what: { code: 'noun_large_price' },
        max: '1,00,000',
      }),
    });
    const { user, router } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    await user.clear(field('1 kg price'));
    await user.type(field('1 kg price'), '1000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expectFieldError(field('1 kg price'), 'The 1 kg price is more than ₹1,00,000: check it.'));
    expect(field('1 kg price')).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/staff/menu/cakes/${truffle._id}`);
  });

  it("names the field by its label in a refusal of zod's own, and shows none of zod's words", async () => {
    serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: refusedField('portions', 'field_wrong_type', {
        detail: 'Invalid input: expected string, received number',
      }),
    });
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    await user.type(field('Portions'), ' people');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expectFieldError(field('Portions'), 'Portions: this is not the right kind of value.'));
    expect(screen.queryByText(/expected string/)).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field above the buttons', async () => {
    serveForms({ [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: refused(409, 'Someone else is editing it.') });
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    await user.type(field('Portions'), ' people');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else is editing it.');
  });

  it('shows a refusal of a field the form has no single place for above the buttons', async () => {
    serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: refusedField('translations.kn.name', 'translation_too_long'),
    });
    const { user, router } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    await user.type(field('Name in Kannada'), 'ಟ್ರಫಲ್');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'translations.kn.name: Please shorten the text to 2000 characters.',
    );
    expect(router.state.location.pathname).toBe(`/staff/menu/cakes/${truffle._id}`);
  });

  it('is for owners only', async () => {
    serveForms({}, counter);
    renderConsole(`/staff/menu/cakes/${truffle._id}`);
    expect(
      await screen.findByText('Only an owner can change this. You can mark cakes and hampers sold out.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/staff/menu?kind=cakes');
  });
});

describe('the photo', () => {
  it('refuses a file too large or of another kind before sending it', async () => {
    const uploads = standInUploads();
    serveForms();
    await openForm('/staff/menu/cakes/new', 'New cake');
    // The browser's file picker offers only photos; a file dropped in may be anything.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('huge.jpg', 'image/jpeg', 12 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This photo is 12.0 MB; the most we take is 10 MB. Save it smaller and choose it again.',
    );
    expectFieldError(
      screen.getByLabelText('Choose a photo'),
      'This photo is 12.0 MB; the most we take is 10 MB. Save it smaller and choose it again.',
    );

    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('party.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF.',
    );
    expect(uploads.all()).toEqual([]);
  });

  it("shows the server's refusal, and sends the same file again to fit it inside", async () => {
    const uploads = standInUploads();
    serveForms({
      [`PATCH /api/staff/catalog/cakes/${truffle._id}`]: itemAnswer({ ...truffle, img: UPLOADED }),
    });
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    const group = photoGroup('Photo');
    expect(within(group).getByText('As the store shows it').closest('figure')?.querySelector('img')).toHaveAttribute(
      'src',
      `/images/${truffle.img}`,
    );

    await user.upload(within(group).getByLabelText('Choose another photo'), photoFile('not-really.png', 'image/png'));
    uploads.last().answer(400, { success: false, message: 'That file is not a JPEG, PNG, WebP or AVIF image.' });
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'That file is not a JPEG, PNG, WebP or AVIF image.',
    );

    await user.upload(within(group).getByLabelText('Choose another photo'), photoFile('tall.jpg'));
    uploads.last().answer(200, uploaded);
    await within(group).findByText('Uploaded. This is how the store shows it.');
    await user.click(within(group).getByRole('radio', { name: 'Fit it inside' }));
    const again = uploads.last();
    expect(again.url).toBe('/api/staff/images?kind=product&fit=contain');
    expect(again.file.name).toBe('tall.jpg');
    again.answer(200, { ...uploaded, img: 'u-8m4r0e3yx5nq-800.webp' });
    await within(group).findByText('Uploaded. This is how the store shows it.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument());
  });

  it('stops an upload, keeping the photo it had', async () => {
    const uploads = standInUploads();
    const calls = serveForms();
    const { user } = await openForm(`/staff/menu/cakes/${truffle._id}`, 'Edit Belgian Chocolate Truffle');
    const group = photoGroup('Photo');
    await user.upload(within(group).getByLabelText('Choose another photo'), photoFile());
    uploads.last().progress(10, 100);
    await user.click(within(group).getByRole('button', { name: 'Stop' }));
    expect(uploads.last().aborted).toBe(true);
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'The upload was stopped. The photo is as it was before.',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});

describe('the other parts of the catalog', () => {
  it('adds a job without a photo, its five sections as lists', async () => {
    const calls = serveApi({
      ...signedIn(owner),
      'POST /api/staff/catalog/jobs': itemAnswer(baristaJob, 201),
      'GET /api/staff/catalog/jobs': listOf([baristaJob]),
    });
    const { user } = await openForm('/staff/menu/jobs/new', 'New job');
    expect(screen.queryByLabelText('Describe the photo for people who cannot see it')).not.toBeInTheDocument();

    await user.type(field('Title'), 'Barista');
    await user.type(field('Job type'), 'Full time');
    await user.type(field('Location'), 'Indiranagar');
    await user.type(field('LinkedIn link'), 'linkedin.com/company/roast');
    await user.type(field('About Us'), 'We roast in small batches.');
    await user.type(field('Roles and Responsibilities'), 'Pull shots{Enter}Steam milk');
    await user.type(field('Requirements'), 'A year behind a counter');
    await user.type(field('Perks of Joining Us'), 'Free coffee');
    await user.type(field('How to Apply'), 'Send your CV on LinkedIn.');
    await user.click(screen.getByRole('button', { name: 'Add the job' }));
    expectFieldError(field('LinkedIn link'), 'Give a full web address, starting with https://.');

    await user.clear(field('LinkedIn link'));
    await user.type(field('LinkedIn link'), 'https://www.linkedin.com/company/roast');
    await user.click(screen.getByRole('button', { name: 'Add the job' }));
    expect(await screen.findByText('Added Barista to the menu.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Barista',
      jobtype: 'Full time',
      location: 'Indiranagar',
      image: null,
      imageAlt: null,
      jobdescription: ['We roast in small batches.'],
      skills: ['Pull shots', 'Steam milk'],
      qualifications: ['A year behind a counter'],
      expectations: ['Free coffee'],
      terms: ['Send your CV on LinkedIn.'],
      linkedinUrl: 'https://www.linkedin.com/company/roast',
      isActive: true,
    });
  });

  it("puts a hamper's kitchen units back to the default of 1 when emptied", async () => {
    const calls = serveApi({
      ...signedIn(owner),
      'GET /api/stores/list': storesAnswer,
      [`GET /api/staff/catalog/offers/${festiveHamper._id}`]: itemAnswer(festiveHamper),
      [`PATCH /api/staff/catalog/offers/${festiveHamper._id}`]: itemAnswer({ ...festiveHamper, capacityUnits: null }),
      'GET /api/staff/catalog/offers': listOf([festiveHamper]),
    });
    const { user } = await openForm(`/staff/menu/offers/${festiveHamper._id}`, 'Edit Festive Treats Hamper');
    const units = field('Kitchen units');
    expect(units).toHaveValue(2);
    expect(units).toHaveAccessibleDescription('Each; leave empty for 1.');

    await user.clear(units);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved the changes to Festive Treats Hamper.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ capacityUnits: null });
  });

  it("moves an event's date", async () => {
    const calls = serveApi({
      ...signedIn(owner),
      [`GET /api/staff/catalog/events/${latteArt._id}`]: itemAnswer(latteArt),
      [`PATCH /api/staff/catalog/events/${latteArt._id}`]: itemAnswer({ ...latteArt, date: '2026-12-19' }),
      'GET /api/staff/catalog/events': listOf([latteArt]),
    });
    const { user } = await openForm(`/staff/menu/events/${latteArt._id}`, 'Edit Latte Art Evening');
    expect(field('Price of a place')).toHaveValue('1200');
    expect(field('What to expect')).toHaveValue('Two hours with our head barista');
    await user.clear(field('Date'));
    await user.type(field('Date'), '2026-12-19');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved the changes to Latte Art Evening.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ date: '2026-12-19' });
  });

  it.each([
    {
      kind: 'events',
      item: latteArt,
      heading: 'Edit Latte Art Evening',
      label: 'Title in Kannada',
      typed: 'ಲ್ಯಾಟೆ ಆರ್ಟ್ ಸಂಜೆ',
      sent: { kn: { title: 'ಲ್ಯಾಟೆ ಆರ್ಟ್ ಸಂಜೆ' } },
    },
    {
      kind: 'blogs',
      item: pressPost,
      heading: `Edit ${pressPost.headline}`,
      label: 'Description in Hindi',
      typed: 'शहर के सबसे अच्छे कैफ़े में से एक।',
      sent: { hi: { description: 'शहर के सबसे अच्छे कैफ़े में से एक।' } },
    },
    {
      kind: 'jobs',
      item: baristaJob,
      heading: `Edit ${baristaJob.title}`,
      label: 'Location in Kannada',
      typed: 'ಇಂದಿರಾನಗರ',
      sent: { kn: { location: 'ಇಂದಿರಾನಗರ' } },
    },
  ])("sends the Kannada or Hindi texts of $kind's page", async ({ kind, item, heading, label, typed, sent }) => {
    const calls = serveApi({
      ...signedIn(owner),
      [`GET /api/staff/catalog/${kind}/${item._id}`]: itemAnswer(item),
      [`PATCH /api/staff/catalog/${kind}/${item._id}`]: itemAnswer({ ...item, translations: sent }),
      [`GET /api/staff/catalog/${kind}`]: listOf([item]),
    });
    const { user } = await openForm(`/staff/menu/${kind}/${item._id}`, heading);
    expect(field(label)).toHaveValue('');
    await user.type(field(label), typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({ translations: sent });
  });

  it("sends a blog's banner and its logo each in its own shape", async () => {
    const uploads = standInUploads();
    const calls = serveApi({
      ...signedIn(owner),
      [`GET /api/staff/catalog/blogs/${pressPost._id}`]: itemAnswer(pressPost),
      [`PATCH /api/staff/catalog/blogs/${pressPost._id}`]: itemAnswer(pressPost),
      'GET /api/staff/catalog/blogs': listOf([pressPost]),
    });
    const { user } = await openForm(`/staff/menu/blogs/${pressPost._id}`, `Edit ${pressPost.headline}`);

    const logo = photoGroup('The publication’s logo');
    expect(within(logo).queryByRole('radio')).not.toBeInTheDocument();
    await user.upload(within(logo).getByLabelText('Choose another logo'), photoFile('hindu.png', 'image/png'));
    expect(uploads.last().url).toBe('/api/staff/images?kind=logo&fit=cover');
    uploads.last().answer(200, { ...uploaded, img: 'u-logo0hindu1-192.webp' });
    await within(logo).findByText('Uploaded. This is how the store shows it.');

    const banner = photoGroup('Banner');
    await user.upload(within(banner).getByLabelText('Choose another photo'), photoFile('counter.webp', 'image/webp'));
    expect(uploads.last().url).toBe('/api/staff/images?kind=banner&fit=cover');
    uploads.last().answer(200, uploaded);
    await within(banner).findByText('Uploaded. This is how the store shows it.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Saved the changes to ${pressPost.headline}.`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      blogimage: UPLOADED,
      logo: 'u-logo0hindu1-192.webp',
    });
  });

  it.each([
    { kind: 'offers', item: festiveHamper, name: festiveHamper.name },
    { kind: 'events', item: latteArt, name: latteArt.title },
    { kind: 'workshops', item: bakingWorkshop, name: bakingWorkshop.title },
    { kind: 'blogs', item: pressPost, name: pressPost.headline },
    { kind: 'jobs', item: baristaJob, name: baristaJob.title },
  ])(
    'starts an edit of $kind from every field it has, so saving it untouched sends nothing',
    async ({ kind, item, name }) => {
      const calls = serveForms({ [`GET /api/staff/catalog/${kind}/${item._id}`]: itemAnswer(item) });
      const { user } = await openForm(`/staff/menu/${kind}/${item._id}`, `Edit ${name}`);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(screen.getByText('Nothing has changed, so there is nothing to save.')).toBeInTheDocument();
      expect(writes(calls)).toEqual([]);
    },
  );

  it('says when an item cannot be found', async () => {
    const missing = '3b9c1f5e-2d4a-4b6c-9e8f-1a2b3c4d5eff';
    serveApi({
      ...signedIn(owner),
      'GET /api/stores/list': storesAnswer,
      [`GET /api/staff/catalog/cakes/${missing}`]: refused(404, 'We could not find that cake.'),
    });
    renderConsole(`/staff/menu/cakes/${missing}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that cake.');
  });
});
