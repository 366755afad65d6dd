/**
 * Generates the small abstract images that seeded teams use for their demo photos
 * (apps/server/assets/seed/*.jpg). Run once with `npx tsx apps/server/scripts/generate-seed-images.ts`;
 * the output is committed, so the server never needs this script at run time.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const width = 800;
const height = 450;
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/seed');

/** A small deterministic random generator, so re-running the script gives the same images. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** An ice rink seen from above: centre red line, blue lines, face-off circles, skate marks. */
function rink(): string {
  const random = createRandom(7);
  let scratches = '';
  for (let i = 0; i < 60; i++) {
    const x = random() * width;
    const y = random() * height;
    const dx = (random() - 0.5) * 160;
    const dy = (random() - 0.5) * 40;
    scratches += `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${(dx / 2).toFixed(0)} ${dy.toFixed(0)} ${dx.toFixed(0)} ${(dy / 3).toFixed(0)}" stroke="#c9dbe8" stroke-width="1" fill="none" opacity="0.7"/>`;
  }
  return svg(`
    <defs><radialGradient id="ice" cx="50%" cy="45%" r="75%">
      <stop offset="0" stop-color="#f7fbff"/><stop offset="1" stop-color="#cfe2f1"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#ice)"/>
    ${scratches}
    <rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="150" fill="none" stroke="#9aa7b3" stroke-width="8"/>
    <rect x="${width / 2 - 5}" y="20" width="10" height="${height - 40}" fill="#c8102e" opacity="0.85"/>
    <rect x="240" y="20" width="14" height="${height - 40}" fill="#0b3d91" opacity="0.8"/>
    <rect x="${width - 254}" y="20" width="14" height="${height - 40}" fill="#0b3d91" opacity="0.8"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="70" fill="none" stroke="#0b3d91" stroke-width="4"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="6" fill="#0b3d91"/>
    <circle cx="130" cy="130" r="55" fill="none" stroke="#c8102e" stroke-width="4" opacity="0.8"/>
    <circle cx="130" cy="${height - 130}" r="55" fill="none" stroke="#c8102e" stroke-width="4" opacity="0.8"/>
    <circle cx="${width - 130}" cy="130" r="55" fill="none" stroke="#c8102e" stroke-width="4" opacity="0.8"/>
    <circle cx="${width - 130}" cy="${height - 130}" r="55" fill="none" stroke="#c8102e" stroke-width="4" opacity="0.8"/>
    <rect x="60" y="${height / 2 - 30}" width="4" height="60" fill="#c8102e"/>
    <rect x="${width - 64}" y="${height / 2 - 30}" width="4" height="60" fill="#c8102e"/>`);
}

/** A mown grass pitch: alternating stripes, white lines and posts at one end. */
function pitch(): string {
  let stripes = '';
  for (let i = 0; i < 10; i++) {
    stripes += `<rect x="${i * 80}" y="0" width="80" height="${height}" fill="${i % 2 ? '#2f7d32' : '#38903b'}"/>`;
  }
  return svg(`
    <defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>
    ${stripes}
    <rect width="${width}" height="${height}" fill="url(#shade)"/>
    <g stroke="#ffffff" stroke-width="5" fill="none" opacity="0.9">
      <rect x="30" y="30" width="${width - 60}" height="${height - 60}"/>
      <line x1="${width / 2}" y1="30" x2="${width / 2}" y2="${height - 30}"/>
      <line x1="150" y1="30" x2="150" y2="${height - 30}" stroke-dasharray="18 14"/>
      <line x1="${width - 150}" y1="30" x2="${width - 150}" y2="${height - 30}" stroke-dasharray="18 14"/>
    </g>
    <g stroke="#f4f4f4" stroke-width="7">
      <line x1="30" y1="170" x2="30" y2="60"/><line x1="30" y1="280" x2="30" y2="390"/>
      <line x1="30" y1="200" x2="30" y2="250"/>
    </g>`);
}

/** Floodlights over a night stadium: a dark sky, glowing lamps and soft bokeh. */
function floodlights(): string {
  const random = createRandom(19);
  let bokeh = '';
  for (let i = 0; i < 26; i++) {
    const r = 8 + random() * 30;
    bokeh += `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffe9a8" opacity="${(0.08 + random() * 0.18).toFixed(2)}"/>`;
  }
  return svg(`
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0a1030"/><stop offset="0.7" stop-color="#1d2a5c"/><stop offset="1" stop-color="#12361f"/></linearGradient>
      <radialGradient id="lamp"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.25" stop-color="#ffe9a8" stop-opacity="0.8"/>
        <stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    ${bokeh}
    <circle cx="140" cy="90" r="110" fill="url(#lamp)"/>
    <circle cx="${width - 140}" cy="90" r="110" fill="url(#lamp)"/>
    <rect x="136" y="90" width="8" height="${height - 90}" fill="#05070f"/>
    <rect x="${width - 144}" y="90" width="8" height="${height - 90}" fill="#05070f"/>
    <path d="M0 ${height - 70} Q ${width / 2} ${height - 130} ${width} ${height - 70} L ${width} ${height} L 0 ${height} Z" fill="#0d2a17"/>`);
}

/** Team colours in motion: diagonal bands in the default black and green. */
function bands(): string {
  return svg(`
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#050505"/><stop offset="1" stop-color="#1c1c1c"/></linearGradient>
      <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#008000" stop-opacity="0"/><stop offset="0.5" stop-color="#00a000"/>
      <stop offset="1" stop-color="#008000" stop-opacity="0"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <g transform="rotate(-18 ${width / 2} ${height / 2})">
      <rect x="-200" y="120" width="${width + 400}" height="46" fill="url(#band)"/>
      <rect x="-200" y="196" width="${width + 400}" height="18" fill="#ffffff" opacity="0.85"/>
      <rect x="-200" y="244" width="${width + 400}" height="46" fill="url(#band)" opacity="0.7"/>
    </g>`);
}

const images: Record<string, string> = {
  'rink.jpg': rink(),
  'pitch.jpg': pitch(),
  'floodlights.jpg': floodlights(),
  'bands.jpg': bands(),
};

await mkdir(outDir, { recursive: true });
for (const [name, source] of Object.entries(images)) {
  const data = await sharp(Buffer.from(source)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  await writeFile(path.join(outDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
