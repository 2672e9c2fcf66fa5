// One printed side as a Konva layer: the cushion colour (to the bleed edge), the artwork clipped to
// the shape, and optionally the cut line. Built imperatively from the design document, so the
// browser (editor image export) and the server (300-DPI print file, konva's canvas backend) draw
// the same picture from the same code. Only konva and core: no DOM access here.
import Konva from 'konva';
import {
  DAMPENER_SIZE_MM,
  cushionHex,
  layerFrame,
  printedLayers,
  textStyle,
  type DampenerDesign,
  type DesignLayer,
  type DesignShape,
  type DesignSideName,
} from '@courtside/core/design';

/** What Konva.Image accepts as a picture: an <img>, a canvas, or node-canvas's Image. */
export type SceneImage = CanvasImageSource;

export interface SideSceneOptions {
  /** Pixels per design millimetre. */
  pxPerMm: number;
  /** Cushion colour beyond the cut line on every side, px. */
  bleedPx: number;
  /** Loaded pictures by layer URL; a layer whose picture is missing is left out. */
  images: ReadonlyMap<string, SceneImage>;
  /** The CSS font family to draw a design font family with (the browser's web font name). */
  fontFamily?: (family: string) => string;
  /** Stroke the cut line (print files), or not (editor images). */
  cutLine?: { color: string; width: number } | null;
}

/** Width and height of the scene: the 30 mm shape plus bleed on both sides. */
export function sceneSize(shapePx: number, bleedPx: number): number {
  return shapePx + 2 * bleedPx;
}

export function clipToShape(shape: DesignShape, shapePx: number) {
  return (context: Konva.Context): void => {
    context.beginPath();
    if (shape === 'circle') context.arc(shapePx / 2, shapePx / 2, shapePx / 2, 0, Math.PI * 2, false);
    else context.rect(0, 0, shapePx, shapePx);
    context.closePath();
  };
}

/** Konva attributes of one layer's node, in the artwork group's pixels (origin at the cut line's corner). */
export function layerNodeConfig(layer: DesignLayer, pxPerMm: number, fontFamily: (family: string) => string = (f) => f) {
  const frame = layerFrame(layer, pxPerMm);
  const base = { id: layer.id, x: frame.x, y: frame.y, width: frame.width, height: frame.height, offsetX: frame.width / 2, offsetY: frame.height / 2, rotation: frame.rotation };
  if (layer.kind === 'image') return { kind: 'image' as const, ...base };
  const style = textStyle(layer, pxPerMm);
  return {
    kind: 'text' as const,
    ...base,
    text: layer.text,
    fontSize: style.fontSize,
    fontFamily: fontFamily(style.family),
    fontStyle: style.weight === 'bold' ? 'bold' : 'normal',
    lineHeight: style.lineHeight,
    fill: style.color,
    align: 'center',
    verticalAlign: 'middle',
    wrap: 'none',
  };
}

function layerNode(layer: DesignLayer, options: SideSceneOptions): Konva.Shape | null {
  const config = layerNodeConfig(layer, options.pxPerMm, options.fontFamily);
  if (config.kind === 'text') {
    const { kind: _kind, ...attrs } = config;
    return new Konva.Text(attrs);
  }
  const image = options.images.get(layer.kind === 'image' ? layer.url : '');
  if (!image) return null;
  const { kind: _kind, ...attrs } = config;
  return new Konva.Image({ ...attrs, image });
}

/** The side drawn on a new Konva layer (add it to a stage of sceneSize × sceneSize). */
export function buildSideLayer(design: DampenerDesign, side: DesignSideName, options: SideSceneOptions): Konva.Layer {
  const shapePx = DAMPENER_SIZE_MM * options.pxPerMm;
  const size = sceneSize(shapePx, options.bleedPx);
  const fill = cushionHex(design.cushionColor);
  const layer = new Konva.Layer({ listening: false });
  layer.add(
    design.shape === 'circle'
      ? new Konva.Circle({ x: size / 2, y: size / 2, radius: size / 2, fill })
      : new Konva.Rect({ x: 0, y: 0, width: size, height: size, fill }),
  );
  const artwork = new Konva.Group({ x: options.bleedPx, y: options.bleedPx, clipFunc: clipToShape(design.shape, shapePx) });
  for (const item of printedLayers(design, side)) {
    const node = layerNode(item, options);
    if (node) artwork.add(node);
  }
  layer.add(artwork);
  if (options.cutLine) {
    const stroke = { stroke: options.cutLine.color, strokeWidth: options.cutLine.width };
    layer.add(
      design.shape === 'circle'
        ? new Konva.Circle({ x: size / 2, y: size / 2, radius: shapePx / 2, ...stroke })
        : new Konva.Rect({ x: options.bleedPx, y: options.bleedPx, width: shapePx, height: shapePx, ...stroke }),
    );
  }
  return layer;
}
