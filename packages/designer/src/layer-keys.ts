// The designer's canvas from the keyboard: arrows move the selected layer (Shift: a big step),
// + and − resize it, [ and ] rotate it, and what changed is said in words for screen readers.
// Core's containment keeps every result on the dampener, so a key never pushes artwork off it.
import type { DesignAction, DesignLayer, DesignSideName } from '@courtside/core/design';

export const MOVE_STEP_MM = 0.5;
export const MOVE_BIG_STEP_MM = 3;
export const SCALE_STEP = 0.05;
export const SCALE_BIG_STEP = 0.25;
export const ROTATE_STEP_DEG = 5;
export const ROTATE_BIG_STEP_DEG = 45;

export type LayerKeyChange = 'move' | 'scale' | 'rotate';

export interface LayerKeyEdit {
  action: DesignAction;
  change: LayerKeyChange;
}

/** What a key does to `layer`, or null when the key is not one of the canvas keys. */
export function layerKeyEdit(layer: DesignLayer, side: DesignSideName, key: string, shift: boolean): LayerKeyEdit | null {
  const step = shift ? MOVE_BIG_STEP_MM : MOVE_STEP_MM;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  if (move) return { change: 'move', action: { type: 'moveLayer', side, id: layer.id, x: layer.x + move[0], y: layer.y + move[1] } };
  const scaleStep = shift ? SCALE_BIG_STEP : SCALE_STEP;
  if (key === '+' || key === '=') return { change: 'scale', action: { type: 'scaleLayer', side, id: layer.id, scale: round(layer.scale + scaleStep, 3) } };
  if (key === '-' || key === '_') return { change: 'scale', action: { type: 'scaleLayer', side, id: layer.id, scale: round(Math.max(0.01, layer.scale - scaleStep), 3) } };
  const turn = shift ? ROTATE_BIG_STEP_DEG : ROTATE_STEP_DEG;
  if (key === ']' || key === '}') return { change: 'rotate', action: { type: 'rotateLayer', side, id: layer.id, rotation: normalizeDegrees(layer.rotation + turn) } };
  if (key === '[' || key === '{') return { change: 'rotate', action: { type: 'rotateLayer', side, id: layer.id, rotation: normalizeDegrees(layer.rotation - turn) } };
  return null;
}

/** The layer's place, size and angle in words: "가로 15.5mm, 세로 15mm" / "크기 110%" / "회전 15도". */
export function describeLayerChange(layer: DesignLayer, change: LayerKeyChange): string {
  if (change === 'move') return `위치 가로 ${round(layer.x, 1)}mm, 세로 ${round(layer.y, 1)}mm`;
  if (change === 'scale') return `크기 ${Math.round(layer.scale * 100)}%`;
  return `회전 ${Math.round(layer.rotation)}도`;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** −180 < degrees ≤ 180. */
function normalizeDegrees(degrees: number): number {
  const d = ((degrees % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}
