import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@roast/domain';
import { ImageUp, RotateCcw, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CatalogImage } from '../../../components/ui/catalog-image';
import { Field, fieldStyles } from '../../../components/ui/field';
import { messageOf, StaffApiError } from '../../lib/api';
import { useUpload, type Fit, type UploadKind } from './api/upload';
import styles from './photo-field.module.css';

const SHAPES: Record<UploadKind, { words: string; ratio: string }> = {
  product: { words: 'a 4:3 photo, as the store’s cards show it', ratio: '4 / 3' },
  banner: { words: 'a wide 16:9 banner', ratio: '16 / 9' },
  logo: { words: 'a square logo', ratio: '1 / 1' },
};

const ACCEPTED = IMAGE_UPLOAD_ACCEPT.split(',');
const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** What is wrong with a file before it is sent, or null. The server checks its bytes again. */
export function fileProblem(file: File): string | null {
  // A browser that cannot tell a file's type leaves it empty: the server reads the bytes then.
  if (file.type && !ACCEPTED.includes(file.type)) {
    return 'That file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF.';
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return `This photo is ${megabytes(file.size)} MB; the most we take is ${MAX_MB} MB. Save it smaller and choose it again.`;
  }
  return null;
}

function uploadProblem(error: unknown): string {
  if (error instanceof StaffApiError && error.status === 413 && !error.serverMessage) {
    return `This photo is larger than ${MAX_MB} MB. Save it smaller and choose it again.`;
  }
  return messageOf(error, 'The photo did not reach the server. Check the connection and try again.');
}

interface PhotoFieldProps {
  /** The group's name: 'Photo', 'Banner', 'Logo'. */
  legend: string;
  /** The form field that holds the image's name ('img', 'image', 'blogimage', 'logo'). */
  name: string;
  kind: UploadKind;
  value: string | null;
  onChange: (img: string | null) => void;
  /** Told when an upload starts and ends, so the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
  error?: string;
  /** The photo's description and its field, when the photo has one. */
  alt?: { name: string; defaultValue: string; error?: string };
  /** A photo that may be left out (a job's). */
  optional?: boolean;
}

/**
 * A catalog photo: choose a file, see it, send it (with its progress), and see what the server
 * made of it in the store's shape; how a photo of another shape fits; and its description.
 */
