// The editor state for React: core's undo/redo reducer behind useReducer.
import { useCallback, useReducer } from 'react';
import {
  canRedo,
  canUndo,
  createDesignEditor,
  reduceDesignEditor,
  type DampenerDesign,
  type DesignAction,
  type DesignEditor,
} from '@courtside/core/design';

export interface DesignEditorHandle {
  editor: DesignEditor;
  design: DampenerDesign;
  edit: (action: DesignAction) => void;
  undo: () => void;
  redo: () => void;
  load: (design: DampenerDesign) => void;
  canUndo: boolean;
  canRedo: boolean;
}

export function useDesignEditor(initial: () => DampenerDesign, limit?: number): DesignEditorHandle {
  const [editor, dispatch] = useReducer(reduceDesignEditor, undefined, () => createDesignEditor(initial(), limit));
  const edit = useCallback((action: DesignAction) => dispatch({ type: 'edit', action }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const load = useCallback((design: DampenerDesign) => dispatch({ type: 'load', design }), []);
  return { editor, design: editor.present, edit, undo, redo, load, canUndo: canUndo(editor), canRedo: canRedo(editor) };
}
