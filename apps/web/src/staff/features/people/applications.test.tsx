import type { Application, Job } from '@roast/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveApi, type ApiRoute } from '../../../test/network';
import { counter, owner, signedIn } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

// The route loads the page lazily; loaded once here, no test waits on its first transform.
beforeAll(async () => {
  await import('./people-page');
});

const job = (id: string, title: string): Job => ({
  _id: id,
  title,
  jobtype: 'Full time',
  location: 'Bengaluru',
  image: null,
  isActive: true,
  jobdescription: ['We roast our own.'],
  qualifications: ['A year behind a bar.'],
  skills: ['Pull shots.'],
  expectations: ['Free coffee.'],
  terms: ['Apply here.'],
  linkedinUrl: 'https://www.linkedin.com/company/roast',
});
const barista = job('6e5d4c3b-2a19-4f8e-9d7c-6b5a4f3e2d01', 'Barista');
const baker = job('6e5d4c3b-2a19-4f8e-9d7c-6b5a4f3e2d02', 'Pastry Chef');

const asha: Application = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  jobId: barista._id,
  jobTitle: 'Barista',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  subject: 'Three years at a speciality bar',
  resume: 'asha-rao-cv.pdf',
  resumeSize: 184_320,
  appliedAt: '2026-11-26T03:30:00.000Z',
};
const kiran: Application = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  jobId: baker._id,
  jobTitle: 'Pastry Chef',
  name: 'Kiran Shah',
  email: 'kiran@example.com',
  phone: '+91 91234 56780',
  subject: null,
  resume: null,
  resumeSize: null,
  appliedAt: '2026-11-25T12:15:00.000Z',
};

const page = (data: Application[], { page: at = 1, total = data.length } = {}) => ({
  body: { success: true, data, page: at, limit: 25, total },
});

function serveApplications(extra: Record<string, ApiRoute> = {}) {
  return serveApi({
    ...signedIn(owner),
    'GET /api/careers/list': { body: [barista, baker] },
    'GET /api/staff/applications?page=1&limit=25': page([asha, kiran]),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the job applications', () => {
  it('are for owners only', async () => {
    serveApi(signedIn(counter));
    renderConsole('/staff/people?view=applications');
    expect(await screen.findByText('Only an owner can see applications.')).toBeInTheDocument();
  });

  it('list each applicant with the job, how to reach them, the subject, when, and the resume', async () => {
    serveApplications();
    renderConsole('/staff/people?view=applications');

    const first = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(first).getByText('Barista')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(within(first).getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(first).getByText('Three years at a speciality bar')).toBeInTheDocument();
    expect(within(first).getByText('26 Nov, 9:00 AM')).toBeInTheDocument();
    const resume = within(first).getByRole('link', { name: /^Resume of Asha Rao/ });
    expect(resume).toHaveAttribute('href', `/api/staff/applications/${asha._id}/resume`);
    expect(resume).toHaveAttribute('download', 'asha-rao-cv.pdf');
    expect(resume).toHaveTextContent('asha-rao-cv.pdf · 180 KB');

    const second = card('Kiran Shah');
    expect(within(second).getByRole('link', { name: '+91 91234 56780' })).toHaveAttribute('href', 'tel:+919123456780');
    expect(within(second).getByText('None given')).toBeInTheDocument();
    expect(within(second).getByText('No resume sent.')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Resume/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/staff/applications?format=csv',
    );
  });

  it('shows one job’s applications, and exports just those', async () => {
    const calls = serveApplications({
      [`GET /api/staff/applications?job=${baker._id}&page=1&limit=25`]: page([kiran]),
    });
    const { user, router } = renderConsole('/staff/people?view=applications');
    await screen.findByRole('article', { name: 'Asha Rao' });

    await user.selectOptions(screen.getByLabelText('Job'), 'Pastry Chef');
    await screen.findByText('1 application');
    expect(screen.queryByRole('article', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(card('Kiran Shah')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe(`/api/staff/applications?job=${baker._id}&page=1&limit=25`);
    expect(router.state.location.search).toBe(`?view=applications&job=${baker._id}`);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/staff/applications?job=${baker._id}&format=csv`,
    );
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...asha,
      _id: `1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4d${String(index).padStart(2, '0')}`,
      name: `Applicant ${index + 1}`,
    }));
    serveApplications({
      'GET /api/staff/applications?page=1&limit=25': page(many, { total: 27 }),
      'GET /api/staff/applications?page=2&limit=25': page([asha, kiran], { page: 2, total: 27 }),
    });
    const { user, router } = renderConsole('/staff/people?view=applications');
    expect(await screen.findByText('27 applications · 1–25 of 27')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Kiran Shah' })).toBeInTheDocument();
    expect(screen.getByText('27 applications · 26–27 of 27')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=applications&page=2');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of applications' })).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '/staff/people?view=applications');
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    serveApplications({
      'GET /api/staff/applications?page=1&limit=25': {
        status: 403,
        body: { success: false, message: 'Only an owner can see applications.' },
      },
    });
    renderConsole('/staff/people?view=applications');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an owner can see applications.');
  });
});
