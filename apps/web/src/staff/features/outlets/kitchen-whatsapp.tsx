import { KITCHEN_WHATSAPP_WORDING, type KitchenWhatsApp } from '@roast/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, fieldStyles } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { Notice } from '../../components/console-page';
import { fieldRefusal, messageOf } from '../../lib/api';
import { indiaMoment } from '../../lib/dates';
import { kitchenWhatsAppQuery, useSetKitchenWhatsApp } from './api/outlets';
import styles from './outlets.module.css';

/**
 * The kitchen's WhatsApp number: with the owner's opt-in (the words agreed to are shown and kept),
 * it gets a short message for each new paid order at the outlet. Saved on its own.
 */
export function KitchenWhatsAppSettings({ storeId, outletName }: { storeId: string; outletName: string }) {
  const kitchen = useQuery(kitchenWhatsAppQuery(storeId));
  return (
    <div className={styles.kitchen}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Kitchen WhatsApp</legend>
        {kitchen.isPending ? (
          <div role="status">
            <span className="visually-hidden">Loading the kitchen’s number…</span>
            <Skeleton height="2.6em" />
          </div>
        ) : kitchen.isError ? (
          <div className={styles.problem}>
            <Notice tone="error">{messageOf(kitchen.error)}</Notice>
            <Button onClick={() => void kitchen.refetch()}>Try again</Button>
          </div>
        ) : (
          <KitchenForm
            key={`${kitchen.data.number}-${kitchen.data.optedIn}`}
            storeId={storeId}
            outletName={outletName}
            kitchen={kitchen.data}
          />
        )}
      </fieldset>
    </div>
  );
}

function KitchenForm({
  storeId,
  outletName,
  kitchen,
}: {
  storeId: string;
  outletName: string;
  kitchen: KitchenWhatsApp;
}) {
  const [optedIn, setOptedIn] = useState(kitchen.optedIn);
  const save = useSetKitchenWhatsApp(storeId);
  const onNumber = save.isError ? fieldRefusal(save.error, ['number'] as const, { number: 'WhatsApp number' }) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get('number') ?? '').trim();
    try {
      const { data } = await save.mutateAsync({ number: number === '' ? null : number, optedIn });
      toast.success(
        data.optedIn
          ? `${outletName}’s kitchen will get a WhatsApp message for each new paid order.`
          : `${outletName}’s kitchen gets no WhatsApp messages.`,
      );
    } catch {
      // Shown beside the number, or under the form.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <Field
        label="WhatsApp number"
        hint="A phone in the kitchen, like 98450 12345. It gets the order number, the pickup time and what to make."
        error={onNumber?.number}
      >
        <input name="number" type="tel" inputMode="tel" autoComplete="off" defaultValue={kitchen.number ?? ''} />
      </Field>
      <label className={fieldStyles.check}>
        <input type="checkbox" checked={optedIn} onChange={(event) => setOptedIn(event.target.checked)} />
        {KITCHEN_WHATSAPP_WORDING}
      </label>
      {kitchen.optedIn && kitchen.optedInAt ? (
        <p className={styles.address}>
          On since {indiaMoment(kitchen.optedInAt)}
          {kitchen.optedInBy ? `, switched on by ${kitchen.optedInBy}` : ''}.
        </p>
      ) : null}
      {save.isError && !onNumber ? <Notice tone="error">{messageOf(save.error)}</Notice> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save kitchen WhatsApp'}
        </Button>
      </div>
    </form>
  );
}
