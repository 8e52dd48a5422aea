#!/usr/bin/env node
// Renders the site's raster illustrations from the SVG written below, with sharp, into
// content/assets/blog/. They are the raster sources the image pipeline encodes (avif, webp × 1x,
// 2x); the PNG/JPEG files are committed, this script only documents and reproduces them:
//   node scripts/make-illustrations.mjs
// Each source is drawn at 2x (1440 px wide), the largest density of the manifest's
// `imageDensities`. Gradients and soft shadows are there on purpose: they are what real covers and
// screenshots have, and what PNG compresses badly.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'content', 'assets', 'blog');
const W = 1440;
const FONT = 'DejaVu Sans, Arial, sans-serif';
const MONO = 'DejaVu Sans Mono, monospace';

const defs = (from, to) => `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <filter id="shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="900"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0b1233" flood-opacity=".28"/></filter>
</defs>`;

/** A browser window frame at (x, y) with its three dots; `body` is drawn inside. */
const browserWindow = (x, y, w, h, fill, body = '') => `<g filter="url(#shadow)">
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/>
  <rect x="${x}" y="${y}" width="${w}" height="44" rx="18" fill="#ffffff" fill-opacity=".18"/>
  <circle cx="${x + 28}" cy="${y + 22}" r="7" fill="#ff5f57"/><circle cx="${x + 52}" cy="${y + 22}" r="7" fill="#febc2e"/><circle cx="${x + 76}" cy="${y + 22}" r="7" fill="#28c840"/>
  ${body}</g>`;

