import { useMemo } from 'react';
import { useGame } from '../../store';
import { labMazeOf, type LabMaze } from '../../store/solversSlice';

/** The maze the lab works on, as one object that stays the same while the maze does. */
export function useLabMaze(): LabMaze | null {
  const labInput = useGame((s) => s.labInput);
  const maze = useGame((s) => s.maze);
  const labSource = useGame((s) => s.labSource);
  const labOwnMaze = useGame((s) => s.labOwnMaze);
  return useMemo(() => labMazeOf({ labInput, maze, labSource, labOwnMaze }), [labInput, maze, labSource, labOwnMaze]);
}
