import { useEffect, useMemo } from 'react';
import { useGame } from '../../store';
import { labMazeOf, type SolversMaze } from '../../store/solversSlice';

/** The maze the lab works on (blocks or cells), as one object that stays the same while the maze does. */
export function useLabMaze(): SolversMaze | null {
  const labInput = useGame((s) => s.labInput);
  const maze = useGame((s) => s.maze);
  const shaped = useGame((s) => s.shaped);
  const labSource = useGame((s) => s.labSource);
  const labOwnMaze = useGame((s) => s.labOwnMaze);
  const labOwnShaped = useGame((s) => s.labOwnShaped);
  const needLabMaze = useGame((s) => s.needLabMaze);
  // The lab's own maze is made when the lab first shows it (its generators load with the lab).
  useEffect(() => {
    if (labSource === 'lab') needLabMaze();
  }, [labSource, needLabMaze]);
  return useMemo(
    () => labMazeOf({ labInput, maze, shaped, labSource, labOwnMaze, labOwnShaped }),
    [labInput, maze, shaped, labSource, labOwnMaze, labOwnShaped],
  );
}
