import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossFolderCycles, readImportGraph, reachableFrom, type ImportGraph } from './importGraph';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

describe('the import graph of src/', () => {
  const graph = readImportGraph(SRC);

  it('reads the tree: hundreds of files, with their relative imports resolved', () => {
    expect(graph.files.length).toBeGreaterThan(300);
    expect(graph.edges.get('src/store/announce.ts')).toContain('src/game/announce.ts');
  });

  it('has no import cycle across two top-level folders', () => {
    expect(crossFolderCycles(graph)).toEqual([]);
  });

  it('lets the CLI reach no store, React component, tab or input code, even through other modules', () => {
    const reached = [...reachableFrom(graph, 'src/cli/main.ts')];
    expect(reached.length).toBeGreaterThan(50);
    expect(reached.filter((file) => /^src\/(store|components|lab|input)\/|^src\/print\/studio\/|\.tsx$/.test(file))).toEqual([]);
  });
});

describe('crossFolderCycles', () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => ({ files: Object.keys(edges), edges: new Map(Object.entries(edges)) });

  it('finds a cycle through two folders, and only the files on it', () => {
    const graph = graphOf({
      'src/game/a.ts': ['src/i18n/b.ts'],
      'src/i18n/b.ts': ['src/i18n/c.ts'],
      'src/i18n/c.ts': ['src/game/a.ts', 'src/core/d.ts'],
      'src/core/d.ts': [],
    });
    expect(crossFolderCycles(graph)).toEqual([['src/game/a.ts', 'src/i18n/b.ts', 'src/i18n/c.ts']]);
  });

  it('leaves a cycle inside one folder (subfolders included) to that folder', () => {
    const graph = graphOf({
      'src/core/countControls.ts': ['src/core/paths/countPaths.ts'],
      'src/core/paths/countPaths.ts': ['src/core/countControls.ts'],
    });
    expect(crossFolderCycles(graph)).toEqual([]);
  });

  it('follows a long chain without overflowing the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 50_000; i++) edges[`src/core/f${i}.ts`] = [`src/core/f${i + 1}.ts`];
    edges['src/core/f50000.ts'] = ['src/game/back.ts'];
    edges['src/game/back.ts'] = ['src/core/f0.ts'];
    expect(crossFolderCycles(graphOf(edges))[0]).toHaveLength(50_002);
  });
});
