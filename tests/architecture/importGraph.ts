import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One file's relative imports, resolved to repository-relative paths under src/. */
export interface ImportGraph {
  files: string[];
  edges: Map<string, string[]>;
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`: every way a file
// can reach another, so that a cycle through a lazy chunk counts as well.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listSources(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && /\.tsx?$/.test(path));
}

/** Reads every .ts/.tsx file under `srcDir` and the relative imports between them. */
export function readImportGraph(srcDir: string): ImportGraph {
  const root = dirname(srcDir);
  const files = listSources(srcDir).map((path) => relative(root, path).split(sep).join('/'));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(join(root, file), specifier);
      if (target) targets.add(relative(root, target).split(sep).join('/'));
    }
    edges.set(file, [...targets]);
  }
  return { files, edges };
}

/** The top-level folder of src/ a file lives in (`src/game/outline/x.ts` → `game`); files at src/ itself are `.`. */
export function topFolder(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : '.';
}

/** Strongly connected components of the file graph (Tarjan, iterative so deep chains cannot overflow). */
export function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of graph.files) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, next); low.set(start, next); next++;
    stack.push(start); onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = graph.edges.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, next); low.set(child, next); next++;
          stack.push(child); onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** Import cycles whose files lie in two or more top-level folders of src/. */
export function crossFolderCycles(graph: ImportGraph): string[][] {
  return stronglyConnected(graph)
    .filter((component) => new Set(component.map(topFolder)).size > 1)
    .map((component) => [...component].sort());
}

/** Every file `start` imports, directly or through others (itself included). */
export function reachableFrom(graph: ImportGraph, start: string): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    for (const next of graph.edges.get(todo.pop()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      todo.push(next);
    }
  }
  return seen;
}
