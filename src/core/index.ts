/**
 * The maze engine's public API. Pure TypeScript on typed arrays: no DOM, React or Node APIs,
 * so the same code runs in Node (tests, CLI, benchmarks), the page and a Web Worker.
 */
export { WALL, OPEN, createGrid, cloneGrid, sameGrid, resizedGrid, indexOf, pointOf, inside, isOpen, endpointProblem, checkBlockIndex, defaultEnd } from './grid';
export type { Grid, Maze, Point } from './grid';
export { MAX_MAZE_SIDE, MAX_MAZE_CELLS, MAX_POLAR_RINGS, MIN_POLAR_RINGS, MAX_GRID_SIDE, MAX_GRID_BLOCKS, MAX_SEED_LENGTH, MAX_EXACT_TREE_COUNT_WORK, mazeGridSize, seedLength } from './limits';
export { readWholeNumber, readDecimal, writeDecimal } from './decimal';
export { quote, printable, describeChar } from './quote';
export { parseGrid, GridParseError, type GridParseKind } from './parse';
export { formatGrid, formatBlock, formatWalk } from './format';
export { createRandom, randomSeed, seedState } from './random';
export type { Random } from './random';

export { generateMaze } from './generate/generateMaze';
export { generateMazeWith } from './generate/generateMazeWith';
export { withMovedEnds } from './generate/movedEnds';
export type { GeneratedMaze } from './generate/generateMazeWith';
export type { GenerateExtras } from './generate/generateMaze';
export { loadCarver, loadedCarver } from './generate/loadCarver';
export { checkMazeOptions, MazeOptionsError, MIN_MAZE_CELLS } from './generate/mazeOptions';
export type { KindRefusal, MazeKind } from './shape/kindRefusal';
export type { MazeOptions, MazeOption } from './generate/mazeOptions';
export { GENERATORS, GENERATOR_IDS, isGeneratorId } from './generate/generators';
export type { GeneratorId, GeneratorInfo } from './generate/generators';
export { CARVERS } from './generate/registry';
export type { Carve } from './generate/carve';
export { deadEnds } from './generate/braid';
export { CarveRecorder } from './generate/carveRecorder';
export { CarveProgress, CARVE, BUILD, OPEN_ROOM, WALK_FROM, WALK_TO, ERASE_LOOP, STEP_TO, carveEventBlock, carveEventKind } from './generate/trace';
export type { CarveTrace, ReplayTrace, CarveEventKind } from './generate/trace';

export { solve, SOLVERS, isSolverId } from './solve/solve';
export type { Solver, SolverInfo } from './solve/solve';
export { SOLVER_IDS } from './solve/result';
export type { SolverId, SolveOptions, SolveResult } from './solve/result';
export { SearchTrace, EXPAND, DISCOVER, RETREAT, eventBlock, eventKind, stepsWalked } from './solve/searchTrace';
export type { SearchEventKind } from './solve/searchTrace';
export { raceSolvers, raceWith, timedSolve, timeSolving, shortestLength, statsOf } from './solve/race';
export type { SolverStats, TimedSolve, Race, SolveWith } from './solve/race';
export { routesToGoal, routeFrom, solvedFromStart, stepToward } from './solve/routes';
export type { GoalRoutes } from './solve/routes';
export { Int32List } from './int32List';
export { messageOf, asError } from './errors';

export { allPaths } from './paths/allPaths';
export type { PathOrder } from './paths/allPaths';
export { formatPath } from './paths/formatPath';
export { pathsLongestFirst } from './paths/longestFirst';
export { PathEstimator, log10MeanOfLogs } from './paths/estimatePaths';
export { countPaths, countPathsWith, CountTooLargeError } from './paths/countPaths';
export type { CountStage } from './paths/countPaths';
export type { PassRunner, DenseTask } from './paths/countDenseExact';
export type { CountOptions } from './paths/countPaths';
/**
 * The number of shortest start–goal paths, exactly, on any grid up to the size limit (an open
 * 2001×2001 grid's C(4000, 2000) ≈ 10^1203 in about 0.4 s, the largest open grids in under 2 s):
 * 0n with no path, 1n when start === goal is open. Progress and a cancel check through CountControls.
 */
export { countShortestPaths } from './paths/countShortest';
/**
 * The number of Hamiltonian paths from start to goal (simple paths through every open block),
 * exactly: 0n when any open block lies on no start–goal path, so at once for a maze with a dead
 * end. Open grids corner to corner: 12×12 in about 0.2 s, 16×16 in about 15 s; far wider open
 * areas throw CountTooLargeError rather than exhaust memory. Progress and cancel as above.
 */
