// The installable app's icons (issue 32 §2): demo/favicon.svg's design (a white cross on the hospital
// blue, a rounded square) drawn as 192 and 512 px PNGs for the web app manifest, without any image
// library: the pixels are computed here and written with zlib. Run once: `node scripts/icons.mjs`; the
// files are committed (demo/icons/).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x2d, 0x6f, 0xb2];
const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** The 32-unit design at `size` px (RGBA): rounded square (rx 6), cross of arms 6 wide from 6 to 26. */
function icon(size) {
  const s = size / 32;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / s;
      const v = (y + 0.5) / s;
      // rounded corners: outside the quarter circles is transparent
      const cx = Math.min(Math.max(u, 6), 26);
      const cy = Math.min(Math.max(v, 6), 26);
      const inside = (u - cx) ** 2 + (v - cy) ** 2 <= 36;
      const cross = (u >= 13 && u <= 19 && v >= 6 && v <= 26) || (v >= 13 && v <= 19 && u >= 6 && u <= 26);
      const [r, g, b] = cross ? [255, 255, 255] : BLUE;
      row.set([r, g, b, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../demo/icons/hos-${size}.png`, import.meta.url), icon(size));
