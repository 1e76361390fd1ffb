import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatFor, useFormat } from './format';
import { createI18nWith, localizedPath, languageOfPath, type Language } from './index';

function formatIn(language: Language) {
  const i18n = createI18nWith(language, { [language]: { common: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useFormat(), { wrapper }).result.current;
}

describe('formats for the page language', () => {
  it('writes English as the store always has', () => {
    const format = formatIn('en');
    expect(format.rupees(1200)).toBe('₹1,200');
    expect(format.rupees(126000)).toBe('₹1,26,000');
    expect(format.paiseExact(126000)).toBe('₹1,260.00');
    expect(format.date('2026-12-05')).toBe('5 Dec 2026');
    expect(format.eventDate('2026-12-05')).toBe('Sat, 5 Dec 2026');
    expect(format.time('20:00')).toBe('8:00 PM');
  });

  it('keeps Indian digit grouping in Kannada and Hindi', () => {
    for (const language of ['kn', 'hi'] as const) {
      const format = formatIn(language);
      expect(format.rupees(126000)).toBe('₹1,26,000');
      expect(format.number(1234567)).toBe('12,34,567');
      expect(format.paiseExact(12345678)).toBe('₹1,23,456.78');
    }
  });

  it('names months, weekdays and the time of day in Kannada and Hindi', () => {
    const kannada = formatIn('kn');
    expect(kannada.date('2026-12-05')).toMatch(/ಡಿಸೆಂ/);
    expect(kannada.eventDate('2026-12-05')).toMatch(/ಶನಿ/);
    expect(kannada.date('2026-12-05')).toMatch(/2026/);
    const hindi = formatIn('hi');
    expect(hindi.date('2026-12-05')).toMatch(/दिस/);
    expect(hindi.eventDate('2026-12-05')).toMatch(/शनि/);
    expect(hindi.time('08:30')).toMatch(/^8:30/);
    expect(formatFor('hi').slot({ pickupDate: '2026-11-27', pickupTime: '11:30' })).toMatch(/^27 नव.*, 11:30/);
  });

  it('leaves what is not a date or time as it is', () => {
    expect(formatFor('kn').date('soon')).toBe('soon');
    expect(formatFor('hi').time('noon')).toBe('noon');
  });
});

describe('language paths', () => {
  it('reads the language from the path and writes a path in a language', () => {
    expect(languageOfPath('/kn/cakes')).toEqual({ language: 'kn', basename: '/kn', path: '/cakes' });
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', basename: '/hi', path: '/' });
    expect(languageOfPath('/cakes')).toEqual({ language: 'en', basename: '/', path: '/cakes' });
    expect(languageOfPath('/knowledge').language).toBe('en');
    expect(localizedPath('kn', '/')).toBe('/kn');
    expect(localizedPath('hi', '/cakeInfo/1')).toBe('/hi/cakeInfo/1');
    expect(localizedPath('en', '/cakes')).toBe('/cakes');
  });
});
