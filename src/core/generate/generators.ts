// The generators by name: what the menus, links and CLI know of them. Their code is in
// registry.ts, so naming a generator never loads one.

export interface GeneratorInfo {
  readonly id: GeneratorId;
  /** A name for menus. */
  readonly label: string;
  /** The texture it gives, in a line. */
  readonly texture: string;
}

export const GENERATOR_IDS = [
  'backtracker',
  'prim',
  'prim-simplified',
  'kruskal',
  'wilson',
  'aldous-broder',
  'eller',
  'hunt-and-kill',
  'sidewinder',
  'binary-tree',
  'recursive-division',
  'growing-tree',
] as const;
export type GeneratorId = (typeof GENERATOR_IDS)[number];

export const GENERATORS: Readonly<Record<GeneratorId, GeneratorInfo>> = {
  backtracker: {
    id: 'backtracker',
    label: 'Recursive backtracker',
    texture: 'Long winding corridors, few dead ends, long solutions.',
  },
  prim: {
    id: 'prim',
    label: "Prim's (classic)",
    texture: 'Bushy, radial branching from the top-left; many short dead ends.',
  },
  'prim-simplified': {
    id: 'prim-simplified',
    label: "Prim's (simplified)",
    texture: 'Bushy, radial branching from a random cell; many short dead ends.',
  },
  kruskal: {
    id: 'kruskal',
    label: "Kruskal's",
    texture: 'Evenly random with no direction or centre; many short dead ends.',
  },
  wilson: {
    id: 'wilson',
    label: "Wilson's",
    texture: 'Uniform over all mazes: unbiased, many short dead ends, a meandering solution.',
  },
  'aldous-broder': {
    id: 'aldous-broder',
    label: 'Aldous–Broder',
    texture: "Uniform over all mazes, as Wilson's, but slow on big mazes (a random walk must cover the grid).",
  },
  eller: {
    id: 'eller',
    label: "Eller's",
    texture: 'Built row by row: evenly random with a horizontal grain and a long bottom corridor.',
  },
  'hunt-and-kill': {
    id: 'hunt-and-kill',
    label: 'Hunt-and-kill',
    texture: 'Long winding corridors and few dead ends, like the backtracker, without a stack.',
  },
  sidewinder: {
    id: 'sidewinder',
    label: 'Sidewinder',
    texture: 'An open top corridor with short horizontal runs hanging from it; a vertical grain.',
  },
  'binary-tree': {
    id: 'binary-tree',
    label: 'Binary tree',
    texture: 'Diagonal north-east grain; open top row and right column; trivial to solve toward the top-right.',
  },
  'recursive-division': {
    id: 'recursive-division',
    label: 'Recursive division',
    texture: 'Long straight walls and nested rectangular rooms joined by single gaps.',
  },
  'growing-tree': {
    id: 'growing-tree',
    label: 'Growing tree',
    texture: 'Half backtracker, half Prim: winding corridors with some bushy branching.',
  },
};

export function isGeneratorId(value: string): value is GeneratorId {
  return (GENERATOR_IDS as readonly string[]).includes(value);
}
