import type { Dispatch } from 'react';
import type { EditorAction, EditorOptions, EditorState } from './editor-state';

/** What each section of the booking editor gets: the state, the way to change it, the choices. */
export interface SectionProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  options: EditorOptions;
}

/** A select's value as an id (an empty option: none). */
export const idOf = (value: string): number | null => (value ? Number(value) : null);
