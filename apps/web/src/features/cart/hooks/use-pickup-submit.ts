import {
  checkPickup,
  earliestPickup,
  MAX_PICKUP_DAYS_AHEAD,
  type PickupRefusal,
  type PickupSlot,
  type Store,
} from '@roast/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogText } from '../../../i18n/catalog-text';
import { useFormat } from '../../../i18n/format';
import { useRefusalText } from '../../../lib/refusals';
import { allPickupSlots } from '../api/pickup-slots';
import type { PickupChoice } from './use-pickup-choice';

export interface Pickup extends PickupSlot {
  store: string;
  note: string;
}

interface PickupSubmitOptions {
  itemNoun: 'cake' | 'hamper';
  preparationHours: number;
  noStoreMessage: string;
  onConfirm: (pickup: Pickup) => Promise<boolean>;
}

/**
 * Adding with the chosen pickup: a time the outlet cannot make is refused here, by the domain's
 * code, before any call; a refused add asks the outlet's times again.
 */
export function usePickupSubmit({ itemNoun, preparationHours, noStoreMessage, onConfirm }: PickupSubmitOptions) {
  const client = useQueryClient();
  const [errors, setErrors] = useState<{ store?: string; pickup?: string }>({});
  const [busy, setBusy] = useState(false);
  const storeRef = useRef<HTMLSelectElement>(null);
  const { t } = useTranslation('cart');
  const format = useFormat();
  const text = useCatalogText();
  const refusalText = useRefusalText();

  /** The domain's reason a pickup cannot be, in the page's language, by its code. */
  const pickupProblem = (refused: PickupRefusal, now: Date, outlet: Store): string => {
    switch (refused.code) {
      case 'pickup_invalid':
        return t('dialog.invalidSlot');
      case 'pickup_needs_an_hour':
      case 'pickup_needs_hours':
        return t(itemNoun === 'cake' ? 'dialog.needsHoursCake' : 'dialog.needsHoursHamper', {
          count: preparationHours,
          slot: format.slot(earliestPickup(now, preparationHours, outlet.hours)),
        });
      case 'pickup_too_far_ahead':
        return t('dialog.tooFarAhead', { count: MAX_PICKUP_DAYS_AHEAD });
      case 'pickup_outside_hours':
        return t('dialog.outsideHours', {
          outlet: text(outlet, 'outletName'),
          open: format.time(outlet.hours.open),
          close: format.time(outlet.hours.close),
        });
      default:
        return refusalText(refused.code, refused.params) ?? refused.code;
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>, choice: PickupChoice, note: string) {
    event.preventDefault();
    const { chosen, slot } = choice;
    if (!chosen) {
      setErrors({ store: noStoreMessage });
      storeRef.current?.focus();
      return;
    }
    const now = new Date();
    const check = checkPickup(slot, {
      now,
      preparationHours,
      hours: chosen.hours,
      outletName: chosen.outletName,
      itemNoun,
      closedDates: chosen.closedDates,
      closedReasons: chosen.closedReasons,
      takingOrders: chosen.takingOrders,
      pausedUntil: chosen.pausedUntil,
      sameDayCutoff: chosen.sameDayCutoff,
    });
    if (!check.ok) {
      setErrors({ pickup: pickupProblem(check, now, chosen) });
      return;
    }
    if (choice.fresh && choice.dayMessage) {
      setErrors({ pickup: choice.dayMessage });
      return;
    }
    if (choice.chosenFull) {
      setErrors({
        pickup: t('dialog.slotFull', {
          time: format.time(choice.chosenSlot),
          date: format.date(slot.pickupDate),
          outlet: text(chosen, 'outletName'),
        }),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    const added = await onConfirm({ ...slot, store: chosen._id, note: note.trim() });
    if (!added) {
      setBusy(false);
      // A slot may have filled since: the times show how things stand now.
      void client.invalidateQueries({ queryKey: allPickupSlots });
    }
  }

  return {
    errors,
    /** A new outlet clears every error; a new date or time clears the pickup's. */
    clearErrors: () => setErrors({}),
    clearPickupError: () => setErrors((current) => ({ ...current, pickup: undefined })),
    busy,
    storeRef,
    submit,
  };
}
