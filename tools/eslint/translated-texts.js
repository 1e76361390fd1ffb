/**
 * Every fixed text of a customer page comes from the language's texts (`t('key')`, see
 * apps/web/src/i18n): words written straight into JSX would stay English on the Kannada and Hindi
 * pages. The rule flags JSX text with a letter in it, and string literals with letters in the
 * attributes people read or hear (alt, title, aria-label, placeholder, label and the page
 * components' eyebrow, intro, hint, empty and backLabel). Names that are the same in every language (the
 * brand, an email address) are allowed.
 */

const READ_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'placeholder',
  'label',
  'eyebrow',
  'intro',
  'hint',
  'empty',
  'backLabel',
]);
const LETTER = /\p{L}/u;
/** The same in every language: the brand, an email address, a web address. */
const ALLOWED = [/^\s*Roast\s*$/, /^\s*[\w.+-]+@[\w.-]+\s*$/, /^\s*https?:\/\/\S+\s*$/];

const allowed = (text) => !LETTER.test(text) || ALLOWED.some((pattern) => pattern.test(text));

/** @type {import('eslint').Rule.RuleModule} */
export const noRawText = {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text and read-out attributes come from the translated texts' },
    messages: {
      text: 'Write "{{text}}" in locales/<lang>/<namespace>.json and show it with t(…).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (!allowed(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal' &&
                typeof node.value.expression.value === 'string'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' &&
                  node.value.expression.type === 'TemplateLiteral' &&
                  node.value.expression.expressions.length === 0
                ? node.value.expression.quasis[0].value.cooked
                : null;
        if (typeof value === 'string' && !allowed(value)) report(node, value);
      },
    };
  },
};

export default { rules: { 'no-raw-text': noRawText } };
