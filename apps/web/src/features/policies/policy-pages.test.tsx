import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import { renderInLanguage } from '../../test/in-language';
import { PrivacyPage, RefundPage, TermsPage } from './policy-pages';

const openIn = (language: Language, page: ReactNode) => renderInLanguage(language, page);

describe('the policies in every language', () => {
  it('reads the privacy notice in English as written, with each item of data in its table', () => {
    openIn('en', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The personal data we keep, in plain words' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
    expect(within(table).getByRole('rowheader', { name: 'GST invoices' })).toBeInTheDocument();
    expect(
      within(table).getByRole('rowheader', { name: 'Your WhatsApp and SMS choices, with the words shown and when' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We send nothing by WhatsApp or SMS unless you chose it/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'My Account' })[0]).toHaveAttribute('href', '/myorders');
    expect(screen.getAllByRole('link', { name: 'grievance@roastcafe.in' })[0]).toHaveAttribute(
      'href',
      'mailto:grievance@roastcafe.in',
    );
    expect(screen.getByText('27 Nov 2026')).toHaveAttribute('datetime', '2026-11-27');
    expect(document.getElementById('privacy-rights')).toBeInTheDocument();
  });

  it('reads the privacy notice in Kannada, with the same table, links and date in Kannada', () => {
    openIn('kn', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ಗೌಪ್ಯತಾ ನೀತಿ' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'ನಾವು ಇಟ್ಟುಕೊಳ್ಳುವ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ, ಸರಳ ಮಾತುಗಳಲ್ಲಿ' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
    expect(screen.getAllByRole('link', { name: 'ನನ್ನ ಖಾತೆ' })[0]).toHaveAttribute('href', '/myorders');
    expect(screen.getAllByRole('link', { name: 'grievance@roastcafe.in' }).length).toBeGreaterThan(0);
    expect(document.querySelector('time')?.textContent).toMatch(/ನವೆಂ/);
    expect(document.body.textContent).not.toMatch(/Who we are|Your rights|In short/);
  });

  it('reads the terms and the refund policy in Hindi, linking each other', () => {
    openIn('hi', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'वापसी और रिफ़ंड नीति' })[0]).toHaveAttribute(
      'href',
      '/return-and-refund',
    );
    expect(screen.getAllByRole('link', { name: '+91 80 4912 3300' })[0]).toHaveAttribute('href', 'tel:+918049123300');
  });

  it('marks the policy on show among the three, in Hindi too', () => {
    openIn('hi', <RefundPage />);
    const others = screen.getByRole('navigation', { name: 'हमारी नीतियाँ' });
    expect(within(others).getByText('वापसी और रिफ़ंड नीति')).toHaveAttribute('aria-current', 'page');
    expect(within(others).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
  });
});
