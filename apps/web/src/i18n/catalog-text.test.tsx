import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CakeCard } from '../features/cakes/cake-card';
import { renderInApp } from '../test/render';
import { truffleCake } from '../test/catalog';
import { catalogText } from './catalog-text';
import { createI18nWith, loadAllTexts, type Language } from './index';

const translated = {
  ...truffleCake,
  price: 126000,
  translations: {
    kn: { name: 'ಟ್ರಫಲ್ ಕೇಕ್', content: ['ಚಾಕೊಲೇಟ್'] },
    hi: { name: '', smalldesc: 'गहरी चॉकलेट' },
  },
};

async function renderCardIn(language: Language) {
  const i18n = createI18nWith(language, { [language]: await loadAllTexts(language) });
  return renderInApp(
    <I18nextProvider i18n={i18n}>
      <CakeCard cake={translated} />
    </I18nextProvider>,
  );
}

describe("the owner's translations of the catalog", () => {
  it('reads a field in the language when the owner wrote it, else in English', () => {
    expect(catalogText(translated, 'name', 'kn')).toBe('ಟ್ರಫಲ್ ಕೇಕ್');
    expect(catalogText(translated, 'content', 'kn')).toEqual(['ಚಾಕೊಲೇಟ್']);
    expect(catalogText(translated, 'smalldesc', 'kn')).toBe(truffleCake.smalldesc);
    // An empty translation is no translation.
    expect(catalogText(translated, 'name', 'hi')).toBe(truffleCake.name);
    expect(catalogText(translated, 'smalldesc', 'hi')).toBe('गहरी चॉकलेट');
    expect(catalogText(translated, 'name', 'en')).toBe(truffleCake.name);
    expect(catalogText({ ...truffleCake, translations: undefined }, 'name', 'kn')).toBe(truffleCake.name);
  });

  it('shows a cake card in Kannada: its name, the fixed texts and an Indian-grouped price', async () => {
    await renderCardIn('kn');
    expect(screen.getByRole('heading', { name: 'ಟ್ರಫಲ್ ಕೇಕ್' })).toBeInTheDocument();
    expect(screen.getByText(`ತಯಾರಿ ಸಮಯ: ${truffleCake.preparationTime} ಗಂಟೆ`)).toBeInTheDocument();
    expect(screen.getByText(`₹1,26,000 / ${truffleCake.portions}`)).toBeInTheDocument();
  });

  it('keeps the English card as the spec writes it', async () => {
    await renderCardIn('en');
    expect(screen.getByRole('heading', { name: truffleCake.name })).toBeInTheDocument();
    expect(screen.getByText(`Rs. 126000/- Per ${truffleCake.portions}`)).toBeInTheDocument();
    expect(screen.getByText(`Preparation Time: ${truffleCake.preparationTime} Hrs`)).toBeInTheDocument();
  });
});
