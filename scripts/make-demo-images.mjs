// Generates the demo clinic's illustrative SVG artwork into public/images (run once; output is committed).
import fs from 'node:fs';
import path from 'node:path';

const src = fs.readFileSync('server/db/seed/demo-content.ts', 'utf8');
const files = [...new Set(src.match(/\/images\/[a-z0-9/-]+\.svg/g))];
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const palettes = [
  ['#0f5132', '#74c69d', '#f1f8e9'],
  ['#134e4a', '#5eead4', '#f0fdfa'],
  ['#14532d', '#a3e635', '#f7fee7'],
  ['#1e3a5f', '#7dd3fc', '#f0f9ff'],
  ['#4a3b18', '#fcd34d', '#fffbeb'],
  ['#3f2b56', '#c4b5fd', '#f5f3ff'],
];

function art(file) {
  const h = hash(file);
  const [dark, mid, light] = palettes[h % palettes.length];
  const isTeam = file.includes('/team/');
  const [w, hgt] = isTeam ? [480, 600] : [1280, 720];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = 60 + ((h >> (i * 3)) % 160);
    const cx = (h >> i) % w;
    const cy = (h >> (i + 2)) % hgt;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? mid : light}" opacity="${0.18 + (i % 3) * 0.08}"/>`;
  }).join('');
  const figure = isTeam
    ? `<circle cx="240" cy="250" r="96" fill="${light}" opacity="0.92"/><path d="M70 600c10-140 90-210 170-210s160 70 170 210z" fill="${light}" opacity="0.92"/>`
    : `<path d="M0 ${hgt * 0.72} C ${w * 0.25} ${hgt * 0.6}, ${w * 0.55} ${hgt * 0.88}, ${w} ${hgt * 0.7} L ${w} ${hgt} L 0 ${hgt} Z" fill="${light}" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#g)"/>${circles}${figure}</svg>\n`;
}

for (const f of files) {
  const out = path.join('public', f);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, art(f));
}
console.log(`wrote ${files.length} images`);
