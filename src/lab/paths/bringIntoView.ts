import { useEffect, type RefObject } from 'react';

/** Where the Paths cards stack in one column (paths.css): the results sit below the grid there. */
const ONE_COLUMN = '(max-width: 820px)';

/**
 * Scrolls a card to the top of the screen when a run it shows starts (`run` changes to a new run's key; null:
 * none), on a phone only, and only when part of it is below the screen: a count or listing started
 * under the grid would otherwise run, or finish, far below it, unseen. A key, not a "running"
 * flag: a quick run may start and end between two renders. Smooth unless the system asks for
 * reduced motion.
 */
export function useBringIntoView(ref: RefObject<HTMLElement | null>, run: number | string | null): void {
  useEffect(() => {
    const card = ref.current;
    if (run === null || !card || typeof window.matchMedia !== 'function' || !window.matchMedia(ONE_COLUMN).matches) return;
    // Already whole in sight, or scrolled into already: left where the player put it.
    const { top, bottom } = card.getBoundingClientRect();
    if (top <= 0 || bottom <= window.innerHeight) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [ref, run]);
}
