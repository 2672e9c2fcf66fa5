// The editor state for React: core's undo/redo reducer behind useReducer, as the handle of
// design-history.ts (where the handle's logic is tested without React).
import { useMemo, useReducer } from 'react';
import { createDesignEditor, reduceDesignEditor, type DampenerDesign } from '@courtside/core/design';
import { designEditorHandle, historyCommands, type DesignEditorHandle } from './design-history.ts';

export type { DesignEditorHandle } from './design-history.ts';

export function useDesignEditor(initial: () => DampenerDesign, limit?: number): DesignEditorHandle {
  const [editor, dispatch] = useReducer(reduceDesignEditor, undefined, () => createDesignEditor(initial(), limit));
  const commands = useMemo(() => historyCommands(dispatch), []);
  return designEditorHandle(editor, commands);
}
