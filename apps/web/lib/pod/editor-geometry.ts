// Geometry of the template editor: everything in template pixels (the template picture's own size),
// the canvas scaled by CSS. Layers move by their centre and stay inside the printable area.

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A pointer position on the scaled canvas → template pixels. */
export function toTemplatePoint(client: Point, canvasRect: { left: number; top: number; width: number; height: number }, template: Size): Point {
  const sx = canvasRect.width > 0 ? template.width / canvasRect.width : 1;
  const sy = canvasRect.height > 0 ? template.height / canvasRect.height : 1;
  return { x: (client.x - canvasRect.left) * sx, y: (client.y - canvasRect.top) * sy };
}

/**
 * The closest centre to `center` that keeps a layer of `size` inside `area`. A layer larger than the
 * area on an axis is centred on that axis (it is clipped to the area when drawn and printed).
 */
export function clampCenter(center: Point, size: Size, area: Area): Point {
  const axis = (c: number, half: number, start: number, length: number) =>
    half * 2 >= length ? start + length / 2 : Math.min(Math.max(c, start + half), start + length - half);
  return { x: axis(center.x, size.width / 2, area.x, area.width), y: axis(center.y, size.height / 2, area.y, area.height) };
}

/** An uploaded picture's first size: fits 80 % of the area, aspect kept, never enlarged past its pixels. */
export function fitInside(natural: Size, area: Area, share = 0.8): Size {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min((area.width * share) / natural.width, (area.height * share) / natural.height, 1);
  return { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
}

export function areaCenter(area: Area): Point {
  return { x: area.x + area.width / 2, y: area.y + area.height / 2 };
}

export function contains(box: { center: Point; size: Size }, point: Point): boolean {
  return Math.abs(point.x - box.center.x) <= box.size.width / 2 && Math.abs(point.y - box.center.y) <= box.size.height / 2;
}
