import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PLAY } from '../../i18n/play';
import { useText } from '../../store/useText';

// The editor loads when first opened: playing needs none of its code.
const OutlineEditor = lazy(() => import('./OutlineEditor'));

/** "Draw outline…" under the Outline menu: opens the editor; closing it brings the keyboard back here. */
export function OutlineButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text = useText(PLAY);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="small outline-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text.drawOutline}
      </button>
      {/* On the page's body: the button sits in the Maze form, and a form may not hold another. */}
      {open &&
        createPortal(
          <Suspense fallback={<p className="dialog-backdrop outline-loading">{text.loadingOutlineEditor}</p>}>
            <OutlineEditor onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
