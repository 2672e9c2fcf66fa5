import { describe, expect, it } from 'vitest';
import type { DesignLayer } from '@courtside/core/design';
import { canvasKeyStep, type CanvasKeyContext } from './canvas-keys.ts';

const text = (id: string): DesignLayer => ({ id, kind: 'text', text: '코트', font: 'pretendard', fontSize: 4, color: '#111111', x: 15, y: 15, scale: 1, rotation: 0 });
const layers = [text('bottom'), text('top')];
const press = (key: string, over: { shift?: boolean; modified?: boolean } = {}) => ({ key, shift: over.shift ?? false, modified: over.modified ?? false });
const context = (over: Partial<CanvasKeyContext> = {}): CanvasKeyContext => ({ editable: true, side: 'front', layers, selected: null, ...over });

describe('a key on the focused canvas', () => {
  it('with nothing selected, a canvas key, Enter or Space picks the top layer and changes nothing', () => {
    expect(canvasKeyStep(context(), press('ArrowLeft'))).toEqual({ kind: 'select', id: 'top' });
    expect(canvasKeyStep(context(), press('Enter'))).toEqual({ kind: 'select', id: 'top' });
    expect(canvasKeyStep(context(), press(' '))).toEqual({ kind: 'select', id: 'top' });
    expect(canvasKeyStep(context(), press('a'))).toEqual({ kind: 'ignore' });
    expect(canvasKeyStep(context(), press('Escape'))).toEqual({ kind: 'ignore' });
  });

  it('with a layer selected, changes that layer (Shift: a big step) and Escape lets it go', () => {
    const selected = layers[0]!;
    expect(canvasKeyStep(context({ selected }), press('ArrowRight', { shift: true }))).toMatchObject({ kind: 'edit', change: 'move', action: { type: 'moveLayer', id: 'bottom', x: 18, y: 15 } });
    expect(canvasKeyStep(context({ selected }), press('+'))).toMatchObject({ kind: 'edit', change: 'scale', action: { id: 'bottom', scale: 1.05 } });
    expect(canvasKeyStep(context({ selected }), press('['))).toMatchObject({ kind: 'edit', change: 'rotate', action: { id: 'bottom', rotation: -5 } });
    expect(canvasKeyStep(context({ selected }), press('Escape'))).toEqual({ kind: 'deselect' });
    expect(canvasKeyStep(context({ selected }), press('Enter'))).toEqual({ kind: 'ignore' });
  });

  it('leaves shortcuts, a locked side and an empty side to the browser', () => {
    expect(canvasKeyStep(context({ selected: layers[1]! }), press('ArrowLeft', { modified: true }))).toEqual({ kind: 'ignore' });
    expect(canvasKeyStep(context({ editable: false }), press('ArrowLeft'))).toEqual({ kind: 'ignore' });
    expect(canvasKeyStep(context({ layers: [] }), press('ArrowLeft'))).toEqual({ kind: 'ignore' });
  });
});
