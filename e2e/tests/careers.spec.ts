import type { Job } from '@roast/domain';
import type { Page } from '@playwright/test';
import { catalog } from './catalog';
import { expect, expectFailedLoad, openInApp, test } from './fixtures';

const SECTIONS = ['About Us', 'Roles and Responsibilities', 'Requirements', 'Perks of Joining Us', 'How to Apply'];

const jobCards = (page: Page) => page.getByRole('main').getByRole('article');

async function expectListed(page: Page, jobs: Job[]) {
  await expect(jobCards(page)).toHaveCount(jobs.length);
  await expect(jobCards(page).getByRole('heading', { level: 2 })).toHaveText(jobs.map((job) => job.title));
}

test('/careers lists every job, marks the closed one and links to its details', async ({ page, request }) => {
  const { jobs } = await catalog(request);
  expect(jobs).toHaveLength(5);
  await page.goto('/careers');

  await expectListed(page, jobs);
  for (const job of jobs) {
    const card = jobCards(page).filter({ has: page.getByRole('heading', { name: job.title }) });
    await expect(card).toContainText(job.jobtype);
    await expect(card).toContainText(job.location);
    await expect(card.getByText('Applications closed')).toHaveCount(job.isActive ? 0 : 1);
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/careers/${job._id}`);
  }

  const barista = jobs.find((job) => job.title === 'Barista')!;
  await jobCards(page)
    .filter({ has: page.getByRole('heading', { name: barista.title }) })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/careers/${barista._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(barista.title);
});

test('each careers filter narrows the list, and an impossible mix says nothing matches', async ({ page, request }) => {
  const { jobs } = await catalog(request);
  await page.goto('/Careers');
  await expectListed(page, jobs);

  const title = page.getByLabel('Search by title');
  const jobType = page.getByLabel('Job type');
  const location = page.getByLabel('Location');
  await expect(jobType.getByRole('option')).toHaveText(
    ['All job types', ...new Set(jobs.map((j) => j.jobtype))].sort(allFirst),
  );
  await expect(location.getByRole('option')).toHaveText(
    ['All locations', ...new Set(jobs.map((j) => j.location))].sort(allFirst),
  );

  await title.fill('bar');
  const byTitle = jobs.filter((job) => job.title.toLowerCase().includes('bar'));
  expect(byTitle.length).toBeLessThan(jobs.length);
  await expectListed(page, byTitle);
  await title.fill('');
  await expectListed(page, jobs);

  await jobType.selectOption('Part-time');
  const byType = jobs.filter((job) => job.jobtype === 'Part-time');
  expect(byType.length).toBeLessThan(jobs.length);
  await expectListed(page, byType);
  await jobType.selectOption({ label: 'All job types' });
  await expectListed(page, jobs);

  await location.selectOption('Koramangala, Bengaluru');
  const byLocation = jobs.filter((job) => job.location === 'Koramangala, Bengaluru');
  expect(byLocation.length).toBeLessThan(jobs.length);
  await expectListed(page, byLocation);

  await location.selectOption('Indiranagar, Bengaluru');
  await jobType.selectOption('Part-time');
  expect(jobs.filter((j) => j.jobtype === 'Part-time' && j.location === 'Indiranagar, Bengaluru')).toHaveLength(0);
  await expect(page.getByText('No jobs found matching your criteria.', { exact: true })).toBeVisible();
  await expect(jobCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expectListed(page, jobs);
});

function allFirst(a: string, b: string) {
  if (a.startsWith('All ')) return -1;
  if (b.startsWith('All ')) return 1;
  return a.localeCompare(b);
}

test('an open job shows its facts, APPLY NOW, LINKEDIN and the five sections in order', async ({ page, request }) => {
  const { jobs } = await catalog(request);
  const job = jobs.find((j) => j.isActive && j.image)!;
  await page.goto(`/careers/${job._id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.getByRole('main')).toContainText(job.jobtype);
  await expect(page.getByRole('main')).toContainText(job.location);
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', `/images/${job.image}`);
  await expect(page.getByRole('button', { name: 'APPLY NOW' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'APPLICATION CLOSED' })).toHaveCount(0);

  const linkedin = page.getByRole('link', { name: /LINKEDIN/ });
  await expect(linkedin).toHaveAttribute('href', job.linkedinUrl);
  await expect(linkedin).toHaveAttribute('target', '_blank');
  await expect(linkedin).toHaveAttribute('rel', /noopener/);

  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  const perks = page.getByRole('region', { name: 'Perks of Joining Us' });
  await expect(perks.getByRole('listitem')).toHaveText(job.expectations);
});

test('a closed job cannot be applied for', async ({ page, request }) => {
  const { jobs } = await catalog(request);
  const closed = jobs.find((j) => !j.isActive)!;
  await page.goto(`/careers/${closed._id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.title);
  await expect(page.getByRole('button', { name: 'APPLICATION CLOSED' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'APPLY NOW' })).toHaveCount(0);
});

test('a job without an image shows the default picture, and /Careers/{id} is the same page', async ({
  page,
  request,
}) => {
  const { jobs } = await catalog(request);
  const plain = jobs.find((j) => j.image === null)!;
  await page.goto(`/Careers/${plain._id}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title);
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', '/images/job-default-800.webp');
  await expect(page.getByRole('button', { name: 'APPLY NOW' })).toBeEnabled();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
});

test('an unknown job says so and links back to the openings', async ({ page, consoleErrors }) => {
  await page.goto('/careers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that job');
  await page.getByRole('link', { name: 'See all openings' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(jobCards(page)).toHaveCount(5);
  expectFailedLoad(consoleErrors, 404);
});

test("a job page says 'Failed to fetch job details' when the call fails", async ({ page, request, consoleErrors }) => {
  const { jobs } = await catalog(request);
  await page.route('**/api/careers/list/*', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
  );
  await openInApp(page, `/careers/${jobs[0]!._id}`);
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch job details');
  expectFailedLoad(consoleErrors, 500);
});
