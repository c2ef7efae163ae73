import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';

/**
 * What Print puts on paper: the maze on a page of its own, its answer key on the next. A child of
 * <body> beside the app, hidden on screen; the print stylesheet (styles.css) hides everything
 * else, so no page chrome is printed. Calls `onReady` once both pictures have loaded, `onFailed`
 * if either cannot be shown.
 */
export function PrintSheet({ maze, answer, onReady, onFailed }: { maze: string; answer: string; onReady: () => void; onFailed: () => void }) {
  const text = useText(PLAY);
  const loaded = useRef(0);
  useEffect(() => {
    loaded.current = 0;
  }, [maze, answer]);
  const onLoad = () => {
    loaded.current += 1;
    if (loaded.current === 2) onReady();
  };
  return createPortal(
    <div className="print-sheet" data-testid="print-sheet">
      <div className="print-page">
        <img src={maze} alt={text.printedMaze} onLoad={onLoad} onError={onFailed} />
      </div>
      <div className="print-page">
        <img src={answer} alt={text.printedAnswer} onLoad={onLoad} onError={onFailed} />
      </div>
    </div>,
    document.body,
  );
}
