import {
  jobApplicationSchema,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  type Job,
  type JobApplicationFields,
} from '@roast/domain';
import { FileText, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { useCatalogText } from '../../i18n/catalog-text';
import { useFormat } from '../../i18n/format';
import { useFieldErrors } from '../../lib/forms';
import { useRefusalWords } from '../../lib/refusals';
import { toast } from '../../lib/toast';
import { useApply } from './api/applications';
import styles from './application-dialog.module.css';

type ApplicationField = keyof JobApplicationFields | 'resume';

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i;

interface ApplicationDialogProps {
  job: Pick<Job, '_id' | 'title' | 'location' | 'translations'>;
  open: boolean;
  onClose: () => void;
}

/** The application form: name, email and phone number required; a subject and a resume if you like. */
export function ApplicationDialog({ job, open, onClose }: ApplicationDialogProps) {
  const { formRef, errors, check, clear } = useFieldErrors<ApplicationField>();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const apply = useApply(setProgress);
  const [file, setFile] = useState<File | null>(null);
  const busy = progress !== null;
  const { t } = useTranslation('careers');
  const refusalWords = useRefusalWords();
  const format = useFormat();
  const text = useCatalogText();
  const sizeText = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('apply.mb', { size: (bytes / (1024 * 1024)).toFixed(1) })
      : t('apply.kb', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });

  /** Closing drops what was typed: the form opens empty next time. */
  function close() {
    if (busy) return;
    setFile(null);
    clear();
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const resume =
      file && !RESUME_EXTENSIONS.test(file.name)
        ? t('apply.resumeType')
        : file && file.size > RESUME_MAX_BYTES
          ? t('apply.resumeSize')
          : undefined;
    setFailure(null);
    const applicant = check(
      jobApplicationSchema,
      {
        name: form.get('name') ?? '',
        email: form.get('email') ?? '',
        number: form.get('number') ?? '',
        subject: form.get('subject') ?? '',
      },
      resume ? { resume } : {},
    );
    if (!applicant) return;

    const body = new FormData();
    body.append('name', applicant.name);
    body.append('email', applicant.email);
    body.append('number', applicant.number);
    if (applicant.subject) body.append('subject', applicant.subject);
    if (file) body.append('resume', file, file.name);

    setProgress(0);
    const answer = await apply.mutateAsync({ jobId: job._id, form: body });
    setProgress(null);
    if (answer.status === 201) {
      formRef.current?.reset();
      setFile(null);
      clear();
      onClose();
      toast.success(t('apply.submitted'));
      return;
    }
    const said = refusalWords(answer.refusal);
    setFailure(answer.status === 0 || !said ? t('apply.noAnswer') : t('apply.error', { message: said }));
  }

  return (
    <Dialog open={open} onClose={close} title={t('apply.title')} width={520}>
      <p className={styles.lead}>
        <strong>{text(job, 'title')}</strong>, {text(job, 'location')}. {t('apply.lead')}
      </p>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <Field label={t('apply.name')} error={errors.name}>
          <input name="name" type="text" autoComplete="name" required maxLength={80} />
        </Field>
        <Field label={t('apply.email')} error={errors.email}>
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field label={t('apply.number')} error={errors.number}>
          <input name="number" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
        </Field>
        <Field label={t('apply.subject')} error={errors.subject}>
          <input name="subject" type="text" maxLength={200} />
        </Field>
        <Field label={t('apply.resume')} error={errors.resume} hint={t('apply.resumeHint')}>
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
            <progress max={100} value={Math.round(progress * 100)} aria-label={t('apply.sending')} />
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
          {busy ? t('apply.submitting') : t('apply.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
