import { useState } from 'react';
import { formatCount } from '../../format/numbers';
import { useStore } from '../../store';
import type { KeptPathList } from '../../workers/keptPaths';
import { copyText } from '../../components/clipboard';
import { rowText } from './lines';
import { messageOf } from '../../core/errors';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/**
 * The selected path read whole: its number, its length, and its exact source line wrapped over
 * as many lines as it needs (a row of the list shows one line only), with a Copy button.
 */
export function PathDetail() {
  const selected = useStore((s) => s.pathsSelected);
  const t = useText(PATHS_TEXT);
  const kept = useStore((s) => s.pathsKept);
  const cols = useStore((s) => s.pathsGrid.cols);
  const [said, setSaid] = useState<{ of: KeptPathList; index: number; text: string } | null>(null);
  if (selected === null) return null;
  const path = kept.path(selected);
  const text = rowText(kept, selected, cols);
  if (!path || text === null) return null;
  const status = said?.of === kept && said.index === selected ? said.text : '';

  const copy = async () => {
    try {
      await copyText(text);
      setSaid({ of: kept, index: selected, text: t.copiedPath(formatCount(selected + 1)) });
    } catch (error) {
      setSaid({ of: kept, index: selected, text: t.couldNotCopy(messageOf(error)) });
    }
  };

  return (
    <section className="paths-detail" aria-label={t.selectedPath}>
      <div className="paths-detail-head">
        <strong>
          {t.pathHead(formatCount(selected + 1), formatCount(path.length), formatCount(path.length - 1))}
        </strong>
        <button type="button" onClick={() => void copy()}>
          {t.copyPath}
        </button>
        <span className="paths-status" role="status">
          {status}
        </span>
      </div>
      <p className="paths-detail-line">{text}</p>
    </section>
  );
}
