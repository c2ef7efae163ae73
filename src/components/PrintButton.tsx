import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../i18n/notices';
import { onFirstUse } from '../lazy/onFirstUse';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { useStore } from '../store';
import { PrintSheet } from './PrintSheet';

const loadPrinting = onFirstUse('printing', () => import('./printMaze'));

/**
 * "Print": the maze on a page of its own and its answer key on the next, through the print
 * stylesheet; and "Print studio", the tab that makes a PDF book of many mazes.
 */
export function PrintButtons() {
  const text = useText(PLAY);
  const hasMaze = useStore((s) => s.maze !== null || s.shaped !== null);
  const setTab = useStore((s) => s.setTab);
  const [pages, setPages] = useState<{ maze: string; answer: string } | null>(null);
  const [preparing, setPreparing] = useState(false);

  // The pages leave the document once printed, so printing the page itself later prints the page.
  useEffect(() => {
    if (!pages) return;
    const done = () => setPages(null);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      URL.revokeObjectURL(pages.maze);
      URL.revokeObjectURL(pages.answer);
    };
  }, [pages]);

  const print = async () => {
    if (preparing || !hasMaze) return;
    setPreparing(true);
    try {
      const prepared = await (await loadPrinting()).preparePrint();
      if (prepared) setPages(prepared);
    } catch (error) {
      useStore.getState().notify((language) => ({ text: failureText(error, language, PLAY[language].couldNotPrint) }));
    } finally {
      setPreparing(false);
    }
  };
  // The browser's own Print (Ctrl+P, ⌘P) gives what Print gives: the maze, then its answer
  // page. Without this it printed the whole interface, tabs and controls included.
  const printRef = useRef(print);
  printRef.current = print;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'p' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      void printRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const ready = useCallback(() => window.print(), []);
  const failed = useCallback(() => {
    setPages(null);
    const { notify } = useStore.getState();
    notify((language) => ({ text: PLAY[language].couldNotPrint(PLAY[language].pictureDidNotLoad) }));
  }, []);

  return (
    <div className="row">
      <button type="button" disabled={!hasMaze || preparing} title={text.printTitle} onClick={() => void print()}>
        {text.print}
      </button>
      <button type="button" title={text.printStudioTitle} onClick={() => setTab('print')}>
        {text.printStudio}
      </button>
      {preparing && <span className="print-preparing">{text.preparingPrint}</span>}
      {pages && <PrintSheet maze={pages.maze} answer={pages.answer} onReady={ready} onFailed={failed} />}
    </div>
  );
}
