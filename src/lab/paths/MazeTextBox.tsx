import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { printable } from '../../core';
import { saveBlob } from '../../render/saveFile';
import { useStore } from '../../store';
import type { Grid } from '../../core';
import { formatCount } from '../../format/numbers';
import { LARGE_TEXT_CHARS } from '../../workers/gridTextScreen';
import { copyBlob } from './files';
import { messageOf } from '../../core/errors';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/**
 * "Maze text": the grid as the CLI reads it (one row a line, 0 open, 1 wall), kept in sync with
 * the editor. A bad edit is explained inline with its line and column; the grid keeps its last
 * good value until the text reads again. Load .txt, Copy and Save .txt round-trip the same format.
 *
 * A text of megabytes (a paste, a file) never enters the box, where a browser spends seconds
 * laying it out: it is caught on its way in and read in a worker with progress, and the box
 * then says the grid is too large to show, with Save .txt to get it whole.
 */
export function MazeTextBox() {
  const text = useStore((s) => s.pathsText);
  const t = useText(PATHS_TEXT);
  const problem = useStore((s) => s.pathsTextProblem);
  const editText = useStore((s) => s.editPathsText);
  const readText = useStore((s) => s.readPathsText);
  const reading = useStore((s) => s.pathsReading);
  const cancelReading = useStore((s) => s.cancelPathsReading);
  const hidden = useStore((s) => s.pathsTextHidden);
  const grid = useStore((s) => s.pathsGrid);
  const gridBlob = useStore((s) => s.pathsGridBlob);
  const announce = useStore((s) => s.announce);
  const notify = useStore((s) => s.notify);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // A message is about the grid it was said of: "Loaded two.txt." goes once the grid changes.
  const [said, setSaid] = useState<{ of: Grid; text: string } | null>(null);
  const status = said?.of === grid ? said.text : '';
  const tell = (text: string) => {
    setSaid({ of: useStore.getState().pathsGrid, text });
    announce(text);
  };
  const id = useId();

  // Typed or dropped text of megabytes (a test's fill, an IME, a drop) is stopped before the
  // browser puts it in the box: beforeinput comes first and can be cancelled.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      if (data === null || data.length < LARGE_TEXT_CHARS) return;
      event.preventDefault();
      void useStore.getState().readPathsText(data);
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length < LARGE_TEXT_CHARS) return;
    // A big paste is a whole grid: read it off the page instead of inserting it.
    event.preventDefault();
    void readText(pasted);
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      // A file name is input too: made printable, so a U+202E in it cannot turn the message around.
      const name = printable(file.name);
      const loaded = await readText(file, name);
      if (useStore.getState().pathsReading) return; // another text took over meanwhile
      tell(loaded ? t.loaded(name) : t.notAGrid(name));
    } catch (error) {
      notify((language) => ({ text: PATHS_TEXT[language].couldNotRead(printable(file.name), messageOf(error)) }));
    }
  };

  const copy = async () => {
    try {
      await copyBlob(gridBlob());
      tell(t.copiedGrid);
    } catch (error) {
      tell(t.couldNotCopy(messageOf(error)));
    }
  };

  const save = async () => {
    const { rows, cols } = useStore.getState().pathsGrid;
    try {
      saveBlob(await gridBlob(), `maze-${rows}x${cols}.txt`);
    } catch (error) {
      tell(t.couldNotSave(messageOf(error)));
    }
  };

  const readingWhat = reading?.what ?? null;
  const placeholder = readingWhat !== null ? t.reading(readingWhat) : hidden ? t.tooLargeText(grid.rows, grid.cols) : undefined;
  const problemWords = problem && ((problem.kind && t.parseProblem(problem.kind)) ?? problem.message.replace(/^line \d+, column \d+: /, ''));

  return (
    <div className="paths-text">
      <div className="field">
        <label htmlFor={`${id}-text`}>{t.mazeText}</label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className="paths-textarea"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={7}
          value={text}
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onPaste={onPaste}
          onChange={(event) => editText(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problem.line > 0 ? t.lineColumn(formatCount(problem.line), formatCount(problem.column), problemWords ?? '') : problem.message} {t.unchanged}
          </p>
        ) : null}
        {reading ? (
          <div className="paths-reading" role="status">
            <progress aria-label={t.reading(readingWhat ?? '').replace(/…$/, '')} max={1} value={reading.of > 0 ? reading.done / reading.of : 0} />
            <span>
              {t.readingProgress(readingWhat ?? '', formatCount(Math.round(reading.done / 1024)), formatCount(Math.round(reading.of / 1024)))}
            </span>
            <button type="button" onClick={cancelReading}>
              {t.stopReading}
            </button>
          </div>
        ) : null}
        <p id={`${id}-hint`} className="field-hint">
          {t.textHint}
        </p>
      </div>
      <div className="paths-text-actions">
        <button type="button" onClick={() => fileInput.current?.click()}>
          {t.loadTxt}
        </button>
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept=".txt,text/plain"
          aria-label={t.loadLabel}
          tabIndex={-1}
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button type="button" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" onClick={() => void save()}>
          {t.saveTxt}
        </button>
        <span className="paths-status" role="status">
          {status}
        </span>
      </div>
    </div>
  );
}