export { countHamiltonianPaths } from './paths/countHamiltonian';
export { checkerboardBar, type CheckerboardBar } from './paths/checkerboard';
export { CountCancelledError } from './countControls';
export type { CountControls } from './countControls';

export { squareTopology, hexTopology, upsilonTopology, triangleTopology, polarRingSizes, circleLevels } from './shape/shapes';
export { polarTopology, circleRings } from './shape/polarTopology';
export { buildTopology, neighboursOf, centreDistance, slotOf } from './shape/topology';
export type { Topology, ShapeId } from './shape/topology';
export { openAdjacency, adjacencyIndex, isPassage, solveCells, passageCount } from './shape/cellMaze';
export { GRAPH_GENERATORS, carveBacktracker } from './shape/generate/registry';
export { GRAPH_GENERATOR_IDS } from './shape/generate/graphGenerators';
export { braidCells, cellDeadEnds } from './shape/generate/braid';
export type { GraphGeneratorId } from './shape/generate/graphGenerators';
export type { CellMaze } from './shape/cellMaze';

export { MaskError, parseMask, maskText, maskCellCount, checkMaskSize } from './shape/mask';
export type { Mask } from './shape/mask';
export { MASK_PRESET_IDS, presetMask, isMaskPresetId, largestPiece } from './shape/maskPresets';
export { MASK_PRESET_SIZES } from './shape/maskPresetSizes';
export type { MaskPresetId } from './shape/maskPresets';
export { maskFromPixels } from './shape/maskPixels';
export { decodeMask } from './shape/maskCode';
export { encodeMask } from './shape/maskEncode';
export { shapeTopology, maskTopology, gridTopology, isGridShape, SHAPE_IDS, isShapeId } from './shape/shapeTopology';
export type { GridShapeId } from './shape/shapeTopology';
export { topologyPieces, piecesOf } from './shape/pieces';
export type { Pieces } from './shape/pieces';
export { centreBounds } from './shape/centreBounds';
export type { CentreBounds } from './shape/centreBounds';
export { cellMazeOfGrid } from './shape/gridMaze';
export { generateShaped } from './shape/generateShaped';
export { generateUnicursal, unicursalOf, type UnicursalOptions } from './shape/unicursal';
export { generateShapedWith } from './shape/generateShapedWith';
export { checkShapeOptions, isWeaveShape, kindOfOptions, WEAVE_SHAPES } from './shape/shapeOptions';
export { cellAcrossLevels, levelCount, levelOf, MAX_LEVELS, MIN_LEVELS, placeOf } from './shape/levels';
export { levelsTopology } from './shape/levelsTopology';
export type { ShapeOptions } from './shape/shapeOptions';
export { graphOnlyKind, rowBasedReason, rowBasedRefusal, needsGraphGenerator, type GraphOnlyKind } from './shape/rowBased';
export { longestPathEnds } from './shape/endpoints';
export { cellRoutesToGoal, cellRouteFrom, cellSolvedFromStart } from './shape/routes';
export { solveShaped, CELL_SOLVERS } from './shape/solve/solveShaped';
export type { CellSolver } from './shape/solve/solveShaped';
export { longestStep } from './shape/solve/heuristic';
export { mazeToJson, mazeJsonChunks, mazeFromJson, MazeJsonError } from './shape/json';
export { forEachSide, newSide, cellAt, cellsInRect, cellBox, shapeBounds, cellOfSlot, slotCount, doorSide } from './shape/geometry';
export type { Side, Box } from './shape/geometry';
export { LEFT, RIGHT, UP, DOWN, DIRECTION_NAMES, READING_ORDER, rowStep, colStep, flatStep, fourSteps, opposite, directionNumber, hasNeighbour, neighbourIndex } from './fourNeighbours';
export type { Direction, FourSteps } from './fourNeighbours';

export { countSpanningTrees, exactCountWork } from './trees/countSpanningTrees';
export { log10SpanningTrees } from './trees/log10SpanningTrees';

export { passagesOfBlocks, passagesOfCells, type PassageGraph } from './stats/passageGraph';
export { passagesOfGrid } from './stats/gridPassages';
export { mazeStats, difficultyOf, type MazeStats } from './stats/mazeStats';
export { exactEffort, simulatedMoves, LEAN, type Effort } from './stats/effort';
export { SIGHT } from './stats/lookAhead';
export { passageDistances, heatLevels, HEAT_LEVELS } from './stats/distances';
