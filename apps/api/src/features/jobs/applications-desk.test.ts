import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { signedInMember } from '../../test/staff';
import { minimalPdf } from './test-files';

const t = useTestApp();

async function apply(jobId: string, name: string, resume?: Buffer) {
  const body = await multipart({
    fields: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      number: '9876543210',
      subject: 'Weekends',
    },
    file: resume && { bytes: resume, name: '../../etc/My CV.pdf', type: 'application/pdf', field: 'resume' },
  });
  const response = await t.app.inject({ method: 'POST', url: `/api/jobs/apply/${jobId}`, ...body });
  expect(response.statusCode, response.body).toBe(201);
}

describe('job applications in the console', () => {
  it('lists them for the owner, newest first, and hands each resume over as a download', async () => {
    const [job] = await t.db.select().from(jobs);
    const pdf = minimalPdf();
    await apply(job!.id, 'Asha Rao', pdf);
    await apply(job!.id, 'Ravi Kumar');
    const { console } = await signedInMember(t.app, t.db, { role: 'owner' });
    const list = (await console.get('/api/staff/applications')).json() as {
      data: { _id: string; name: string; jobTitle: string; resume: string | null }[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.data.map((a) => [a.name, a.jobTitle, a.resume])).toEqual([
      ['Ravi Kumar', job!.title, null],
      ['Asha Rao', job!.title, 'My CV.pdf'],
    ]);
    const asha = list.data.find((a) => a.name === 'Asha Rao')!;
    const resume = await console.get(`/api/staff/applications/${asha._id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe('attachment; filename="My CV.pdf"');
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(resume.rawPayload.equals(pdf)).toBe(true);
    const ravi = list.data.find((a) => a.name === 'Ravi Kumar')!;
    expect((await console.get(`/api/staff/applications/${ravi._id}/resume`)).statusCode).toBe(404);

    const csv = await console.get(`/api/staff/applications?format=csv&job=${job!.id}`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('are the owner’s alone: a member of staff and a customer are turned away', async () => {
    const [job] = await t.db.select().from(jobs);
    await apply(job!.id, 'Asha Rao', minimalPdf());
    const owner = await signedInMember(t.app, t.db, { role: 'owner' });
    const [application] = ((await owner.console.get('/api/staff/applications')).json() as { data: { _id: string }[] })
      .data;
    const { console } = await signedInMember(t.app, t.db, { role: 'staff' });
    expect((await console.get('/api/staff/applications')).statusCode).toBe(403);
    expect((await console.get(`/api/staff/applications/${application!._id}/resume`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/staff/applications/${application!._id}/resume` })).statusCode).toBe(401);
  });
});
