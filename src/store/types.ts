import type { StateCreator } from 'zustand';
import type { MazeSlice } from './mazeSlice';
import type { LabsSlice } from './labs';
import type { PathsEditorSlice } from './pathsEditorState';
import type { PathsRunSlice } from './pathsRunState';
import type { PlaySlice } from './playSlice';
import type { GhostSlice } from './ghostSlice';
import type { PngSlice } from './pngSlice';
import type { SolversSlice } from './solversState';
import type { UiSlice } from './uiSlice';

export type StoreState = MazeSlice & PlaySlice & GhostSlice & UiSlice & PathsEditorSlice & PathsRunSlice & SolversSlice & PngSlice & LabsSlice;

/** A slice sees the whole store, as zustand's slices pattern prescribes. */
export type Slice<T> = StateCreator<StoreState, [], [], T>;
