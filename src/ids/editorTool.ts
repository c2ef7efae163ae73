/** What a click on the Paths lab's editor does. */
export type EditorTool = 'walls' | 'start' | 'goal';
