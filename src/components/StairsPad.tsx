import { boardOf } from '../game/board';
import { PLAY } from '../i18n/play';
import { useStore } from '../store';
import { useText } from '../store/useText';

/** Where the player stands in a maze of levels: the level (from 0) of how many, and whether stairs go up and down there. */
interface StairsPlace {
  readonly level: number;
  readonly levels: number;
  readonly up: boolean;
  readonly down: boolean;
}

/** The player's place among the levels, or null on a maze of one level (or before play). */
function useStairsPlace(): StairsPlace | null {
  // One number, so a component renders again only when what it shows changes.
  const code = useStore((s) => {
    const board = boardOf(s);
    if (!board || board.levels === 1 || s.position < 0) return 0;
    return board.levels * 64 + board.level(s.position) * 4 + (board.stairs(s.position, 1) >= 0 ? 2 : 0) + (board.stairs(s.position, -1) >= 0 ? 1 : 0);
  });
  return code === 0 ? null : { levels: code >> 6, level: (code >> 2) & 15, up: (code & 2) !== 0, down: (code & 1) !== 0 };
}

/** The status line's "Level 2 of 3" on a maze of levels; nothing on others. */
export function LevelStatus() {
  const text = useText(PLAY);
  const place = useStairsPlace();
  return place && <span>{text.levelOf(place.level + 1, place.levels)}</span>;
}

/** The legend's stairs on a maze of levels: the marks the picture draws, in the walls' colour, up and down as one item (they wrap together). */
export function StairsLegend() {
  const text = useText(PLAY);
  return (
    <li className="legend-stairs">
      <span>
        <span aria-hidden="true">▲</span>
        {text.stairsUp}
      </span>
      {/* Read as two items, not one run of words. */}
      <span className="visually-hidden">, </span>
      <span>
        <span aria-hidden="true">▼</span>
        {text.stairsDown}
      </span>
    </li>
  );
}

/**
 * Under a maze of several levels: the stairs where the player stands, as buttons (Page Up and
 * Page Down do the same), each disabled where no staircase goes its way; nothing on a maze of
 * one level.
 */
export function StairsPad() {
  const text = useText(PLAY);
  const place = useStairsPlace();
  if (!place) return null;
  const climb = (step: 1 | -1) => useStore.getState().climb(step);
  return (
    <div className="stairs-pad" role="group" aria-label={text.stairs}>
      <button type="button" disabled={!place.up} onClick={() => climb(1)} title="Page Up">
        <span aria-hidden="true">▲ </span>
        {text.stairsUp}
      </button>
      <button type="button" disabled={!place.down} onClick={() => climb(-1)} title="Page Down">
        <span aria-hidden="true">▼ </span>
        {text.stairsDown}
      </button>
    </div>
  );
}
