// Draws apps/web/public/favicon.ico from the brand's favicon.svg: the 16, 32 and 48 px sizes as PNG
// images inside one ICO file (the format browsers and crawlers ask for at /favicon.ico). Run it again
// after the SVG changes: `node scripts/favicon.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const sizes = [16, 32, 48];
const images = sizes.map((size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry); // width
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(images[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[index].length;
});
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...images]));
console.log(`favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`);
