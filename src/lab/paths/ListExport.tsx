import { useState } from 'react';
import { saveBlob } from '../../render/png';
import { useGame } from '../../store';
import { pathLinesBlob } from './exportLines';
import { copyBlob } from './files';
import { messageOf } from '../../core/errors';

/** "Copy list" and "Download .txt": the kept lines, formatted in slices with progress. */
export function ListExport() {
  const rows = useGame((s) => s.pathsListing.kept);
  const running = useGame((s) => s.pathsListing.status === 'running');
  const announce = useGame((s) => s.announce);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  /** The lines as they stand now; a listing still running keeps adding after this point. */
  const build = () => {
    const { pathsKept, pathsGrid, pathsListing } = useGame.getState();
    const count = pathsListing.kept;
    return {
      count,
      blob: pathLinesBlob(pathsKept, count, pathsGrid.cols, (done) => setBusy(`Preparing ${Math.floor((done / Math.max(1, count)) * 100)}%…`)),
    };
  };

  const run = async (what: 'copy' | 'download') => {
    setBusy('Preparing…');
    setStatus('');
    try {
      const { count, blob } = build();
      if (what === 'copy') await copyBlob(blob);
      else {
        const { pathsGrid, pathsListing } = useGame.getState();
        saveBlob(await blob, `paths-${pathsGrid.rows}x${pathsGrid.cols}-${pathsListing.order}.txt`);
      }
      const done = `${what === 'copy' ? 'Copied' : 'Saved'} ${count} line${count === 1 ? '' : 's'}.`;
      setStatus(done);
      announce(done);
    } catch (error) {
      setStatus(`Could not ${what === 'copy' ? 'copy' : 'save'} the list: ${messageOf(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="paths-export">
      <button type="button" onClick={() => void run('copy')} disabled={rows === 0 || busy !== null}>
        Copy list
      </button>
      <button type="button" onClick={() => void run('download')} disabled={rows === 0 || busy !== null}>
        Download .txt
      </button>
      <span className="paths-status" role="status">
        {busy ?? status}
        {!busy && running && rows > 0 && !status ? 'Exports hold the paths listed so far.' : ''}
      </span>
    </div>
  );
}
