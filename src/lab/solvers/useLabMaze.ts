import { useEffect, useMemo } from 'react';
import { useStore } from '../../store';
import { labMazeOf, type SolversMaze } from '../../store/solversSlice';

/** The maze the lab works on (blocks or cells), as one object that stays the same while the maze does. */
export function useLabMaze(): SolversMaze | null {
  const labInput = useStore((s) => s.labInput);
  const maze = useStore((s) => s.maze);
  const shaped = useStore((s) => s.shaped);
  const labSource = useStore((s) => s.labSource);
  const labOwnMaze = useStore((s) => s.labOwnMaze);
  const labOwnShaped = useStore((s) => s.labOwnShaped);
  const needLabMaze = useStore((s) => s.needLabMaze);
  // The lab's own maze is made when the lab first shows it (its generators load with the lab).
  useEffect(() => {
    if (labSource === 'lab') needLabMaze();
  }, [labSource, needLabMaze]);
  return useMemo(
    () => labMazeOf({ labInput, maze, shaped, labSource, labOwnMaze, labOwnShaped }),
    [labInput, maze, shaped, labSource, labOwnMaze, labOwnShaped],
  );
}
