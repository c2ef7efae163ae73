import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard: focus moves into it when it opens, Tab and Shift+Tab go round its
 * controls without leaving it, and Escape closes it. Keys pressed in it stay in it: the game's
 * window-wide keys (arrows walk the maze) do not hear them.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, close: () => void): (event: KeyboardEvent) => void {
  // In the commit that shows the dialog, not after the paint: the keyboard is never left behind
  // on the page for a frame (and a test that finds the dialog finds the focus in it).
  useLayoutEffect(() => {
    (first.current ?? dialog.current)?.focus();
  }, [dialog, first]);

  return (event) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const controls = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (controls.length === 0) return;
    const [firstControl, lastControl] = [controls[0]!, controls[controls.length - 1]!];
    if (event.shiftKey && document.activeElement === firstControl) {
      event.preventDefault();
      lastControl.focus();
    } else if (!event.shiftKey && document.activeElement === lastControl) {
      event.preventDefault();
      firstControl.focus();
    }
  };
}
