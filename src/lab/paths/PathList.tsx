import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useGame } from '../../store';
import { rowText } from './lines';
import { listWindow, ROW_HEIGHT, scrollToShow } from './listWindow';

/** Until the element is measured (and in jsdom, which lays nothing out). */
const DEFAULT_VIEWPORT = 360;

/**
 * The kept paths as a virtualized list: only the rows in view (and a few more) exist in the
 * DOM, each formatted from its Int32Array when rendered, and each item's text is the exact
 * source line (cut short on screen only past lines.ts's SHOWN_BLOCKS). Click a row, or use the arrow keys on the list, to highlight the path on the grid.
 */
export function PathList() {
  const rows = useGame((s) => s.pathsListing.kept);
  const kept = useGame((s) => s.pathsKept);
  const cols = useGame((s) => s.pathsGrid.cols);
  const selected = useGame((s) => s.pathsSelected);
  const select = useGame((s) => s.selectPath);
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT);

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || DEFAULT_VIEWPORT));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new listing starts at the top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [kept]);

  const frame = useRef(0);
  const onScroll = () => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setScrollTop(scroller.current?.scrollTop ?? 0);
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const choose = (i: number) => {
    const index = Math.max(0, Math.min(rows - 1, i));
    select(index);
    const element = scroller.current;
    if (!element) return;
    const to = scrollToShow(rows, index, element.scrollTop, element.clientHeight || viewport);
    if (to !== null) element.scrollTop = to;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows === 0) return;
    const page = Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 1);
    const at = selected ?? -1;
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, PageDown: at + page, PageUp: at - page, Home: 0, End: rows - 1 };
    if (event.key in moves) {
      event.preventDefault();
      choose(moves[event.key]!);
    } else if (event.key === 'Escape') {
      select(null);
    }
  };

  const view = listWindow(rows, scrollTop, viewport);
  const items = [];
  for (let i = view.first; i <= view.last; i++) {
    const text = rowText(kept, i, cols);
    if (text === null) break;
    items.push(
      <div
        key={i}
        role="listitem"
        aria-setsize={rows}
        aria-posinset={i + 1}
        aria-current={selected === i ? 'true' : undefined}
        className={selected === i ? 'paths-row paths-row-selected' : 'paths-row'}
        style={{ top: view.top(i) }}
        onClick={() => choose(i)}
      >
        {text}
      </div>,
    );
  }

  return (
    <div ref={scroller} className="paths-list" role="list" aria-label="Paths" tabIndex={0} hidden={rows === 0} onScroll={onScroll} onKeyDown={onKeyDown}>
      <div className="paths-list-content" style={{ height: view.height }}>
        {items}
      </div>
    </div>
  );
}
