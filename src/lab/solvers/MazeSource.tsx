import { useGame } from '../../store';
import type { LabMaze } from '../../store/solversSlice';

/** Which maze the lab is on, and the way back to the game's when it came from elsewhere. */
export function MazeSource({ maze }: { maze: LabMaze | null }) {
  const fromEditor = useGame((s) => s.labInput !== null);
  const settings = useGame((s) => s.settings);
  const followGameMaze = useGame((s) => s.followGameMaze);
  if (!maze) return <p className="lab-source">Making the maze…</p>;
  const size = `${maze.grid.rows}×${maze.grid.cols} blocks`;
  return (
    <p className="lab-source">
      {fromEditor ? (
        <>
          A drawn grid, {size}.{' '}
          <button type="button" className="link" onClick={followGameMaze}>
            Use the game’s maze
          </button>
        </>
      ) : (
        <>
          The game’s maze{settings ? `: ${settings.width}×${settings.height} ${settings.algorithm}, braid ${settings.braid}` : ''} ({size}).
        </>
      )}
    </p>
  );
}
