import { NOTICES } from '../i18n/notices';
import { CodeLoadError, onFirstUse } from '../lazy/onFirstUse';
import type { PathsService } from '../workers/pathsClient';
import { editorDefaults, type PathsEditorActions, type PathsEditorState } from './pathsEditorState';
import { runDefaults, type PathsRunActions, type PathsRunState } from './pathsRunState';
import { solversDefaults, type SolversActions, type SolversState } from './solversState';
import type { Slice } from './types';

/**
 * The labs in the one store. Their state is always there (persist reads and writes it at boot,
 * so a kept editor or lab comes back, or its notice shows, at page load); their actions, and
 * the code behind them, load with the first lab opened: `installLabs` fetches labActions.ts
 * and merges its functions into the store, never its state, which may hold restored values.
 * Until then each action is a stand-in that installs the labs and forwards the call, so
 * anything in the first load (the game's "Open in editor") may call one at any time; calls
 * keep their order. A stand-in answers with a promise of the action's answer: only the lab
 * pages use the answers (loadPathsText's, pathsGridBlob's), and they show once installed.
 */

export type LabActions = PathsEditorActions & PathsRunActions & SolversActions;
type LabState = PathsEditorState & PathsRunState & SolversState;

/** What the labs' actions are made with: where every-path jobs run (Web Workers by default). */
export interface LabDependencies {
  readonly paths?: () => PathsService;
}

/** Makes the labs' actions (labActions.ts's createLabActions). */
export type LabActionsMaker = (deps: LabDependencies) => Slice<LabActions>;

export interface LabsSlice {
  /** Puts the labs' actions in the store, loading them first if need be; the lab pages wait for it. */
  installLabs: () => Promise<void>;
}

/** Every lab action, for the stand-ins: one left out fails to type-check below. */
const LAB_ACTIONS = [
  'setPathsTool', 'readPathsText', 'cancelPathsReading', 'undoOpenInPathsEditor', 'dismissPathsReplaced', 'pathsGridBlob', 'editPathsText', 'loadPathsText',
  'editPathsSize', 'applyPathsSize', 'clearPathsGrid', 'paintPathsBlocks', 'finishPathsPaint', 'setPathsEndpoint', 'openInPathsEditor',
  'setPathsOrder', 'clearPathsResults', 'findAllPaths', 'cancelPaths', 'selectPath', 'preparePathsWorkers', 'countHowMany', 'countPathsAnyway', 'cancelHowMany',
  'openInSolvers', 'followGameMaze', 'chooseLabSource', 'makeLabMaze', 'needLabMaze', 'chooseSolver', 'runSolver', 'runRace', 'measureRaceTimes', 'watchGenerator',
] as const satisfies readonly (keyof LabActions)[];
const everyActionListed: [Exclude<keyof LabActions, (typeof LAB_ACTIONS)[number]>] extends [never] ? true : never = true;
void everyActionListed;

/** The stand-ins of every store: installing replaces any of them found in the store. */
const STAND_INS = new WeakSet<object>();

/**
 * The labs' slice. `eager` (tests) makes the actions at once, so they run in the same task as
 * they always have; without it they load on the first `installLabs` (or stand-in call).
 */
export function createLabsSlice(deps: LabDependencies, eager?: LabActionsMaker): Slice<LabState & LabActions & LabsSlice> {
  const lazily = onFirstUse('the labs', () => import('./labActions').then(({ createLabActions }): LabActionsMaker => createLabActions));
  const load = (): Promise<LabActionsMaker> => (eager ? Promise.resolve(eager) : lazily());

  return (set, get, api) => {
    const standIn = (name: keyof LabActions) => {
      const forward = (...args: unknown[]) => {
        const done = get().installLabs().then(() => (get()[name] as (...a: unknown[]) => unknown)(...args));
        // Called from the game (Open in editor), a failed load would lose the click: say so.
        done.catch((error: unknown) => {
          if (error instanceof CodeLoadError) get().notify((language) => ({ text: NOTICES[language].codeCouldNotLoad }));
        });
        return done;
      };
      STAND_INS.add(forward);
      return forward;
    };
    const standIns = Object.fromEntries(LAB_ACTIONS.map((name) => [name, standIn(name)])) as unknown as LabActions;
    const installed = () => !LAB_ACTIONS.some((name) => STAND_INS.has(get()[name]));
    return {
      ...editorDefaults(),
      ...runDefaults(),
      ...solversDefaults(),
      ...(eager ? eager(deps)(set, get, api) : standIns),
      installLabs: () =>
        load().then((make) => {
          // A store reset to its first state (a test's) holds stand-ins again.
          if (!installed()) set(make(deps)(set, get, api));
        }),
    };
  };
}
