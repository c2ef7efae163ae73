import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatCount } from '../../format/numbers';
import { useStore } from '../../store';
import { rowText, sharedStart } from './lines';
import { listWindow, ROW_HEIGHT, scrollToShow } from './listWindow';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/** Until the element is measured (and in jsdom, which lays nothing out). */
const DEFAULT_VIEWPORT = 360;

/**
 * The blocks a row shares with the row above: all but the last step are folded to "…" on screen
 * (they stay in the item's text, so its text is still the exact source line), so a row shows
 * where its path turns off from the one before instead of the same start again and again.
 */
function SharedStart({ text }: { text: string }) {
  if (text === '') return null;
  const lastStep = text.lastIndexOf('->');
  if (lastStep <= 0) return <span className="paths-row-shared">{text}</span>;
  return (
    <span className="paths-row-shared">
      <span className="paths-row-folded">{text.slice(0, lastStep)}</span>
      {text.slice(lastStep)}
    </span>
  );
}

/**
 * The kept paths as a virtualized list: only the rows in view (and a few more) exist in the
 * DOM, each formatted from its Int32Array when rendered. A row shows the path's length in
 * blocks in a column of its own, then the path; each list item's text is the exact source line
 * (cut short on screen only past lines.ts's SHOWN_BLOCKS), with the part it shares with the row
 * before dimmed. Click a row, or use the arrow keys on the list, to highlight the path on the
 * grid and read it whole, wrapped, below (PathDetail).
 */
export function PathList() {
  const rows = useStore((s) => s.pathsListing.kept);
  const t = useText(PATHS_TEXT);
  const kept = useStore((s) => s.pathsKept);
  const cols = useStore((s) => s.pathsGrid.cols);
  const selected = useStore((s) => s.pathsSelected);
  const select = useStore((s) => s.selectPath);
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(DEFAULT_VIEWPORT);
  const id = useId();

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
    const moves = new Map([
      ['ArrowDown', at + 1],
      ['ArrowUp', at - 1],
      ['PageDown', at + page],
      ['PageUp', at - page],
      ['Home', 0],
      ['End', rows - 1],
    ]);
    const to = moves.get(event.key);
    if (to !== undefined) {
      event.preventDefault();
      choose(to);
    } else if (event.key === 'Escape') {
      select(null);
    }
  };

  const view = listWindow(rows, scrollTop, viewport);
  const items = [];
  for (let i = view.first; i <= view.last; i++) {
    const text = rowText(kept, i, cols);
    const path = kept.path(i);
    if (text === null || path === null) break;
    const { label, shared } = sharedStart(kept, i, cols);
    items.push(
      <div key={i} role="none" className={selected === i ? 'paths-row paths-row-selected' : 'paths-row'} style={{ top: view.top(i) }} onClick={() => choose(i)}>
        <span id={`${id}-len-${i}`} className="paths-row-length" aria-hidden="true">
          {formatCount(path.length)}
          <span className="visually-hidden">{t.blocksHidden}</span>
        </span>
        <span role="listitem" className="paths-row-line" aria-setsize={rows} aria-posinset={i + 1} aria-current={selected === i ? 'true' : undefined} aria-describedby={`${id}-len-${i}`}>
          <span className="paths-row-label">{text.slice(0, label)}</span>
          <SharedStart text={text.slice(label, shared)} />
          {text.slice(shared)}
        </span>
      </div>,
    );
  }

  return (
    <div className="paths-list-frame" hidden={rows === 0}>
      <div className="paths-list-head" aria-hidden="true">
        <span>{t.blocksColumn}</span>
        <span>{t.pathColumn}</span>
      </div>
      <div ref={scroller} className="paths-list" role="list" aria-label={t.pathsList} tabIndex={0} onScroll={onScroll} onKeyDown={onKeyDown}>
        <div className="paths-list-content" style={{ height: view.height }}>
          {items}
        </div>
      </div>
    </div>
  );
}
