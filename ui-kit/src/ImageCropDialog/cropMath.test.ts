import { clampOffset, clampZoom, coverScale, cropRect, imagePlacement } from './cropMath';

describe('square crop geometry', () => {
  const landscape = { width: 800, height: 400 };

  it('covers the square with the smaller side at zoom 1', () => {
    expect(coverScale(landscape, 200)).toBe(0.5);
    expect(imagePlacement(landscape, 200, 1, { x: 0, y: 0 })).toEqual({ left: -100, top: 0, width: 400, height: 200 });
  });

  it('crops the centre square by default, the full height of a landscape image', () => {
    expect(cropRect(landscape, 200, 1, { x: 0, y: 0 })).toEqual({ x: 200, y: 0, size: 400 });
  });

  it('moves the crop with the image and never past an edge', () => {
    // Moving the image right shows more of its left part.
    expect(cropRect(landscape, 200, 1, { x: 100, y: 0 })).toEqual({ x: 0, y: 0, size: 400 });
    expect(clampOffset({ x: 500, y: 50 }, landscape, 200, 1)).toEqual({ x: 100, y: 0 });
    expect(cropRect(landscape, 200, 1, { x: -1000, y: 0 })).toEqual({ x: 400, y: 0, size: 400 });
  });

  it('zooms into a smaller square and keeps zoom within 1 to 4', () => {
    expect(cropRect(landscape, 200, 2, { x: 0, y: 0 })).toEqual({ x: 300, y: 100, size: 200 });
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('always yields a square inside the image', () => {
    for (const zoom of [1, 1.5, 2.7, 4]) {
      for (const x of [-900, -30, 0, 45, 900]) {
        for (const y of [-900, 0, 900]) {
          const r = cropRect({ width: 333, height: 517 }, 280, zoom, { x, y });
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.x + r.size).toBeLessThanOrEqual(333 + 1e-9);
          expect(r.y + r.size).toBeLessThanOrEqual(517 + 1e-9);
        }
      }
    }
  });
});
