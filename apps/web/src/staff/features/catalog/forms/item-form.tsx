import { CATALOG_INPUTS, type CatalogKind } from '@roast/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { useFieldErrors } from '../../../../lib/forms';
import { toast } from '../../../../lib/toast';
import { Notice } from '../../../components/console-page';
import { fieldRefusal, messageNamingField } from '../../../lib/api';
import { staffPaths } from '../../../lib/paths';
import { useSaveItem } from '../api/catalog';
import { kindInfo, type CatalogItem } from '../catalog-kinds';
import styles from './catalog-form.module.css';
import { changesOf } from './form-values';

/** Every field of each kind's input, for the server's refusals that name one and for an edit's changes. */
const FIELDS = Object.fromEntries(
  Object.entries(CATALOG_INPUTS).map(([kind, schema]) => [kind, Object.keys(schema.shape)]),
) as Record<CatalogKind, string[]>;

export type FormErrors = Partial<Record<string, string>>;

/** The form's fields' errors (checked with the kind's schema, or refused by the server). */
export const useItemErrors = () => useFieldErrors<string>();

const WAIT = 'Wait for the photo to finish uploading, then save.';

/** The photos of a form: each one's image name, and whether it is still on its way to the server. */
export function usePhotos<Name extends string>(initial: Record<Name, string | null>) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState<Partial<Record<Name, boolean>>>({});
  return {
    field: (name: Name) => ({
      name,
      value: values[name],
      onChange: (img: string | null) => setValues((before) => ({ ...before, [name]: img })),
      onBusyChange: (on: boolean) => setBusy((before) => ({ ...before, [name]: on })),
    }),
    has: (name: Name) => Boolean(values[name]),
    /** An error on each photo still uploading: the form waits for them. */
    waiting: (): FormErrors =>
      Object.fromEntries(
        Object.entries(busy)
          .filter(([, on]) => on)
          .map(([name]) => [name, WAIT]),
      ),
  };
}

interface ItemFormProps {
  kind: CatalogKind;
  /** The item as it was when the form opened; null for a new one. */
  item: CatalogItem | null;
  errors: ReturnType<typeof useItemErrors>;
  photos: { waiting: () => FormErrors };
  /** The kind's input, read from the form's fields. */
  read: (form: FormData) => Record<string, unknown>;
  /** What the form calls each field, for a refusal that names one. */
  labels: Readonly<Record<string, string>>;
  children: ReactNode;
}

/**
 * A catalog form: checked with the kind's schema before anything is sent; a new item is sent
 * whole, an edit only with what changed; then back to the menu with a word of what was done.
 */
export function ItemForm({ kind, item, errors, photos, read, labels, children }: ItemFormProps) {
  const { formRef, check, show } = errors;
  const save = useSaveItem(kind);
  const navigate = useNavigate();
  const [unchanged, setUnchanged] = useState(false);
  // Whether the server's refusal is shown beside its field; one no field can show (the Kannada and
  // Hindi texts are several inputs) is said above the buttons instead, so no refusal goes unseen.
  const [shownOnField, setShownOnField] = useState(false);
  const info = kindInfo(kind);
  const fields = FIELDS[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnchanged(false);
    setShownOnField(false);
    const input = check<Record<string, unknown>>(
      CATALOG_INPUTS[kind],
      read(new FormData(event.currentTarget)),
      photos.waiting(),
    );
    if (!input) return;
    const body = item ? changesOf(input, item, fields) : input;
    if (item && Object.keys(body).length === 0) {
      setUnchanged(true);
      return;
    }
    try {
      const { data } = await save.mutateAsync({ id: item?._id, body });
      const name = info.name(data);
      toast.success(item ? `Saved the changes to ${name}.` : `Added ${name} to the menu.`);
      await navigate(staffPaths.menuOf(kind));
    } catch (error) {
      const onField = fieldRefusal(error, fields, labels);
      if (!onField) return;
      show(onField);
      setShownOnField(formRef.current?.querySelector('[aria-invalid="true"]') != null);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      {children}
      <div className={styles.actions}>
        {save.isError && !shownOnField ? <Notice tone="error">{messageNamingField(save.error)}</Notice> : null}
        {unchanged ? <Notice tone="info">Nothing has changed, so there is nothing to save.</Notice> : null}
        <div className={styles.buttons}>
          <ButtonLink variant="secondary" to={staffPaths.menuOf(kind)}>
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : item ? 'Save changes' : `Add the ${info.one}`}
          </Button>
        </div>
      </div>
    </form>
  );
}
