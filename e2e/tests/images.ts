import { crc32, deflateSync } from 'node:zlib';

// A real PNG for upload tests, drawn in code: a landscape with a sky, a sun and a mountain, so a
// crop and the upload's content check (magic bytes) see a genuine image.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function landscapePng(width = 480, height = 300): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const ridge = height * 0.45 + Math.abs(x - width * 0.55) * 0.6;
      const sun = (x - width * 0.8) ** 2 + (y - height * 0.2) ** 2 < (height * 0.1) ** 2;
      const [r, g, b] = sun ? [242, 184, 75] : y > ridge ? [26, 63, 143] : [207, 224, 247];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
