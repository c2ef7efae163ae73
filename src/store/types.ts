import type { StateCreator } from 'zustand';
import type { DailySlice } from './dailySlice';
import type { MazeSlice } from './mazeSlice';
import type { LabsSlice } from './labs';
import type { PathsEditorSlice } from './pathsEditorState';
import type { PathsRunSlice } from './pathsRunState';
import type { PlaySlice } from './playSlice';
import type { GhostSlice } from './ghostSlice';
import type { PngSlice } from './pngSlice';
import type { SolversSlice } from './solversState';
import type { UiSlice } from './uiSlice';
import type { AnalysisSlice } from './analysisSlice';

export type StoreState = MazeSlice & PlaySlice & UiSlice & PathsEditorSlice & PathsRunSlice & SolversSlice & PngSlice & LabsSlice & DailySlice & AnalysisSlice & GhostSlice;

/** A slice sees the whole store, as zustand's slices pattern prescribes. */
export type Slice<T> = StateCreator<StoreState, [], [], T>;
