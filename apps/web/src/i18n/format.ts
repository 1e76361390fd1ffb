import {
  formatDate,
  formatPrice,
  formatRupees,
  formatSlot,
  formatTime12,
  type OpeningHours,
  type PickupSlot,
} from '@roast/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDate, isOpenAllDay } from '../lib/format';
import { LOCALES, useLanguage, type Language } from './index';

/** Dates, times, numbers and rupees as a page in one language writes them. */
export interface Format {
  language: Language;
  /** '12,34,567': Indian digit grouping in every language. */
  number(value: number): string;
  /** '₹1,200', '₹1,26,000': a price in rupees (whole rupees stay whole). */
  rupees(amount: number): string;
  /** '₹1,260.00' from paise: totals, always to the paisa. */
  paiseExact(paise: number): string;
  /** '2026-12-05' → '5 Dec 2026' / '5 ಡಿಸೆಂ 2026' / '5 दिस॰ 2026'. */
  date(date: string): string;
  /** '2026-12-05' → 'Sat, 5 Dec 2026', with the weekday. */
  eventDate(date: string): string;
  /** '20:00' → '8:00 PM' in the page's language. */
  time(time: string): string;
  /** A pickup slot: '27 Nov, 11:30 AM'. */
  slot(slot: PickupSlot): string;
}

// Numbers keep Indian grouping in every language ('kn-IN' in some ICU builds groups in threes).
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{1,2}):(\d{2})/;

function utcDay(date: string): Date | undefined {
  const match = ISO_DATE.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}

function parts(locale: string, options: Intl.DateTimeFormatOptions, day: Date): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day);
}

/** English as the store always wrote it (the spec's own formats). */
const english: Format = {
  language: 'en',
  number: (value) => WHOLE.format(value),
  rupees: (amount) => `₹${formatPrice(amount)}`,
  paiseExact: (paise) => `₹${formatRupees(paise)}`,
  date: formatDate,
  eventDate: formatEventDate,
  time: formatTime12,
  slot: formatSlot,
};

/** Kannada and Hindi: month and weekday names and the time of day in the language, through Intl. */
function localFormat(language: Language): Format {
  const locale = LOCALES[language];
  const date = (value: string) => {
    const day = utcDay(value);
    return day ? parts(locale, { day: 'numeric', month: 'short', year: 'numeric' }, day) : value;
  };
  const time = (value: string) => {
    const match = ISO_TIME.exec(value);
    if (!match) return value;
    const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]) % 24, Number(match[2])));
    return parts(locale, { hour: 'numeric', minute: '2-digit', hour12: true }, at);
  };
  return {
    language,
    number: english.number,
    rupees: english.rupees,
    paiseExact: english.paiseExact,
    date,
    eventDate: (value) => {
      const day = utcDay(value);
      return day ? parts(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, day) : value;
    },
    time,
    slot: (slot) => {
      const day = utcDay(slot.pickupDate);
      const shown = day ? parts(locale, { day: 'numeric', month: 'short' }, day) : slot.pickupDate;
      return `${shown}, ${time(slot.pickupTime)}`;
    },
  };
}

const formats: Partial<Record<Language, Format>> = { en: english };

/** The formats of a language. */
export function formatFor(language: Language): Format {
  return (formats[language] ??= localFormat(language));
}

/** The formats of the page's language. */
export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(() => formatFor(language), [language]);
}

/** 'Open 8:00 AM to 11:00 PM', or 'Open 24 hours', in the page's language. */
export function useOpeningHours(): (hours: OpeningHours) => string {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (hours) =>
    isOpenAllDay(hours)
      ? t('hours.allDay')
      : t('hours.open', { from: format.time(hours.open), to: format.time(hours.close) });
}
