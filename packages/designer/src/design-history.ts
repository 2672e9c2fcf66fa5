// The editor's history as the designer's screens use it: core's undo/redo reducer behind a handle
// (edit, undo, redo, load, and whether undo and redo are possible). Pure: `useDesignEditor` hands it
// React's state and dispatch; tests drive it with core's reducer directly.
import { canRedo, canUndo, type DampenerDesign, type DesignAction, type DesignEditor, type reduceDesignEditor } from '@courtside/core/design';

/** What the reducer takes: edit, undo, redo, load. */
export type DesignEditorEvent = Parameters<typeof reduceDesignEditor>[1];

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

/** The dispatching half of a handle: stable as long as `dispatch` is. */
export function historyCommands(dispatch: (event: DesignEditorEvent) => void): Pick<DesignEditorHandle, 'edit' | 'undo' | 'redo' | 'load'> {
  return {
    edit: (action) => dispatch({ type: 'edit', action }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    load: (design) => dispatch({ type: 'load', design }),
  };
}

export function designEditorHandle(editor: DesignEditor, commands: Pick<DesignEditorHandle, 'edit' | 'undo' | 'redo' | 'load'>): DesignEditorHandle {
  return { editor, design: editor.present, ...commands, canUndo: canUndo(editor), canRedo: canRedo(editor) };
}