export function PhotoField({
  legend,
  name,
  kind,
  value,
  onChange,
  onBusyChange,
  error,
  alt,
  optional = false,
}: PhotoFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fit, setFit] = useState<Fit>('cover');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const sending = useRef<AbortController | null>(null);
  const reading = useRef<FileReader | null>(null);
  const upload = useUpload();
  const shape = SHAPES[kind];
  const shown = problem ?? error;

  // Leaving the form stops an upload on its way, and the reading of a file for its preview.
  useEffect(
    () => () => {
      sending.current?.abort();
      reading.current = null;
    },
    [],
  );

  async function send(chosen: File, how: Fit) {
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setProblem(null);
    setDone(false);
    setProgress(0);
    onBusyChange(true);
    try {
      const uploaded = await upload.mutateAsync({
        file: chosen,
        kind,
        fit: how,
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(uploaded.img);
      setDone(true);
    } catch (failure) {
      if (!controller.signal.aborted) setProblem(uploadProblem(failure));
    } finally {
      if (sending.current === controller) {
        sending.current = null;
        setProgress(null);
        onBusyChange(false);
      }
    }
  }

  /**
   * The chosen file on screen, as a data: URL: the site's Content Security Policy lets images come
   * from the site and from data: URLs only, not from blob: URLs.
   */
  function showPreview(chosen: File) {
    const reader = new FileReader();
    reading.current = reader;
    setPreview(null);
    reader.onload = () => {
      if (reading.current === reader && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(chosen);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    // Choosing the same file again, after a failure, is a change too.
    event.currentTarget.value = '';
    if (!chosen) return;
    const wrong = fileProblem(chosen);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setFile(chosen);
    showPreview(chosen);
    void send(chosen, fit);
  }

  function chooseFit(how: Fit) {
    setFit(how);
    // The server cuts the photo as it renders it: a new fit is a new upload of the same file.
    if (file && how !== fit) void send(file, how);
  }

  function stop() {
    sending.current?.abort();
    sending.current = null;
    setProgress(null);
    onBusyChange(false);
    setProblem('The upload was stopped. The photo is as it was before.');
  }

  function remove() {
    sending.current?.abort();
    reading.current = null;
    setFile(null);
    setPreview(null);
    setProblem(null);
    setDone(false);
    onChange(null);
  }

  const uploading = progress !== null;
  const describedBy = [hintId, shown ? problemId : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.photo}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        Best as {shape.words}. JPEG, PNG, WebP or AVIF, up to {MAX_MB} MB.
      </p>

      <div className={`${styles.frames} ${kind === 'logo' ? styles.small : ''}`}>
        {preview ? (
          <figure className={styles.frame}>
            <div className={styles.picture} style={{ aspectRatio: shape.ratio }}>
              <img src={preview} alt="" className={styles.local} />
            </div>
            <figcaption>Your photo</figcaption>
          </figure>
        ) : null}
        <figure className={styles.frame}>
          <div className={styles.picture} style={{ aspectRatio: shape.ratio }}>
            {value && !uploading ? (
              <CatalogImage
                img={value}
                kind={kind}
                alt=""
                sizes={kind === 'logo' ? '160px' : '(min-width: 960px) 320px, 90vw'}
              />
            ) : (
              <span className={styles.empty}>{uploading ? 'Rendering…' : 'No photo yet'}</span>
            )}
          </div>
          <figcaption>{value && !uploading ? 'As the store shows it' : 'In the store'}</figcaption>
        </figure>
      </div>

      {kind === 'logo' ? null : (
        <fieldset className={styles.fits}>
          <legend className={styles.fitsLabel}>If the photo is another shape</legend>
          {(
            [
              ['cover', 'Cut it to shape'],
              ['contain', 'Fit it inside'],
            ] as const
          ).map(([how, words]) => (
            <label key={how} className={styles.fit}>
              <input
                type="radio"
                name={`${id}-fit`}
                value={how}
                checked={fit === how}
                onChange={() => chooseFit(how)}
                disabled={uploading}
              />
              {words}
            </label>
          ))}
        </fieldset>
      )}

      <div className={styles.actions}>
        <label className={styles.choose}>
          <ImageUp aria-hidden="true" size={20} />
          {value || file
            ? `Choose another ${kind === 'logo' ? 'logo' : 'photo'}`
            : `Choose a ${kind === 'logo' ? 'logo' : 'photo'}`}
          <input
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            className="visually-hidden"
            onChange={choose}
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
        {problem && file && !uploading ? (
          <Button variant="secondary" onClick={() => void send(file, fit)}>
            <RotateCcw aria-hidden="true" size={18} />
            Try again
          </Button>
        ) : null}
        {optional && value && !uploading ? (
          <Button variant="secondary" onClick={remove}>
            <Trash2 aria-hidden="true" size={18} />
            Remove the photo
          </Button>
        ) : null}
      </div>

      {uploading ? (
        <div className={styles.progress}>
          <progress max={1} value={progress} aria-label={`Uploading the ${kind === 'logo' ? 'logo' : 'photo'}`} />
          <span aria-hidden="true" className={styles.percent}>
            {Math.round(progress * 100)}%
          </span>
          <Button variant="secondary" onClick={stop}>
            <X aria-hidden="true" size={18} />
            Stop
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.state}>
        {uploading ? 'Uploading…' : done && !problem ? 'Uploaded. This is how the store shows it.' : ''}
      </p>
      {shown ? (
        <p id={problemId} className={fieldStyles.error} role={problem ? 'alert' : undefined}>
          {shown}
        </p>
      ) : null}
      <input type="hidden" name={name} value={value ?? ''} />

      {alt && (value || !optional) ? (
        <Field
          label="Describe the photo for people who cannot see it"
          hint="What it shows, in a sentence: ‘A round chocolate cake with glossy ganache and raspberries.’"
          error={alt.error}
        >
          <textarea name={alt.name} defaultValue={alt.defaultValue} rows={2} />
        </Field>
      ) : null}
    </fieldset>
  );
}
