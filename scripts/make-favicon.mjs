#!/usr/bin/env node
// Writes content/assets/site/favicon.ico from content/assets/site/favicon.svg: 16, 32 and 48 px
// PNG images in one ICO container (every browser since 2007 reads PNG entries). Run it after
// changing the SVG: `node scripts/make-favicon.mjs`. The build hashes both files like any asset.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const dir = join(import.meta.dirname, '..', 'content', 'assets', 'site');
const svg = await readFile(join(dir, 'favicon.svg'));
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp(svg, { density: 72 * (size / 24) * 2 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));

const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry); // width (0 would mean 256)
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(pngs[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[index].length;
});
await writeFile(join(dir, 'favicon.ico'), Buffer.concat([header, ...pngs]));
console.log(`favicon.ico: ${sizes.join(', ')} px, ${offset} bytes`);
