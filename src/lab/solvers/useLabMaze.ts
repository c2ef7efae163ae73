import { useMemo } from 'react';
import { useGame } from '../../store';
import { labMazeOf, type LabMaze } from '../../store/solversSlice';

/** The maze the lab works on, as one object that stays the same while the maze does. */
export function useLabMaze(): LabMaze | null {
  const labInput = useGame((s) => s.labInput);
  const maze = useGame((s) => s.maze);
  return useMemo(() => labMazeOf({ labInput, maze }), [labInput, maze]);
}
