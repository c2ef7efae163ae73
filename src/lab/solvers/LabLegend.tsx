import { DISTANCE_SHADES, LAB_DISTANCE, labPalette, type LabKind } from '../../render/labMarks';
import { THEME, type Theme } from '../../render/theme';
import { SOLVER_NOTES } from '../../i18n/solverNotes';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

type Swatch = { readonly shape: 'block' | 'dot' | 'ring' | 'gradient' | 'line'; readonly colour: string };

const palette = labPalette(THEME);

/** A theme colour as the screen shows it: the stylesheet's, per scheme (components/screenTheme.ts), else THEME's. */
const onScreen = (key: keyof Theme) => `var(--maze-${key}, ${THEME[key]})`;

const ENTRIES: Readonly<Record<LabKind, { readonly swatch: Swatch }>> = {
  wall: { swatch: { shape: 'block', colour: onScreen('wall') } },
  passage: { swatch: { shape: 'block', colour: onScreen('passage') } },
  start: { swatch: { shape: 'ring', colour: onScreen('entrance') } },
  exit: { swatch: { shape: 'block', colour: onScreen('exit') } },
  head: { swatch: { shape: 'dot', colour: onScreen('player') } },
  walker: { swatch: { shape: 'dot', colour: onScreen('player') } },
  frontier: { swatch: { shape: 'block', colour: onScreen('frontier') } },
  explored: { swatch: { shape: 'block', colour: onScreen('explored') } },
  distance: {
    swatch: { shape: 'gradient', colour: `linear-gradient(90deg, ${palette[LAB_DISTANCE]}, ${palette[LAB_DISTANCE + DISTANCE_SHADES - 1]})` },
  },
  retreated: { swatch: { shape: 'block', colour: onScreen('retreated') } },
  path: { swatch: { shape: 'block', colour: onScreen('path') } },
  carved: { swatch: { shape: 'block', colour: palette[5]! } },
  built: { swatch: { shape: 'block', colour: palette[6]! } },
  walk: { swatch: { shape: 'block', colour: palette[7]! } },
  erased: { swatch: { shape: 'block', colour: palette[8]! } },
};

/** The name a legend gives each kind (tests read the legend by these). */
export function legendName(kind: LabKind): string {
  return SOLVER_NOTES.en.legend[kind];
}

/** The lab's colours and markers: one entry for each kind the replay beside it draws (walls as lines on a maze of cells). */
export function LabLegend({ kinds, headName, lines = false }: { kinds: readonly LabKind[]; headName?: string; lines?: boolean }) {
  const names = useText(SOLVER_NOTES).legend;
  const label = useText(SOLVERS_TEXT).legend;
  return (
    <ul className="legend lab-legend" aria-label={label}>
      {kinds.map((kind) => {
        const swatch = lines && kind === 'wall' ? { shape: 'line', colour: onScreen('wall') } : ENTRIES[kind].swatch;
        const name = names[kind];
        return (
          <li key={kind}>
            <span className={`swatch swatch-lab-${swatch.shape}`} style={{ ['--swatch' as string]: swatch.colour }} aria-hidden="true" />
            {kind === 'head' && headName ? headName : name}
          </li>
        );
      })}
    </ul>
  );
}
