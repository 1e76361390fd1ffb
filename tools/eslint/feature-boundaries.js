import path from 'node:path';

/**
 * Features own their folder, and dependencies flow one way: shared code, then features, then the
 * place that composes them.
 *
 * - Web (`apps/web/src/features/<name>/…`): a feature does not import another feature at all;
 *   app/ composes them, and shared pieces live in components/ and lib/.
 * - API (`apps/api/src/features/<name>/…`): a feature reaches another feature only through that
 *   feature's `<name>.service.ts` (types included); its routes, repository, mails and other files
 *   stay private, and app.ts composes the rest (it hands one feature's service to another).
 *
 * Both rules look at every way a module names another: `import … from`, `export … from`,
 * `import()` with a fixed path, `import x = require()` and `import('…')` types. Only relative
 * paths can point into another feature here (neither app has path aliases).
 */

const WEB_FEATURES = 'apps/web/src/features/';
const API_FEATURES = 'apps/api/src/features/';
const CONSOLE_FEATURES = 'apps/web/src/staff/features/';
const WEB_SOURCE = 'apps/web/src/';

const toPosix = (file) => file.split(path.sep).join('/');

/** The feature a file is in under `root`, and its path inside that feature ('' for the folder itself). */
function locate(file, root) {
  const posix = toPosix(file);
  const at = posix.indexOf(`/${root}`);
  if (at === -1) return null;
  const [feature, ...inside] = posix.slice(at + root.length + 1).split('/');
  return feature ? { feature, inside: inside.join('/') } : null;
}

/** A file's path inside the web app's `src/` ('staff/main.tsx', 'lib/api.ts'), or null outside it. */
function webPathOf(file) {
  const posix = toPosix(file);
  const at = posix.indexOf(`/${WEB_SOURCE}`);
  return at === -1 ? null : posix.slice(at + WEB_SOURCE.length + 1);
}

/** The path a node names, when it is written out in full: a string, or a template without expressions. */
function pathOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  if (node.type === 'TSLiteralType') return pathOf(node.literal);
  return null;
}

/** Calls `check(node, specifier)` for every module a file names. */
function moduleVisitors(check) {
  const visit = (node, specifierNode) => {
    const specifier = pathOf(specifierNode);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    TSImportEqualsDeclaration: (node) => {
      if (node.moduleReference.type === 'TSExternalModuleReference') visit(node, node.moduleReference.expression);
    },
    TSImportType: (node) => visit(node, node.source ?? node.argument),
  };
}

/**
 * A rule that reports a file of one feature naming a file of another under `root`, unless
 * `allows(target, to)` says that file is the other feature's public face.
 * @returns {import('eslint').Rule.RuleModule}
 */
function boundaryRule({ root, description, message, allows }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [],
      messages: { crossFeature: message },
    },
    create(context) {
      const from = locate(context.filename, root);
      if (!from) return {};
      return moduleVisitors((node, specifier) => {
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) return;
        const target = locate(path.resolve(path.dirname(context.filename), specifier), root);
        if (!target || target.feature === from.feature || allows(target.inside, target.feature)) return;
        context.report({
          node,
          messageId: 'crossFeature',
          data: {
            from: from.feature,
            to: target.feature,
            file: [target.feature, target.inside].filter(Boolean).join('/'),
          },
        });
      });
    },
  };
}

export const featureBoundaries = boundaryRule({
  root: WEB_FEATURES,
  description: 'A web feature may not import another feature.',
  message: "Feature '{{from}}' imports feature '{{to}}': compose them in app/ instead.",
  allows: () => false,
});

/** `<name>.service.ts`, named with or without its extension. */
const isServiceOf = (inside, feature) => /^(.+)\.service(?:\.[cm]?[jt]s)?$/.exec(inside)?.[1] === feature;

export const apiFeatureBoundaries = boundaryRule({
  root: API_FEATURES,
  description: "An API feature may use another feature only through that feature's <name>.service.ts.",
  message:
    "Feature '{{from}}' imports '{{file}}': another feature is used only through {{to}}.service.ts; offer the rest through the features' register (feature.ts).",
  allows: isServiceOf,
});

export const consoleFeatureBoundaries = boundaryRule({
  root: CONSOLE_FEATURES,
  description: 'A console feature may not import another console feature.',
  message: "Console feature '{{from}}' imports console feature '{{to}}': compose them in staff/app/ instead.",
  allows: () => false,
});

/**
 * The staff console is a second app beside the store (its own entry, `src/staff/`): the store never
 * names a console module, so a customer's page cannot download console code, and the console uses
 * only what the store shares on purpose (`components/`, `lib/`, `styles/`, the texts' `i18n/`, and
 * the tests' `test/`),
 * never its pages or features.
 * @type {import('eslint').Rule.RuleModule}
 */
export const consoleApart = {
  meta: {
    type: 'problem',
    docs: { description: 'The store and the staff console import nothing of each other but shared code.' },
    schema: [],
    messages: {
      storeToConsole: "The store imports the console's '{{file}}': a customer's page would download console code.",
      consoleToStore:
        "The console imports the store's '{{file}}': use components/, lib/, styles/ or i18n/, or move it there.",
    },
  },
  create(context) {
    const here = webPathOf(context.filename);
    if (here === null) return {};
    const inConsole = here.startsWith('staff/');
    return moduleVisitors((node, specifier) => {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) return;
      const target = webPathOf(path.resolve(path.dirname(context.filename), specifier));
      if (target === null) return;
      if (!inConsole && target.startsWith('staff/')) {
        context.report({ node, messageId: 'storeToConsole', data: { file: target } });
      } else if (
        inConsole &&
        !target.startsWith('staff/') &&
        !/^(?:(?:components|lib|styles|test)\/|i18n(?:\/|$))/.test(target)
      ) {
        context.report({ node, messageId: 'consoleToStore', data: { file: target } });
      }
    });
  },
};

export default {
  rules: {
    'feature-boundaries': featureBoundaries,
    'api-feature-boundaries': apiFeatureBoundaries,
    'console-feature-boundaries': consoleFeatureBoundaries,
    'console-apart': consoleApart,
  },
};
