import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The domain's modules import each other in one direction only. A cycle makes the order in which
 * modules run depend on which one a page loads first (a constant read before its module ran is
 * undefined), and it ties two rules together so neither can be read or moved alone.
 */
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src');

type Graph = ReadonlyMap<string, readonly string[]>;

/** Each module's imports and re-exports of its siblings, type-only ones too. */
function domainGraph(): Graph {
  const modules = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
  return new Map(
    modules.map((file) => {
      const source = readFileSync(path.join(here, file), 'utf8');
      const siblings = [...source.matchAll(/^(?:import|export)\b[^;]*?'\.\/([\w-]+)';/gm)].map(
        (match) => `${match[1]}.ts`,
      );
      return [file, [...new Set(siblings)]];
    }),
  );
}

/** Every cycle found by a walk of the graph, each as the modules around it, the first repeated at the end. */
function cyclesOf(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return cycles;
}

describe('the domain modules', () => {
  it('find a cycle, however long, when there is one', () => {
    const graph: Graph = new Map([
      ['index.ts', ['pickup.ts', 'capacity.ts']],
      ['pickup.ts', ['india-time.ts', 'capacity.ts']],
      ['capacity.ts', ['sizes.ts', 'rules.ts']],
      ['rules.ts', ['pickup.ts']],
      ['sizes.ts', []],
      ['india-time.ts', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['capacity.ts', 'rules.ts', 'pickup.ts', 'capacity.ts']]);
  });

  it('read the imports of the real modules', () => {
    const graph = domainGraph();
    expect(graph.get('pickup.ts')).toEqual(expect.arrayContaining(['capacity.ts', 'india-time.ts']));
    expect(graph.get('index.ts')).toEqual(expect.arrayContaining(['pickup.ts', 'capacity.ts', 'catalog-edit.ts']));
  });

  it('import each other without a cycle', () => {
    expect(cyclesOf(domainGraph())).toEqual([]);
  });
});
