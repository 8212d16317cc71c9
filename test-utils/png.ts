import { deflateSync } from 'node:zlib';

/*
 * PNG files written byte by byte, for tests that need a real file without a fixture: the server's
 * upload checks (a header that claims a huge image) and the journeys (images of a given size).
 */

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit PNG whose header says `width` x `height` and `colourType` (0 greyscale, 2 RGB), with
 * `scanlines` (each row its filter byte, then its samples) as its compressed image data. The data is
 * not checked against the header: a test may make a file that claims more than it holds.
 */
export function pngFile(width: number, height: number, colourType: 0 | 2, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
