import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { encodeMask, gridTopology, isGridShape, isShapeId, largestPiece, MASK_PRESET_IDS, MASK_PRESET_SIZES, messageOf, presetMask, type GridShapeId, type Mask, type MaskPresetId } from '../../core';
import { formatCount } from '../../format/numbers';
import { closedByStroke, filledRegion, withFilled } from '../../game/outline/fillInside';
import { joinedPieces } from '../../game/outline/joinPieces';
import { checkOutline, type OutlineCheck } from '../../game/outline/outlineCheck';
import { clearedMask, editorSide, filledMask, invertedMask, resampledMask, startingOutline } from '../../game/outline/outlineEdits';
import { OUTLINE } from '../../i18n/outline';
import { PLAY } from '../../i18n/play';
import { useText } from '../../store/useText';
import { useStore } from '../../store';
import { OutlineGrid, type OutlineTool } from './OutlineGrid';
import { imageMask, PictureError, readPicture, textGrid, textMask, type Picture } from './pictureMask';
import { useDialogFocus } from './useDialogFocus';

/** Where the outline on the grid came from, while it is untouched: a new size draws it again from there rather than stretching its cells. */
type Source = { kind: 'preset'; id: MaskPresetId } | { kind: 'text'; text: string } | { kind: 'image'; picture: Picture };

