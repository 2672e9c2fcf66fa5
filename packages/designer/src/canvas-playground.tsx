// A small konva playground (the seed's /konva and /canvas1 test screens): drag the shapes, pick one
// to scale and rotate it, and see Korean text drawn once its font has loaded.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type Konva from 'konva';
import { Circle, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { loadFonts } from './use-fonts-ready.ts';

const SHAPES = [
  { id: 'ball', kind: 'circle', x: 90, y: 90, fill: '#E6FF2E' },
  { id: 'box', kind: 'rect', x: 200, y: 140, fill: '#0047AB' },
] as const;

/** `size`: the stage's side in CSS px; the 320-unit scene is scaled to it (a 320 px phone has less room). */
export function CanvasPlayground({ fontFamily, label, size = 320 }: { fontFamily: string; label: string; size?: number }): ReactElement {
  const [selected, setSelected] = useState<string | null>(null);
  const [fontsReady, setFontsReady] = useState(false);
  const transformer = useRef<Konva.Transformer>(null);
  const stage = useRef<Konva.Stage>(null);

  useEffect(() => {
    void loadFonts([{ family: fontFamily, weight: 'bold', text: label }]).then(() => setFontsReady(true));
  }, [fontFamily, label]);

  useEffect(() => {
    const node = selected ? stage.current?.findOne(`#${selected}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
  }, [selected]);

  return (
    <Stage ref={stage} width={size} height={size} scaleX={size / 320} scaleY={size / 320} onMouseDown={(event) => event.target === event.target.getStage() && setSelected(null)}>
      <Layer>
        {SHAPES.map((shape) =>
          shape.kind === 'circle' ? (
            <Circle key={shape.id} id={shape.id} x={shape.x} y={shape.y} radius={40} fill={shape.fill} draggable onMouseDown={() => setSelected(shape.id)} />
          ) : (
            <Rect key={shape.id} id={shape.id} x={shape.x} y={shape.y} width={80} height={80} offsetX={40} offsetY={40} fill={shape.fill} draggable onMouseDown={() => setSelected(shape.id)} />
          ),
        )}
        {fontsReady && <Text x={20} y={260} text={label} fontSize={24} fontStyle="bold" fontFamily={fontFamily} fill="#1d1d1f" draggable />}
        <Transformer ref={transformer} keepRatio />
      </Layer>
    </Stage>
  );
}
