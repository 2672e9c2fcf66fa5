import { describe, expect, it } from 'vitest';
import { createDampenerDesign } from './design-document.ts';
import { canRedo, canUndo, createDesignEditor, reduceDesignEditor, type DesignEditor, type DesignEditorEvent } from './design-history.ts';
import { textLayer } from './testing/layers.ts';

const run = (editor: DesignEditor, ...events: DesignEditorEvent[]) => events.reduce(reduceDesignEditor, editor);
const add = (id: string): DesignEditorEvent => ({ type: 'edit', action: { type: 'addLayer', side: 'front', layer: textLayer({ id }) } });
const ids = (editor: DesignEditor) => editor.present.front.layers.map((l) => l.id);

describe('undo and redo', () => {
  it('steps back and forth through edits', () => {
    const editor = run(createDesignEditor(createDampenerDesign()), add('a'), add('b'));
    expect(canUndo(editor)).toBe(true);
    expect(canRedo(editor)).toBe(false);
    const undone = run(editor, { type: 'undo' });
    expect(ids(undone)).toEqual(['a']);
    expect(canRedo(undone)).toBe(true);
    expect(ids(run(undone, { type: 'undo' }))).toEqual([]);
    expect(ids(run(undone, { type: 'redo' }))).toEqual(['a', 'b']);
  });

  it('drops the redo steps when a new edit is made', () => {
    const editor = run(createDesignEditor(createDampenerDesign()), add('a'), add('b'), { type: 'undo' }, add('c'));
    expect(ids(editor)).toEqual(['a', 'c']);
    expect(canRedo(editor)).toBe(false);
  });

  it('does not record edits that change nothing', () => {
    const editor = run(createDesignEditor(createDampenerDesign()), add('a'));
    expect(run(editor, add('a'))).toBe(editor);
    expect(run(editor, { type: 'redo' })).toBe(editor);
    const fresh = createDesignEditor(createDampenerDesign());
    expect(run(fresh, { type: 'undo' })).toBe(fresh);
  });

  it('keeps at most `limit` steps, forgetting the oldest', () => {
    const editor = run(createDesignEditor(createDampenerDesign(), 2), add('a'), add('b'), add('c'));
    expect(editor.past).toHaveLength(2);
    const back = run(editor, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(ids(back)).toEqual(['a']);
    expect(run(back, { type: 'redo' }, { type: 'redo' }).past).toHaveLength(2);
    expect(createDesignEditor(createDampenerDesign(), 0).limit).toBe(1);
  });

  it('starts a fresh history when a design is loaded', () => {
    const loaded = createDampenerDesign('square');
    const editor = run(createDesignEditor(createDampenerDesign(), 7), add('a'), { type: 'load', design: loaded });
    expect(editor.present).toBe(loaded);
    expect(canUndo(editor)).toBe(false);
    expect(editor.limit).toBe(7);
  });

  it('ignores an unknown event', () => {
    const editor = createDesignEditor(createDampenerDesign());
    expect(reduceDesignEditor(editor, { type: 'teleport' } as never)).toBe(editor);
  });
});
