// Draws apps/web/public/favicon.ico from the brand mark of favicon.svg (a plum rounded square
// with a white N) at 16, 32 and 48 px, each a PNG inside the ICO container. Browsers and
// crawlers ask for /favicon.ico whatever the page links; the console links the SVG.
// Run again only when the mark changes:  node scripts/favicon.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const PLUM = [0x8c, 0x2f, 0x5a];
const WHITE = [0xff, 0xff, 0xff];
// Shapes in the SVG's 64-unit square.
const RADIUS = 14;
const STEM = 6;
const TOP = 18;
const BOTTOM = 46;
const LEFT = 18;
const RIGHT = 46;

function insideSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), 64 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 64 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function insideN(x, y) {
  if (y < TOP || y > BOTTOM) return false;
  if (x >= LEFT && x <= LEFT + STEM) return true;
  if (x >= RIGHT - STEM && x <= RIGHT) return true;
  // The diagonal runs from the top of the left stem to the bottom of the right one.
  const t = (y - TOP) / (BOTTOM - TOP);
  const start = LEFT + t * (RIGHT - STEM - LEFT);
  return x >= start && x <= start + STEM;
}

/** RGBA pixels of the mark at `size` px, each pixel averaged over 8×8 samples. */
function draw(size) {
  const samples = 8;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let square = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) * 64) / size;
          const y = ((py + (sy + 0.5) / samples) * 64) / size;
          if (!insideSquare(x, y)) continue;
          square += 1;
          if (insideN(x, y)) letter += 1;
        }
      }
      const mix = square === 0 ? 0 : letter / square;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        pixels[at + c] = Math.round(PLUM[c] * (1 - mix) + WHITE[c] * mix);
      }
      pixels[at + 3] = Math.round((255 * square) / samples ** 2);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const pixels = draw(size);
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(Buffer.from([0]), pixels.subarray(y * size * 4, (y + 1) * size * 4));
  }
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An ICO file holding one PNG per size. */
export function favicon(sizes = [16, 32, 48]) {
  const images = sizes.map(png);
  const directory = Buffer.alloc(6 + 16 * sizes.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2); // icon
  directory.writeUInt16LE(sizes.length, 4);
  let offset = directory.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    directory.writeUInt8(size % 256, entry);
    directory.writeUInt8(size % 256, entry + 1);
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel
    directory.writeUInt32LE(images[i].length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([directory, ...images]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const target = path.join(root, "apps/web/public/favicon.ico");
  fs.writeFileSync(target, favicon());
  console.log(`Escrito ${path.relative(root, target)}`);
}
