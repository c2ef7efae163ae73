import type { StateCreator } from 'zustand';
import type { MazeSlice } from './mazeSlice';
import type { PathsEditorSlice } from './pathsEditorSlice';
import type { PathsRunSlice } from './pathsRunSlice';
import type { PlaySlice } from './playSlice';
import type { PngSlice } from './pngSlice';
import type { SolversSlice } from './solversSlice';
import type { UiSlice } from './uiSlice';

export type GameState = MazeSlice & PlaySlice & UiSlice & PathsEditorSlice & PathsRunSlice & SolversSlice & PngSlice;

/** A slice sees the whole store, as zustand's slices pattern prescribes. */
export type Slice<T> = StateCreator<GameState, [], [], T>;
