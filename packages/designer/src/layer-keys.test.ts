import { describe, expect, it } from 'vitest';
import { applyDesignAction, createDampenerDesign, type DesignLayer } from '@courtside/core/design';
import { describeLayerChange, layerKeyEdit } from './layer-keys.ts';

const text: DesignLayer = { id: 't', kind: 'text', text: '코트', font: 'pretendard', fontSize: 4, color: '#111111', x: 15, y: 15, scale: 1, rotation: 0 };

describe('the canvas from the keyboard', () => {
  it('moves by half a millimetre, three with Shift', () => {
    expect(layerKeyEdit(text, 'front', 'ArrowRight', false)?.action).toMatchObject({ type: 'moveLayer', x: 15.5, y: 15 });
    expect(layerKeyEdit(text, 'front', 'ArrowUp', true)?.action).toMatchObject({ type: 'moveLayer', x: 15, y: 12 });
  });

  it('resizes with + and −, rotates with [ and ], wrapping past 180°', () => {
    expect(layerKeyEdit(text, 'front', '+', false)?.action).toMatchObject({ type: 'scaleLayer', scale: 1.05 });
    expect(layerKeyEdit(text, 'front', '-', true)?.action).toMatchObject({ type: 'scaleLayer', scale: 0.75 });
    expect(layerKeyEdit(text, 'front', ']', false)?.action).toMatchObject({ type: 'rotateLayer', rotation: 5 });
    expect(layerKeyEdit({ ...text, rotation: 170 }, 'front', ']', true)?.action).toMatchObject({ type: 'rotateLayer', rotation: -145 });
    expect(layerKeyEdit(text, 'front', 'a', false)).toBeNull();
  });

  it('never leaves the dampener: core contains the moved layer', () => {
    const design = applyDesignAction(createDampenerDesign('square'), { type: 'addLayer', side: 'front', layer: text });
    let layer = design.front.layers[0]!;
    let current = design;
    for (let i = 0; i < 20; i += 1) {
      current = applyDesignAction(current, layerKeyEdit(layer, 'front', 'ArrowLeft', true)!.action);
      layer = current.front.layers[0]!;
    }
    expect(layer.x).toBeGreaterThan(0);
    expect(describeLayerChange(layer, 'move')).toMatch(/^위치 가로 \d+(\.\d)?mm, 세로 15mm$/);
    expect(describeLayerChange({ ...text, scale: 1.1 }, 'scale')).toBe('크기 110%');
    expect(describeLayerChange({ ...text, rotation: -45 }, 'rotate')).toBe('회전 -45도');
  });
});
