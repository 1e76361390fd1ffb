import {
  jobApplicationSchema,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  type Job,
  type JobApplicationFields,
} from '@roast/domain';
import { FileText, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toast } from '../../lib/toast';
import styles from './application-dialog.module.css';

type Errors = Partial<Record<keyof JobApplicationFields | 'resume', string>>;

const SUBMITTED = 'Application submitted successfully';
const NO_ANSWER = 'Something went wrong. Please try again.';
const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i;

/** The answer to an upload: its status and the server's message, if it sent one. */
interface UploadAnswer {
  status: number;
  message?: string;
}

/**
 * Posts the form as multipart with XMLHttpRequest, the one browser API that reports upload
 * progress. A network failure answers status 0.
 */
function upload(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let message: string | undefined;
      try {
        const parsed: unknown = JSON.parse(request.responseText);
        if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
          message = parsed.message;
        }
      } catch {
        // not JSON: no message to show
      }
      resolve({ status: request.status, message });
    });
    request.addEventListener('error', () => resolve({ status: 0 }));
    request.addEventListener('abort', () => resolve({ status: 0 }));
    request.send(body);
  });
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface ApplicationDialogProps {
  job: Pick<Job, '_id' | 'title' | 'location'>;
  open: boolean;
  onClose: () => void;
}

/** The application form: name, email and phone number required; a subject and a resume if you like. */
export function ApplicationDialog({ job, open, onClose }: ApplicationDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const busy = progress !== null;

  /** Closing drops what was typed: the form opens empty next time. */
  function close() {
    if (busy) return;
    setFile(null);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = jobApplicationSchema.safeParse({
      name: form.get('name') ?? '',
      email: form.get('email') ?? '',
      number: form.get('number') ?? '',
      subject: form.get('subject') ?? '',
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    }
    if (file && !RESUME_EXTENSIONS.test(file.name)) found.resume = 'Choose a PDF, DOC or DOCX file.';
    else if (file && file.size > RESUME_MAX_BYTES)
      found.resume = 'Your resume is larger than 5 MB. Please choose a smaller file.';
    flushSync(() => {
      setErrors(found);
      setFailure(null);
    });
    if (!parsed.success || found.resume) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }

    const body = new FormData();
    body.append('name', parsed.data.name);
    body.append('email', parsed.data.email);
    body.append('number', parsed.data.number);
    if (parsed.data.subject) body.append('subject', parsed.data.subject);
    if (file) body.append('resume', file, file.name);

    setProgress(0);
    const answer = await upload(`/api/jobs/apply/${encodeURIComponent(job._id)}`, body, setProgress);
    setProgress(null);
    if (answer.status === 201) {
      formRef.current?.reset();
      setFile(null);
      setErrors({});
      onClose();
      toast.success(SUBMITTED);
      return;
    }
    setFailure(answer.status === 0 || !answer.message ? NO_ANSWER : `Error: ${answer.message}`);
  }

  return (
    <Dialog open={open} onClose={close} title="Apply for this job" width={520}>
      <p className={styles.lead}>
        <strong>{job.title}</strong>, {job.location}. Tell us how to reach you; a resume helps, but you can send one
        later.
      </p>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        <Field label="Name" error={errors.name}>
          <input name="name" autoComplete="name" required maxLength={80} />
        </Field>
        <Field label="Email" error={errors.email}>
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field label="Phone number" error={errors.number}>
          <input name="number" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
        </Field>
        <Field label="Subject (optional)" error={errors.subject}>
          <input name="subject" maxLength={200} />
        </Field>
        <Field label="Resume (optional)" error={errors.resume} hint="PDF, DOC or DOCX, up to 5 MB.">
          <input
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            className={styles.file}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </Field>
        {file ? (
          <p className={styles.chosen}>
            <FileText aria-hidden="true" size={18} />
            <span>
              {file.name} <span className={styles.size}>({sizeText(file.size)})</span>
            </span>
          </p>
        ) : null}
        {busy ? (
          <div className={styles.progress}>
            <progress max={100} value={Math.round(progress * 100)} aria-label="Sending your application" />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <Button type="submit" block disabled={busy}>
          <Upload aria-hidden="true" size={18} />
          {busy ? 'Sending…' : 'Submit Application'}
        </Button>
      </form>
    </Dialog>
  );
}
