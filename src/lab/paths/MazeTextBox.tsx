import { useId, useRef, useState } from 'react';
import { formatGrid, printable } from '../../core';
import { saveBlob } from '../../render/png';
import { useGame } from '../../store';
import { copyText, readFileText } from './files';
import { messageOf } from '../../core/errors';

/**
 * "Maze text": the grid as the CLI reads it (one row a line, 0 open, 1 wall), kept in sync with
 * the editor. A bad edit is explained inline with its line and column; the grid keeps its last
 * good value until the text reads again. Load .txt, Copy and Save .txt round-trip the same format.
 */
export function MazeTextBox() {
  const text = useGame((s) => s.pathsText);
  const problem = useGame((s) => s.pathsTextProblem);
  const editText = useGame((s) => s.editPathsText);
  const loadText = useGame((s) => s.loadPathsText);
  const hidden = useGame((s) => s.pathsTextHidden);
  const rows = useGame((s) => s.pathsGrid.rows);
  const cols = useGame((s) => s.pathsGrid.cols);
  const announce = useGame((s) => s.announce);
  const notify = useGame((s) => s.notify);
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const id = useId();

  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      // A file name is input too: made printable, so a U+202E in it cannot turn the message around.
      const name = printable(file.name);
      const loaded = loadText(await readFileText(file));
      setStatus(loaded ? `Loaded ${name}.` : `${name} does not read as a grid.`);
      announce(loaded ? `Loaded ${name}.` : `${name} does not read as a grid.`);
    } catch (error) {
      notify(`Could not read ${printable(file.name)}: ${messageOf(error)}`);
    }
  };

  const copy = async () => {
    try {
      await copyText(formatGrid(useGame.getState().pathsGrid));
      setStatus('Copied the grid.');
      announce('Copied the grid.');
    } catch (error) {
      setStatus(`Could not copy: ${messageOf(error)}`);
    }
  };

  const save = () => {
    const grid = useGame.getState().pathsGrid;
    saveBlob(new Blob([formatGrid(grid)], { type: 'text/plain' }), `maze-${grid.rows}x${grid.cols}.txt`);
  };

  return (
    <div className="paths-text">
      <div className="field">
        <label htmlFor={`${id}-text`}>Maze text</label>
        <textarea
          id={`${id}-text`}
          className="paths-textarea"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={7}
          value={text}
          placeholder={hidden ? `The ${rows} × ${cols} grid is too large to show as text here. Copy and Save .txt give it in full; paste a grid here to replace it.` : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => editText(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            Line {problem.line}, column {problem.column}: {problem.message.replace(/^line \d+, column \d+: /, '')}. The grid above is unchanged.
          </p>
        ) : null}
        <p id={`${id}-hint`} className="field-hint">
          One row a line: 0 is open, 1 is a wall; spaces between values are optional.
        </p>
      </div>
      <div className="paths-text-actions">
        <button type="button" onClick={() => fileInput.current?.click()}>
          Load .txt
        </button>
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept=".txt,text/plain"
          aria-label="Load a grid from a .txt file"
          tabIndex={-1}
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" onClick={save}>
          Save .txt
        </button>
        <span className="paths-status" role="status">
          {status}
        </span>
      </div>
    </div>
  );
}
