/** What the Solvers lab's words call one place of a maze: a block of a grid, a cell of a shape. */
export type LabUnit = 'block' | 'cell';

/** Everything a lab picture can show, each with one legend entry. */
export type LabKind =
  | 'wall'
  | 'passage'
  | 'frontier'
  | 'explored'
  | 'distance'
  | 'retreated'
  | 'path'
  | 'carved'
  | 'built'
  | 'walk'
  | 'erased'
  | 'head'
  | 'walker'
  | 'start'
  | 'exit';
