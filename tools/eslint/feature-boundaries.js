import path from 'node:path';

/**
 * Features own their folder and do not import each other (apps/web/src/features/<name>/…);
 * app/ composes them, and shared pieces live in components/ and lib/.
 */
const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature may not import another feature.' },
    schema: [],
    messages: { crossFeature: "Feature '{{from}}' imports feature '{{to}}': compose them in app/ instead." },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = featureOf(path.resolve(path.dirname(context.filename), source));
        if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
