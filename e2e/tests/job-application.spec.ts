import type { Page } from '@playwright/test';
import type { Job } from '@roast/domain';
import { seriousViolations } from './axe';
import { catalog } from './catalog';
import { expect, expectFailedLoad, test } from './fixtures';
import { mailTo } from './outbox';

const HR_INBOX = 'careers@roastcafe.in';

/** A small, valid one-page PDF. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openJob(page: Page, jobs: Job[]) {
  const job = jobs.find((j) => j.isActive)!;
  await page.goto(`/careers/${job._id}`);
  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(dialog).toBeVisible();
  return { job, dialog };
}

test('an applicant applies with a PDF: 201, the modal closes and clears, and HR gets the resume', async ({
  page,
  request,
}) => {
  const { jobs } = await catalog(request);
  const { job, dialog } = await openJob(page, jobs);
  await expect(dialog.getByText(job.title)).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  const name = `Asha ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('asha@example.com');
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByLabel('Subject (optional)').fill('Weekend shifts');
  await dialog.getByLabel('Resume (optional)').setInputFiles({
    name: 'Asha CV.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await expect(dialog.getByText('Asha CV.pdf')).toBeVisible();

  // Hold the upload's answer until the progress bar has been seen and checked.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/jobs/apply/*', async (route) => {
    await released;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Sending your application' })).toBeVisible();
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'APPLY NOW' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByText('Asha CV.pdf')).toHaveCount(0);

  const mail = await mailTo(HR_INBOX, `Job application: ${job.title} from ${name}`);
  expect(mail).toContain('Reply-To: asha@example.com');
  expect(mail).toMatch(/Content-Type: application\/pdf; name="?Asha CV\.pdf"?/);
  expect(mail).toContain('Content-Disposition: attachment');
});

test('the required fields are checked in the modal, and a large file is refused before it is sent', async ({
  page,
  request,
}) => {
  const { jobs } = await catalog(request);
  const { dialog } = await openJob(page, jobs);
  let posted = false;
  await page.route('**/api/jobs/apply/*', (route) => {
    posted = true;
    return route.continue();
  });

  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Enter your name.');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Enter your phone number.');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  await dialog.getByLabel('Name').fill('Kiran');
  await dialog.getByLabel('Email').fill('kiran@example.com');
  await dialog.getByLabel('Phone number').fill('9812345678');
  await dialog.getByLabel('Resume (optional)').setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Resume (optional)')).toHaveAccessibleDescription(/Your resume is larger than 5 MB/);
  expect(posted).toBe(false);
});

test('a file that is not really a PDF is refused with the server’s words', async ({ page, request, consoleErrors }) => {
  const { jobs } = await catalog(request);
  const { dialog } = await openJob(page, jobs);
  await dialog.getByLabel('Name').fill('Ravi');
  await dialog.getByLabel('Email').fill('ravi@example.com');
  await dialog.getByLabel('Phone number').fill('9800000000');
  await dialog.getByLabel('Resume (optional)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]),
  });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Error: Please upload your resume as a PDF, DOC or DOCX file.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Ravi');
  expectFailedLoad(consoleErrors, 415);
});
