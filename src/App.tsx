import { useCallback, useEffect } from 'react';
import { Announcer } from './components/Announcer';
import { Controls } from './components/Controls';
import { DirectionPad } from './components/DirectionPad';
import { Legend } from './components/Legend';
import { MazeActions } from './components/MazeActions';
import { MazeCanvas } from './components/MazeCanvas';
import { Notices } from './components/Notices';
import { SolvedDialog } from './components/SolvedDialog';
import { StatusBar } from './components/StatusBar';
import { settingsToQuery } from './game/url';
import type { KeyAction } from './input/keymap';
import { useKeyboard } from './input/useKeyboard';
import { useGame } from './store';

/** Keeps the address bar on the maze shown, without adding history entries. */
function useUrlSync() {
  useEffect(() => {
    void useGame.getState().openQuery(window.location.search);
    return useGame.subscribe((state, previous) => {
      if (state.settings && state.settings !== previous.settings) {
        const url = `${window.location.pathname}${settingsToQuery(state.settings)}${window.location.hash}`;
        window.history.replaceState(null, '', url);
      }
    });
  }, []);
}

export function App() {
  useUrlSync();
  const run = useCallback((action: KeyAction) => {
    const state = useGame.getState();
    if (action === 'toggleSolution') state.toggleSolution();
    else state.move(action);
  }, []);
  useKeyboard(run);

  return (
    <div className="app">
      <header className="app-header">
        <h1>Maze</h1>
        <p className="tagline">Arrow keys or WASD to walk · H or a click on the maze for the solution</p>
      </header>
      <Notices />
      <main className="layout">
        <section className="board" aria-label="Game">
          <StatusBar />
          <div className="canvas-frame">
            <MazeCanvas />
          </div>
          <DirectionPad />
        </section>
        <aside className="panel">
          <MazeActions />
          <Controls />
          <Legend />
        </aside>
      </main>
      <SolvedDialog />
      <Announcer />
    </div>
  );
}
