import { useState } from 'react';
import { formatCount } from '../../format/numbers';
import { useGame } from '../../store';
import type { KeptPaths } from './keptPaths';
import { copyText } from './files';
import { rowText } from './lines';
import { messageOf } from '../../core/errors';

/**
 * The selected path read whole: its number, its length, and its exact source line wrapped over
 * as many lines as it needs (a row of the list shows one line only), with a Copy button.
 */
export function PathDetail() {
  const selected = useGame((s) => s.pathsSelected);
  const kept = useGame((s) => s.pathsKept);
  const cols = useGame((s) => s.pathsGrid.cols);
  const [said, setSaid] = useState<{ of: KeptPaths; index: number; text: string } | null>(null);
  if (selected === null) return null;
  const path = kept.path(selected);
  const text = rowText(kept, selected, cols);
  if (!path || text === null) return null;
  const status = said?.of === kept && said.index === selected ? said.text : '';

  const copy = async () => {
    try {
      await copyText(text);
      setSaid({ of: kept, index: selected, text: `Copied path ${formatCount(selected + 1)}.` });
    } catch (error) {
      setSaid({ of: kept, index: selected, text: `Could not copy: ${messageOf(error)}` });
    }
  };

  return (
    <section className="paths-detail" aria-label="Selected path">
      <div className="paths-detail-head">
        <strong>
          Path {formatCount(selected + 1)} · {formatCount(path.length)} blocks ({formatCount(path.length - 1)} steps)
        </strong>
        <button type="button" onClick={() => void copy()}>
          Copy path
        </button>
        <span className="paths-status" role="status">
          {status}
        </span>
      </div>
      <p className="paths-detail-line">{text}</p>
    </section>
  );
}
