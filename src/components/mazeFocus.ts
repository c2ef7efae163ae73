/**
 * Where the keyboard goes when a control has done its job: back to the maze, so the arrows
 * and H work at once after Enter in a field, a preset, a menu choice or a closed dialog.
 * The game canvas registers itself; controls call focusMaze() after acting.
 */
let maze: HTMLElement | null = null;

export function registerMaze(element: HTMLElement | null): void {
  maze = element;
}

export function focusMaze(): void {
  // Only when the maze is on show: focusing a hidden tab's canvas would scroll or do nothing.
  if (maze?.isConnected && !maze.closest('[hidden]')) maze.focus({ preventScroll: true });
}
