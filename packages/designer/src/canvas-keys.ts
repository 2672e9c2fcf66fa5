// What a key pressed on the focused canvas does, decided without React: Escape lets go of the
// selected layer; with nothing selected, the first canvas key (or Enter / Space) picks the top layer;
// with a layer selected, the canvas keys change it (layer-keys.ts). Modified keys (Alt, Ctrl, ⌘) and a
// side that cannot be edited are left to the browser.
import type { DesignLayer, DesignSideName } from '@courtside/core/design';
import { layerKeyEdit, type LayerKeyEdit } from './layer-keys.ts';

export interface CanvasKey {
  key: string;
  shift: boolean;
  /** Alt, Ctrl or ⌘ held: a browser or system shortcut, never the canvas's. */
  modified: boolean;
}

export interface CanvasKeyContext {
  editable: boolean;
  side: DesignSideName;
  /** The side's layers, bottom first. */
  layers: readonly DesignLayer[];
  selected: DesignLayer | null;
}

export type CanvasKeyStep =
  | { kind: 'ignore' }
  | { kind: 'deselect' }
  /** The key picked the top layer (the default action is prevented). */
  | { kind: 'select'; id: string }
  /** The key changed the selected layer (the default action is prevented). */
  | ({ kind: 'edit' } & LayerKeyEdit);

export function canvasKeyStep(context: CanvasKeyContext, press: CanvasKey): CanvasKeyStep {
  const { editable, side, layers, selected } = context;
  if (!editable || press.modified) return { kind: 'ignore' };
  if (press.key === 'Escape' && selected) return { kind: 'deselect' };
  const target = selected ?? layers[layers.length - 1] ?? null;
  if (!target) return { kind: 'ignore' };
  const keyed = layerKeyEdit(target, side, press.key, press.shift);
  if (!selected) {
    // The first key picks the top layer; the next ones change it.
    return keyed !== null || press.key === 'Enter' || press.key === ' ' ? { kind: 'select', id: target.id } : { kind: 'ignore' };
  }
  return keyed ? { kind: 'edit', ...keyed } : { kind: 'ignore' };
}
