// The interactive side: cushion colour, the artwork clipped to the shape, the safe area and cut
// line, and a Transformer on the selected layer. Drags are bounded by core's containment rule
// while they happen; the edit is dispatched once, on drag or transform end, so one gesture is one
// undo step and the document never holds artwork off the dampener.
import { useEffect, useRef, type ReactElement } from 'react';
import type Konva from 'konva';
import { Circle, Group, Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import {
  DAMPENER_SIZE_MM,
  SAFE_MARGIN_MM,
  clampCenter,
  cushionHex,
  isSideEditable,
  layerSize,
  printedLayers,
  rotatedHalfExtents,
  type DampenerDesign,
  type DesignAction,
  type DesignLayer,
  type DesignSideName,
} from '@courtside/core/design';
import { clipToShape, layerNodeConfig } from './scene/side-scene.ts';

/** The editor shows 2 mm around the shape, as the print file's bleed, so handles stay reachable. */
export const EDITOR_MARGIN_MM = 2;

export interface DesignerCanvasProps {
  design: DampenerDesign;
  side: DesignSideName;
  /** Width and height of the stage, CSS px. */
  size: number;
  images: ReadonlyMap<string, CanvasImageSource>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onEdit: (action: DesignAction) => void;
  /** Design font family → CSS family (the storefront's web font name). */
  fontFamily: (family: string) => string;
  /** Changes when fonts finish loading, so text is measured again. */
  fontsVersion: number;
  /** Reaches the Konva stage (tests, benchmarks). */
  stageRef?: React.RefObject<Konva.Stage | null>;
}

export function DesignerCanvas(props: DesignerCanvasProps): ReactElement {
  const { design, side, size, images, selectedId, onSelect, onEdit, fontFamily, fontsVersion } = props;
  const pxPerMm = size / (DAMPENER_SIZE_MM + 2 * EDITOR_MARGIN_MM);
  const margin = EDITOR_MARGIN_MM * pxPerMm;
  const shapePx = DAMPENER_SIZE_MM * pxPerMm;
  const editable = isSideEditable(design, side);
  const layers = printedLayers(design, side);
  const transformer = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Node>());

  useEffect(() => {
    const node = selectedId && editable ? nodes.current.get(selectedId) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, editable, layers, fontsVersion]);

  const dragBound = (layer: DesignLayer) => (pos: { x: number; y: number }) => {
    // Absolute stage pixels → design mm → contained → back; rotation and scale as they are now.
    const { hx, hy } = rotatedHalfExtents(layerSize(layer), layer.rotation);
    const stage = nodes.current.get(layer.id)?.getStage();
    const origin = stage ? stage.getAbsolutePosition() : { x: 0, y: 0 };
    const mm = clampCenter(design.shape, (pos.x - origin.x - margin) / pxPerMm, (pos.y - origin.y - margin) / pxPerMm, hx, hy);
    return { x: mm.x * pxPerMm + margin + origin.x, y: mm.y * pxPerMm + margin + origin.y };
  };

  const register = (id: string) => (node: Konva.Node | null) => {
    if (node) nodes.current.set(id, node);
    else nodes.current.delete(id);
  };

  const common = (layer: DesignLayer) => ({
    ref: register(layer.id),
    draggable: editable,
    dragBoundFunc: dragBound(layer),
    onMouseDown: () => onSelect(layer.id),
    onTouchStart: () => onSelect(layer.id),
    onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) =>
      onEdit({ type: 'moveLayer', side, id: layer.id, x: event.target.x() / pxPerMm, y: event.target.y() / pxPerMm }),
    onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
      const node = event.target;
      const factor = node.scaleX();
      node.scaleX(1);
      node.scaleY(1);
      onEdit({ type: 'transformLayer', side, id: layer.id, x: node.x() / pxPerMm, y: node.y() / pxPerMm, scale: layer.scale * factor, rotation: node.rotation() });
    },
  });

  const fill = cushionHex(design.cushionColor);
  const center = size / 2;
  const safe = (DAMPENER_SIZE_MM - 2 * SAFE_MARGIN_MM) * pxPerMm;

  return (
    <Stage
      width={size}
      height={size}
      ref={props.stageRef}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage()) onSelect(null);
      }}
    >
      <Layer>
        {design.shape === 'circle' ? (
          <Circle x={center} y={center} radius={shapePx / 2} fill={fill} stroke="#9AA0A6" strokeWidth={1} onMouseDown={() => onSelect(null)} />
        ) : (
          <Rect x={margin} y={margin} width={shapePx} height={shapePx} fill={fill} stroke="#9AA0A6" strokeWidth={1} onMouseDown={() => onSelect(null)} />
        )}
        <Group x={margin} y={margin} clipFunc={clipToShape(design.shape, shapePx)}>
          {layers.map((layer) => {
            const config = layerNodeConfig(layer, pxPerMm, fontFamily);
            if (config.kind === 'text') {
              const { kind: _kind, ...attrs } = config;
              return <Text key={`${layer.id}:${fontsVersion}`} {...attrs} {...common(layer)} />;
            }
            const image = layer.kind === 'image' ? images.get(layer.url) : undefined;
            const { kind: _kind, ...attrs } = config;
            return image ? (
              <KonvaImage key={layer.id} {...attrs} image={image} {...common(layer)} />
            ) : (
              <Rect key={layer.id} {...attrs} fill="#E8EAED" {...common(layer)} />
            );
          })}
        </Group>
        {design.shape === 'circle' ? (
          <Circle x={center} y={center} radius={safe / 2} stroke="#5F6368" strokeWidth={1} dash={[4, 4]} listening={false} />
        ) : (
          <Rect x={center - safe / 2} y={center - safe / 2} width={safe} height={safe} stroke="#5F6368" strokeWidth={1} dash={[4, 4]} listening={false} />
        )}
        <Transformer
          ref={transformer}
          rotateEnabled
          keepRatio
          enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
          boundBoxFunc={(oldBox, newBox) => (Math.abs(newBox.width) < 6 || Math.abs(newBox.height) < 6 ? oldBox : newBox)}
        />
      </Layer>
    </Stage>
  );
}
