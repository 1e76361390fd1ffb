import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noRawText } from './translated-texts.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const text = (words: string) => ({ messageId: 'text', data: { text: words } });

describe('i18n/no-raw-text', () => {
  tester.run('no-raw-text', noRawText, {
    valid: [
      { code: "const a = <p>{t('cakes.title')}</p>;" },
      { code: "const a = <img alt={t('story.alt')} />;" },
      // No words: numbers, punctuation, the brand and an address read the same in every language.
      { code: 'const a = <p>{count} · {total}</p>;' },
      { code: 'const a = <span>Roast</span>;' },
      { code: 'const a = <a href="mailto:hello@roastcafe.in">hello@roastcafe.in</a>;' },
      // Attributes nobody reads: classes, ids, types, a heading level.
      { code: 'const a = <input type="checkbox" className="option" id="cake-filters" />;' },
      { code: 'const a = <ProductCard heading="h3" />;' },
    ],
    invalid: [
      { code: 'const a = <h1>Cakes baked to order</h1>;', errors: [text('Cakes baked to order')] },
      { code: 'const a = <img alt="Three cakes" />;', errors: [text('Three cakes')] },
      { code: "const a = <button aria-label={'Close menu'} />;", errors: [text('Close menu')] },
      { code: 'const a = <PageHeader eyebrow={`Visit us`} />;', errors: [text('Visit us')] },
      { code: 'const a = <p>ಕೇಕ್</p>;', errors: [text('ಕೇಕ್')] },
    ],
  });
});
