import { formatCount } from '../format/numbers';
import { PLAY } from '../i18n/play';
import { useStore } from '../store';
import { printPageUrls, printPictures, tooBigToPrint } from './printPages';

/**
 * The pages Print prints for the maze on screen, its picture then its answer's, as object URLs;
 * null when there is nothing to print, or the maze is too big to print (said in a notice).
 * Loaded on the first Print (PrintButton.tsx): playing needs none of it.
 */
export async function preparePrint(): Promise<{ maze: string; answer: string } | null> {
  const state = useStore.getState();
  const pictures = printPictures(state);
  if (!pictures) return null;
  const tooBig = tooBigToPrint(pictures);
  if (tooBig) {
    state.notify((language) => ({ text: PLAY[language].printTooBig(formatCount(tooBig.cells), formatCount(tooBig.max)) }));
    return null;
  }
  return printPageUrls(pictures);
}
