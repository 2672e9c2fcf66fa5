// Undo/redo over the design document: the editor keeps past and future documents (they share
// unchanged layers, so a step costs little), forgets the oldest past beyond `limit`, and drops the
// future when a new edit is made.
import { fallbackFor } from '../machines/unhandled.ts';
import { applyDesignAction, type DesignAction } from './design-ops.ts';
import type { DampenerDesign } from './types.ts';

export const DEFAULT_HISTORY_LIMIT = 50;

export interface DesignEditor {
  readonly present: DampenerDesign;
  readonly past: readonly DampenerDesign[];
  readonly future: readonly DampenerDesign[];
  readonly limit: number;
}

export type DesignEditorEvent =
  | { readonly type: 'edit'; readonly action: DesignAction }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  /** A loaded or reset document: history starts again from it. */
  | { readonly type: 'load'; readonly design: DampenerDesign };

export function createDesignEditor(design: DampenerDesign, limit: number = DEFAULT_HISTORY_LIMIT): DesignEditor {
  return { present: design, past: [], future: [], limit: Math.max(1, Math.trunc(limit)) };
}

export function canUndo(editor: DesignEditor): boolean {
  return editor.past.length > 0;
}

export function canRedo(editor: DesignEditor): boolean {
  return editor.future.length > 0;
}

export function reduceDesignEditor(editor: DesignEditor, event: DesignEditorEvent): DesignEditor {
  switch (event.type) {
    case 'edit': {
      const next = applyDesignAction(editor.present, event.action);
      if (next === editor.present) return editor;
      const past = [...editor.past, editor.present].slice(-editor.limit);
      return { ...editor, present: next, past, future: [] };
    }
    case 'undo': {
      const previous = editor.past[editor.past.length - 1];
      if (!previous) return editor;
      return { ...editor, present: previous, past: editor.past.slice(0, -1), future: [editor.present, ...editor.future] };
    }
    case 'redo': {
      const [next, ...future] = editor.future;
      if (!next) return editor;
      return { ...editor, present: next, past: [...editor.past, editor.present].slice(-editor.limit), future };
    }
    case 'load':
      return createDesignEditor(event.design, editor.limit);
    default:
      return fallbackFor(editor, event);
  }
}
