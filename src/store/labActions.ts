import type { LabActionsMaker } from './labs';
import { createPathsEditorActions } from './pathsEditorSlice';
import { createPathsRunActions } from './pathsRunSlice';
import { createSolversActions } from './solversSlice';

/**
 * The labs' actions, with everything they use (parsing grids, the labs' workers' clients, their
 * messages). This module loads with the first lab opened (labs.ts's installLabs), never with
 * the game.
 */
export const createLabActions: LabActionsMaker = (deps) => (...a) => ({
  ...createPathsEditorActions()(...a),
  ...createPathsRunActions(deps.paths)(...a),
  ...createSolversActions()(...a),
});