/** "A main window whose actions are mirrored to three follower windows." */
function synchronizer() {
  const follower = (x) =>
    browserWindow(x, 430, 360, 230, '#e9e5ff', `<rect x="${x + 30}" y="${480 + 40}" width="200" height="16" rx="8" fill="#7c3aed" fill-opacity=".55"/>
    <rect x="${x + 30}" y="${480 + 72}" width="290" height="12" rx="6" fill="#7c3aed" fill-opacity=".25"/><rect x="${x + 30}" y="${480 + 96}" width="250" height="12" rx="6" fill="#7c3aed" fill-opacity=".25"/>
    <path d="M${x + 262} ${480 + 118} l0 40 l11 -10 l9 20 l8 -4 l-9 -19 l15 -1 z" fill="#2e1065"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="756" viewBox="0 0 ${W} 756">${defs('#f5f3ff', '#ddd6fe')}
  <rect width="${W}" height="756" fill="url(#bg)"/>
  ${browserWindow(520, 70, 400, 250, '#7c3aed', `<rect x="556" y="150" width="220" height="20" rx="10" fill="#fff" fill-opacity=".9"/>
    <rect x="556" y="190" width="320" height="14" rx="7" fill="#fff" fill-opacity=".45"/><rect x="556" y="218" width="280" height="14" rx="7" fill="#fff" fill-opacity=".45"/>
    <path d="M842 238 l0 44 l12 -11 l10 22 l9 -4 l-10 -21 l16 -1 z" fill="#fff"/>`)}
  <g stroke="#7c3aed" stroke-width="6" stroke-dasharray="16 12" fill="none" stroke-linecap="round">
    <path d="M640 330 C 560 380, 360 380, 300 420"/><path d="M720 330 L 720 420"/><path d="M800 330 C 880 380, 1080 380, 1140 420"/>
  </g>
  ${follower(120)}${follower(540)}${follower(960)}
</svg>`;
}

/** "A terminal window calling the local API and receiving a WebSocket address." */
function localApi() {
  const line = (y, text, fill) => `<text x="250" y="${y}" xml:space="preserve" font-family="${MONO}" font-size="31" fill="${fill}">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="756" viewBox="0 0 ${W} 756">${defs('#1e293b', '#0b1233')}
  <rect width="${W}" height="756" fill="url(#bg)"/>
  <circle cx="1250" cy="120" r="260" fill="#3158f5" fill-opacity=".18"/><circle cx="140" cy="700" r="220" fill="#22c55e" fill-opacity=".08"/>
  ${browserWindow(190, 110, 1060, 536, '#111827', `${line(250, '$ curl -X POST 127.0.0.1:50325/api/v1/browser/start', '#a3e635')}
    ${line(320, '{', '#e5e7eb')}${line(370, '  "code": 0,', '#e5e7eb')}${line(420, '  "profile_id": "k1a2b3",', '#e5e7eb')}
    ${line(470, '  "ws": "ws://127.0.0.1:9222/devtools/browser/…"', '#7dd3fc')}${line(520, '}', '#e5e7eb')}
    <rect x="250" y="556" width="20" height="36" fill="#a3e635"/>`)}
</svg>`;
}

/** "A fingerprint surrounded by labels for canvas, WebGL, fonts and timezone." */
function fingerprint() {
  // Concentric ridges of a whorl, each broken in a different place, like a real print.
  const ridges = Array.from({ length: 10 }, (_, i) => {
    const rx = 26 + i * 21;
    const ry = 34 + i * 28;
    const circumference = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
    const dash = `${(circumference * (0.55 + (i % 3) * 0.12)).toFixed(0)} ${(14 + (i % 4) * 9).toFixed(0)} ${(circumference * 0.3).toFixed(0)} 16`;
    return `<ellipse cx="720" cy="385" rx="${rx}" ry="${ry}" transform="rotate(${-8 + i * 3} 720 385)" fill="none" stroke="#3158f5" stroke-width="9" stroke-linecap="round" stroke-dasharray="${dash}" stroke-opacity="${(0.95 - i * 0.05).toFixed(2)}"/>`;
  }).join('');
  const label = (x, y, text, lx, ly) => `<line x1="${lx}" y1="${ly}" x2="${x + (x < 720 ? 200 : 0)}" y2="${y - 12}" stroke="#2443c9" stroke-width="3" stroke-dasharray="8 8"/>
    <g filter="url(#shadow)"><rect x="${x}" y="${y - 50}" width="200" height="72" rx="36" fill="#fff"/></g>
    <text x="${x + 100}" y="${y - 2}" font-family="${FONT}" font-size="32" font-weight="bold" fill="#101a3d" text-anchor="middle">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="756" viewBox="0 0 ${W} 756">${defs('#eef2ff', '#c7d2fe')}
  <rect width="${W}" height="756" fill="url(#bg)"/>
  <circle cx="720" cy="380" r="330" fill="#fff" fill-opacity=".55"/>
  ${ridges}
  ${label(150, 200, 'Canvas', 520, 250)}${label(1090, 200, 'WebGL', 920, 250)}${label(150, 600, 'Fonts', 520, 560)}${label(1090, 600, 'Timezone', 920, 560)}
</svg>`;
}

/** A screenshot-like view of the profile list: each profile with its country, proxy and status. */
function profilesWindow() {
  const rows = [
    ['#ef4444', 'Shop · UK 01', 'SOCKS5', '#22c55e'],
    ['#3158f5', 'Ads · US 02', 'HTTP', '#22c55e'],
    ['#f59e0b', 'Store · DE 03', 'SOCKS5', '#94a3b8'],
    ['#10b981', 'Social · BR 04', 'HTTP', '#22c55e'],
    ['#8b5cf6', 'Research · JP 05', 'SSH', '#94a3b8'],
    ['#ec4899', 'Support · PL 06', 'HTTP', '#22c55e'],
  ];
  const row = ([flag, name, proxy, status], i) => {
    const y = 300 + i * 82;
    return `<rect x="420" y="${y - 46}" width="930" height="70" rx="12" fill="${i % 2 ? '#f8fafc' : '#fff'}"/>
      <rect x="448" y="${y - 24}" width="40" height="26" rx="4" fill="${flag}"/>
      <text x="512" y="${y}" font-family="${FONT}" font-size="28" fill="#101a3d">${name}</text>
      <text x="900" y="${y}" font-family="${MONO}" font-size="26" fill="#5b6478">${proxy}</text>
      <circle cx="1110" cy="${y - 10}" r="10" fill="${status}"/>
      <rect x="1190" y="${y - 34}" width="130" height="46" rx="23" fill="#3158f5"/><path d="M1247 ${y - 22} l0 22 l18 -11 z" fill="#fff"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="900" viewBox="0 0 ${W} 900">${defs('#dfe6ff', '#f5f7fb')}
  <rect width="${W}" height="900" fill="url(#bg)"/>
  <g filter="url(#shadow)"><rect x="60" y="60" width="1320" height="780" rx="22" fill="#fff"/></g>
  <rect x="60" y="60" width="300" height="780" rx="22" fill="#0b1233"/><rect x="330" y="60" width="30" height="780" fill="#0b1233"/>
  <circle cx="104" cy="104" r="8" fill="#ff5f57"/><circle cx="130" cy="104" r="8" fill="#febc2e"/><circle cx="156" cy="104" r="8" fill="#28c840"/>
  <rect x="100" y="170" width="220" height="52" rx="12" fill="#3158f5"/>
  ${[250, 320, 390, 460].map((y) => `<rect x="110" y="${y}" width="${y === 250 ? 150 : 180}" height="16" rx="8" fill="#fff" fill-opacity="${y === 250 ? 0.9 : 0.35}"/>`).join('')}
  <rect x="420" y="110" width="520" height="56" rx="14" fill="#f5f7fb" stroke="#e3e7f0" stroke-width="2"/>
  <circle cx="456" cy="138" r="12" fill="none" stroke="#5b6478" stroke-width="4"/><rect x="490" y="130" width="200" height="16" rx="8" fill="#cbd5e1"/>
  <rect x="1170" y="110" width="180" height="56" rx="14" fill="#3158f5"/><rect x="1215" y="130" width="90" height="16" rx="8" fill="#fff"/>
  ${rows.map(row).join('')}
</svg>`;
}

const ILLUSTRATIONS = [
  { file: 'synchronizer-cover.png', svg: synchronizer, format: (s) => s.png({ compressionLevel: 9 }) },
  { file: 'local-api-cover.png', svg: localApi, format: (s) => s.png({ compressionLevel: 9 }) },
  { file: 'fingerprint-cover.png', svg: fingerprint, format: (s) => s.png({ compressionLevel: 9 }) },
  { file: 'profiles-window.png', svg: profilesWindow, format: (s) => s.png({ compressionLevel: 9 }) },
];

for (const { file, svg, format } of ILLUSTRATIONS) {
  const bytes = await format(sharp(Buffer.from(svg()))).toBuffer();
  await writeFile(join(OUT, file), bytes);
  const { width, height } = await sharp(bytes).metadata();
  process.stdout.write(`${file}: ${width}×${height}, ${bytes.length} bytes\n`);
}
