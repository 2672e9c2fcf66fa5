import { describe, expect, it } from 'vitest';
import { createDampenerDesign, createDesignEditor, reduceDesignEditor, type DesignEditor, type DesignLayer } from '@courtside/core/design';
import { designEditorHandle, historyCommands, type DesignEditorEvent } from './design-history.ts';

const layer: DesignLayer = { id: 't1', kind: 'text', text: '코트', font: 'pretendard', fontSize: 4, color: '#111111', x: 15, y: 15, scale: 1, rotation: 0 };

/** The handle as useDesignEditor builds it, with core's reducer standing in for React's. */
function session(limit?: number) {
  let editor: DesignEditor = createDesignEditor(createDampenerDesign('circle'), limit);
  const commands = historyCommands((event: DesignEditorEvent) => {
    editor = reduceDesignEditor(editor, event);
  });
  return { commands, handle: () => designEditorHandle(editor, commands) };
}

describe('the designer\'s history', () => {
  it('starts with nothing to undo or redo, and an edit can be undone and redone', () => {
    const s = session();
    expect(s.handle()).toMatchObject({ canUndo: false, canRedo: false });
    s.handle().edit({ type: 'addLayer', side: 'front', layer });
    expect(s.handle().design.front.layers).toHaveLength(1);
    expect(s.handle()).toMatchObject({ canUndo: true, canRedo: false });
    s.handle().undo();
    expect(s.handle().design.front.layers).toHaveLength(0);
    expect(s.handle()).toMatchObject({ canUndo: false, canRedo: true });
    s.handle().redo();
    expect(s.handle().design.front.layers).toHaveLength(1);
  });

  it('drops the future on a new edit, and a load starts history again', () => {
    const s = session();
    s.handle().edit({ type: 'addLayer', side: 'front', layer });
    s.handle().undo();
    s.handle().edit({ type: 'addLayer', side: 'front', layer: { ...layer, id: 't2' } });
    expect(s.handle().canRedo).toBe(false);
    expect(s.handle().design.front.layers.map((l) => l.id)).toEqual(['t2']);
    s.handle().load(createDampenerDesign('square'));
    expect(s.handle()).toMatchObject({ canUndo: false, canRedo: false, design: { shape: 'square' } });
  });

  it('keeps at most `limit` steps to undo, and an edit that changes nothing is no step', () => {
    const s = session(2);
    s.handle().edit({ type: 'addLayer', side: 'front', layer });
    for (const x of [10, 11, 12]) s.handle().edit({ type: 'moveLayer', side: 'front', id: 't1', x, y: 15 });
    s.handle().undo();
    s.handle().undo();
    expect(s.handle().canUndo).toBe(false);
    expect(s.handle().design.front.layers[0]?.x).toBe(10);
    const before = s.handle().editor;
    s.handle().edit({ type: 'moveLayer', side: 'front', id: 'missing', x: 1, y: 1 });
    expect(s.handle().editor).toBe(before);
  });

  it('hands out the same commands for every render (stable callbacks)', () => {
    const s = session();
    expect(s.handle().edit).toBe(s.handle().edit);
    expect(s.handle().undo).toBe(s.handle().undo);
  });
});
