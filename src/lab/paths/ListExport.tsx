import { useState } from 'react';
import { saveBlob } from '../../render/saveFile';
import { useStore } from '../../store';
import { pathLinesBlob } from './exportLines';
import { copyBlob } from './files';
import { messageOf } from '../../core/errors';
import { formatCount } from '../../format/numbers';
import type { KeptPathList } from '../../workers/keptPaths';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/**
 * "Copy list" and "Download .txt": the kept lines, formatted in slices with progress. A message
 * ("Saved 57,344 lines.") belongs to the listing it describes: a new listing (or a new grid)
 * has other paths, and the message goes.
 */
export function ListExport() {
  const rows = useStore((s) => s.pathsListing.kept);
  const t = useText(PATHS_TEXT);
  const kept = useStore((s) => s.pathsKept);
  const running = useStore((s) => s.pathsListing.status === 'running');
  const announce = useStore((s) => s.announce);
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ of: KeptPathList; text: string } | null>(null);
  const status = said?.of === kept ? said.text : '';

  /** The lines as they stand now; a listing still running keeps adding after this point. */
  const build = () => {
    const { pathsKept, pathsGrid, pathsListing } = useStore.getState();
    const count = pathsListing.kept;
    return {
      count,
      blob: pathLinesBlob(pathsKept, count, pathsGrid.cols, (done) => setBusy(t.preparing(Math.floor((done / Math.max(1, count)) * 100)))),
    };
  };

  const run = async (what: 'copy' | 'download') => {
    // The message is about the paths exported now, whatever is listed by the time it is done.
    const of = useStore.getState().pathsKept;
    const setStatus = (text: string) => setSaid({ of, text });
    setBusy(t.preparing(null));
    setStatus('');
    try {
      const { count, blob } = build();
      if (what === 'copy') await copyBlob(blob);
      else {
        const { pathsGrid, pathsListing } = useStore.getState();
        saveBlob(await blob, `paths-${pathsGrid.rows}x${pathsGrid.cols}-${pathsListing.order}.txt`);
      }
      const done = t.exported(what, formatCount(count), count === 1);
      setStatus(done);
      announce(done);
    } catch (error) {
      setStatus(t.couldNotExport(what, messageOf(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="paths-export">
      <button type="button" onClick={() => void run('copy')} disabled={rows === 0 || busy !== null}>
        {t.copyList}
      </button>
      <button type="button" onClick={() => void run('download')} disabled={rows === 0 || busy !== null}>
        {t.downloadTxt}
      </button>
      <span className="paths-status" role="status">
        {busy ?? status}
        {!busy && running && rows > 0 && !status ? t.exportsSoFar : ''}
      </span>
    </div>
  );
}