function drawSource(source: Source, shape: GridShapeId, width: number, height: number): Mask | null {
  if (source.kind === 'preset') return presetMask(source.id, shape, width, height);
  if (source.kind === 'text') return textMask(source.text, shape, width, height);
  return imageMask(source.picture, shape, width, height);
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** How many edits Undo can take back: each keeps a copy of the grid (at most 40,000 bytes). */
const MOST_UNDOS = 50;

function copyOf(mask: Mask): Mask {
  return { width: mask.width, height: mask.height, cells: mask.cells.slice() };
}

interface Props {
  onClose: () => void;
}

/**
 * The outline editor: the grid of the maze's shape to paint on, presets, text and images as
 * starting points, a live check that the cells make one piece, and "Use this outline", which
 * makes the maze of it. Opened lazily from the Maze section (OutlineButton).
 */
export default function OutlineEditor({ onClose }: Props) {
  const shape = useStore((s) => (isShapeId(s.draft.shape) && isGridShape(s.draft.shape) ? s.draft.shape : 'square'));
  const titleId = useId();
  const checkId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const firstControl = useRef<HTMLButtonElement>(null);
  const [mask, setMask] = useState<Mask>(() => {
    const { draft, settings } = useStore.getState();
    return startingOutline(shape, draft.mask ?? '', Number(draft.width) || (settings?.width ?? 0), Number(draft.height) || (settings?.height ?? 0));
  });
  const [check, setCheck] = useState<OutlineCheck>(() => checkOutline(shape, mask));
  const source = useRef<Source | null>(null);
  const [size, setSize] = useState({ width: String(mask.width), height: String(mask.height) });
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [tool, setTool] = useState<OutlineTool>('paint');
  // The grids before each edit, newest last, each with where it came from.
  const history = useRef<{ mask: Mask; from: Source | null }[]>([]);
  const [undoable, setUndoable] = useState(false);
  // The cells as they were when the stroke under way began, and what the last stroke closed (offered to fill).
  const strokeBefore = useRef<{ mask: Mask; from: Source | null } | null>(null);
  const [closed, setClosed] = useState<Uint8Array | null>(null);
  const topology = useMemo(() => gridTopology(shape, mask.width, mask.height), [shape, mask.width, mask.height]);
  const onKeyDown = useDialogFocus(dialog, firstControl, onClose);
  const words = useText(OUTLINE);
  const play = useText(PLAY);

  // A check after painting waits for the next frame: a drag paints many cells a frame.
  const pendingCheck = useRef<number | null>(null);
  useEffect(() => () => void (pendingCheck.current !== null && cancelAnimationFrame(pendingCheck.current)), []);

  const recheck = (next: Mask) =>
    setCheck((previous) => {
      const fresh = checkOutline(shape, next);
      // The same strays keep their array, so the grid is not drawn again for nothing.
      return sameCells(previous.strays, fresh.strays) ? { ...fresh, strays: previous.strays } : fresh;
    });

  const remember = (kept: Mask, from: Source | null) => {
    history.current.push({ mask: kept, from });
    if (history.current.length > MOST_UNDOS) history.current.shift();
    setUndoable(true);
  };

  /** A new grid for the editor; the one it replaces is kept for Undo unless `undoing`. */
  const replace = (next: Mask, from: Source | null, undoing = false) => {
    if (!undoing) remember(copyOf(mask), source.current);
    setClosed(null);
    if (pendingCheck.current !== null) cancelAnimationFrame(pendingCheck.current);
    pendingCheck.current = null;
    source.current = from;
    setMask(next);
    setSize({ width: String(next.width), height: String(next.height) });
    setSizeError(null);
    setPictureError(null);
    recheck(next);
  };

  const undo = () => {
    const last = history.current.pop();
    if (!last) return;
    setUndoable(history.current.length > 0);
    replace(last.mask, last.from, true);
  };

  const strokeStarted = () => {
    strokeBefore.current = { mask: copyOf(mask), from: source.current };
    setClosed(null);
  };

  // A stroke that changed cells can be undone; one that closed a loop round gaps offers to fill them.
  const strokeEnded = () => {
    const before = strokeBefore.current;
    strokeBefore.current = null;
    if (!before || sameCells(before.mask.cells, mask.cells)) return;
    remember(before.mask, before.from);
    setClosed(closedByStroke(topology, before.mask.cells, mask.cells));
  };

  const fillAt = (slot: number) => {
    const cells = filledRegion(topology, mask.cells, slot);
    if (cells) replace({ width: mask.width, height: mask.height, cells }, null);
  };

  // Painting changes the mask's cells in place: the mask is the same object, only its check is new.
  const painted = () => {
    source.current = null;
    const target = mask;
    pendingCheck.current ??= requestAnimationFrame(() => {
      pendingCheck.current = null;
      recheck(target);
    });
  };

  const resize = (event: FormEvent) => {
    event.preventDefault();
    const width = editorSide(size.width);
    const height = editorSide(size.height);
    if (width === null || height === null) {
      setSizeError(words.sideProblem(width === null));
      return;
    }
    if (width === mask.width && height === mask.height) return setSizeError(null);
    const from = source.current;
    replace((from && drawSource(from, shape, width, height)) ?? resampledMask(mask, shape, width, height), from);
  };

  const applyText = (event: FormEvent) => {
    event.preventDefault();
    // The grid sizes itself to the text, so its letters are tall enough to read (and to walk).
    const size = textGrid(text, shape);
    const drawn = size && textMask(text, shape, size.width, size.height);
    if (!drawn) return setPictureError(words.typeFirst);
    replace(drawn, { kind: 'text', text });
  };

  const applyImage = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const picture = await readPicture(file);
      replace(imageMask(picture, shape, mask.width, mask.height), { kind: 'image', picture });
    } catch (error) {
      setPictureError(error instanceof PictureError ? words.pictureProblem(error.reason, error.quotedName) : messageOf(error));
    } finally {
      setReading(false);
    }
  };

  const applyOutline = () => {
    onClose();
    void useStore.getState().chooseShape('mask', encodeMask(mask));
  };

  const shapeName = play.shapes[shape];
  const checkText = words.check(check, formatCount(check.cells), formatCount(check.pieces));
  return (
    <div className="dialog-backdrop">
      <div ref={dialog} className="dialog outline-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="outline-head">
          <h2 id={titleId}>{words.title}</h2>
          <p className="outline-sub">
            {words.sub(shapeName, formatCount(mask.width), formatCount(mask.height))}
          </p>
        </div>
        <div className="outline-body">
          <div className="outline-canvas-side">
            <OutlineGrid
              shape={shape}
              mask={mask}
              strays={check.strays}
              onPainted={painted}
              tool={tool}
              onStrokeStart={strokeStarted}
              onStrokeEnd={strokeEnded}
              onFill={fillAt}
              label={words.gridLabel(mask.width, mask.height, shapeName, checkText)} />
            <div className="outline-check-row">
              <div className="outline-mend" role="group" aria-label={words.tool}>
                <button type="button" className="small" aria-pressed={tool === 'paint'} onClick={() => setTool('paint')} title={words.paintTitle}>
                  {words.paint}
                </button>
                <button type="button" className="small" aria-pressed={tool === 'fill'} onClick={() => setTool('fill')} title={words.fillToolTitle}>
                  {words.fillTool}
                </button>
                <button type="button" className="small" disabled={!undoable} onClick={undo}>
                  {words.undo}
                </button>
              </div>
            </div>
            <div className="outline-check-row">
              <p id={checkId} className={check.usable ? 'outline-check' : 'outline-check outline-check-problem'} role="status">
                {checkText}
              </p>
              {closed && (
                <button type="button" className="small primary" onClick={() => replace({ width: mask.width, height: mask.height, cells: withFilled(mask.cells, closed) }, null)} title={words.fillInsideTitle}>
                  {words.fillInside}
                </button>
              )}
              {check.pieces > 1 && (
                <div className="outline-mend">
                  <button type="button" className="small" onClick={() => replace(joinedPieces(shape, mask), null)} title={words.joinPiecesTitle}>
                    {words.joinPieces}
                  </button>
                  <button type="button" className="small" onClick={() => replace(largestPiece(shape, mask), null)} title={words.removeStraysTitle}>
                    {words.removeStrays}
                  </button>
                </div>
              )}
            </div>
          </div>
          <div className="outline-tools">
            <fieldset className="outline-group">
              <legend>{words.startFrom}</legend>
              <div className="outline-presets">
                {MASK_PRESET_IDS.map((id, index) => (
                  <button key={id} ref={index === 0 ? firstControl : undefined} type="button" onClick={() => replace(presetMask(id, shape, ...MASK_PRESET_SIZES[id][shape]), { kind: 'preset', id })}>
                    {play.outlines[id]}
                  </button>
                ))}
              </div>
              <div className="outline-presets outline-presets-edit">
                <button type="button" onClick={() => replace(clearedMask(mask.width, mask.height), null)}>
                  {words.clear}
                </button>
                <button type="button" onClick={() => replace(filledMask(mask.width, mask.height), null)}>
                  {words.fillAll}
                </button>
                <button type="button" onClick={() => replace(invertedMask(mask), null)}>
                  {words.invert}
                </button>
              </div>
            </fieldset>
            <form className="outline-group outline-text" onSubmit={applyText}>
              <label htmlFor={`${titleId}-text`}>{words.text}</label>
              <div className="outline-inline">
                <input id={`${titleId}-text`} value={text} maxLength={40} autoComplete="off" placeholder="LOVE" onChange={(event) => setText(event.target.value)} />
                <button type="submit">{words.useText}</button>
              </div>
            </form>
            <div className="outline-group">
              <span className="outline-label">{words.image}</span>
              <label className={reading ? 'file-button busy' : 'file-button'}>
                <input type="file" accept="image/*" className="visually-hidden" onChange={(event) => void applyImage(event.target.files?.[0]).finally(() => (event.target.value = ''))} />
                {reading ? words.reading : words.imageButton}
              </label>
              <span className="field-hint">{words.imageHint}</span>
            </div>
            {pictureError && (
              <p className="field-error" role="alert">
                {pictureError}
              </p>
            )}
            <form className="outline-group outline-size" onSubmit={resize} noValidate>
              <div className="field">
                <label htmlFor={`${titleId}-width`}>{words.width}</label>
                <input id={`${titleId}-width`} inputMode="numeric" value={size.width} aria-invalid={sizeError ? true : undefined} onChange={(event) => setSize({ ...size, width: event.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${titleId}-height`}>{words.height}</label>
                <input id={`${titleId}-height`} inputMode="numeric" value={size.height} aria-invalid={sizeError ? true : undefined} onChange={(event) => setSize({ ...size, height: event.target.value })} />
              </div>
              <button type="submit">{words.resize}</button>
              <p className={sizeError ? 'field-error outline-size-note' : 'field-hint outline-size-note'}>{sizeError ?? words.sizeHint}</p>
            </form>
          </div>
        </div>
        <div className="dialog-actions outline-actions">
          <button type="button" className="primary" disabled={!check.usable} aria-describedby={checkId} onClick={applyOutline}>
            {words.use}
          </button>
          <button type="button" onClick={onClose}>
            {words.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
