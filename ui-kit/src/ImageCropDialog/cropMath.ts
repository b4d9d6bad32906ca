// The geometry of a square crop: the image covers a square viewport, zoomed by `zoom` (1 = the
// smaller side fills the square) and moved by `offset` (the image centre relative to the
// viewport centre, in viewport pixels). Pure functions, so the dialog and its tests agree.

export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/** A square of the source image, in image pixels. */
export interface CropRect {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Viewport pixels per image pixel at zoom 1: the image just covers the square. */
export function coverScale(image: Size, viewport: number): number {
  return Math.max(viewport / image.width, viewport / image.height);
}

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : MIN_ZOOM));
}

/** Keeps the image over the whole square: no empty edge can be moved into the crop. */
export function clampOffset(offset: Offset, image: Size, viewport: number, zoom: number): Offset {
  const scale = coverScale(image, viewport) * clampZoom(zoom);
  const maxX = Math.max(0, (image.width * scale - viewport) / 2);
  const maxY = Math.max(0, (image.height * scale - viewport) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** Where the image sits in the viewport: its top-left corner and displayed size. */
export function imagePlacement(image: Size, viewport: number, zoom: number, offset: Offset): { left: number; top: number; width: number; height: number } {
  const scale = coverScale(image, viewport) * clampZoom(zoom);
  const width = image.width * scale;
  const height = image.height * scale;
  const o = clampOffset(offset, image, viewport, zoom);
  return { left: viewport / 2 + o.x - width / 2, top: viewport / 2 + o.y - height / 2, width, height };
}

/** The square of the source image the viewport shows: what is uploaded. */
export function cropRect(image: Size, viewport: number, zoom: number, offset: Offset): CropRect {
  const scale = coverScale(image, viewport) * clampZoom(zoom);
  const { left, top } = imagePlacement(image, viewport, zoom, offset);
  const size = Math.min(viewport / scale, image.width, image.height);
  const x = Math.min(Math.max(0, -left / scale), image.width - size);
  const y = Math.min(Math.max(0, -top / scale), image.height - size);
  return { x, y, size };
}
