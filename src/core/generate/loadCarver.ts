import { messageOf } from '../errors';
import { carveBacktracker } from './backtracker';
import type { Carve } from './carve';
import { GENERATORS, type GeneratorId } from './generators';

// The carvers one at a time, for a page that should not load twelve generators to show one maze:
// each is its own dynamic import (its own small chunk in a bundle), fetched when first asked for.
// The backtracker, the default, is imported statically so the first maze waits for no fetch.
// CARVERS (registry.ts) holds them all at once for the CLI, the worker and the labs.

/** How each generator's carver is fetched; the Record type makes the compiler check every GeneratorId has one. */
const CARVER_LOADERS: Readonly<Record<GeneratorId, () => Promise<Carve>>> = {
  backtracker: () => Promise.resolve(carveBacktracker),
  prim: () => import('./prim').then((module) => module.carvePrim),
  'prim-simplified': () => import('./primSimplified').then((module) => module.carvePrimSimplified),
  kruskal: () => import('./kruskal').then((module) => module.carveKruskal),
  wilson: () => import('./wilson').then((module) => module.carveWilson),
  'aldous-broder': () => import('./aldousBroder').then((module) => module.carveAldousBroder),
  eller: () => import('./eller').then((module) => module.carveEller),
  'hunt-and-kill': () => import('./huntAndKill').then((module) => module.carveHuntAndKill),
  sidewinder: () => import('./sidewinder').then((module) => module.carveSidewinder),
  'binary-tree': () => import('./binaryTree').then((module) => module.carveBinaryTree),
  'recursive-division': () => import('./recursiveDivision').then((module) => module.carveRecursiveDivision),
  'growing-tree': () => import('./growingTree').then((module) => module.carveGrowingTree),
};

const loaded = new Map<GeneratorId, Carve>([['backtracker', carveBacktracker]]);

/** The generator's carver if it is already here (the backtracker always is), else undefined: no waiting. */
export function loadedCarver(id: GeneratorId): Carve | undefined {
  return loaded.get(id);
}

/**
 * The generator's carver, fetched on first use. A failed fetch (offline before it was ever
 * cached) rejects with a message naming the generator, and is tried again on the next call.
 */
export async function loadCarver(id: GeneratorId): Promise<Carve> {
  const known = loaded.get(id);
  if (known) return known;
  let carve: Carve;
  try {
    carve = await CARVER_LOADERS[id]();
  } catch (error) {
    throw new Error(`the code of the ${GENERATORS[id].label} generator could not load (${messageOf(error)}); check the connection and try again`, { cause: error });
  }
  loaded.set(id, carve);
  return carve;
}
