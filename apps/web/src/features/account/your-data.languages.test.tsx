import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../test/in-language';
import { renderInApp } from '../../test/render';
import { YourData } from './your-data';

describe("My Account's 'Your data' in every language", () => {
  it('links the privacy notice by its name in English', () => {
    renderInApp(<YourData />, { path: '/myorders' });
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('links the privacy notice by its name in Kannada and Hindi', () => {
    renderInLanguage('kn', <YourData />, { path: '/kn/myorders' });
    const kannada = screen.getByRole('region', { name: 'ನಿಮ್ಮ ಮಾಹಿತಿ' });
    expect(within(kannada).getByRole('link', { name: 'ಗೌಪ್ಯತಾ ನೀತಿ' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(kannada).getByRole('button', { name: 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ' })).toBeInTheDocument();
  });

  it('reads in Hindi', () => {
    renderInLanguage('hi', <YourData />, { path: '/hi/myorders' });
    const hindi = screen.getByRole('region', { name: 'आपका डेटा' });
    expect(within(hindi).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
  });
});
