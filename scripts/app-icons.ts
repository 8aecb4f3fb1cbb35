// `npx tsx scripts/app-icons.ts`: draws the installed app's icons (web/public/icons/) from the site's
// mark, the checkered flag on racing red (web/src/components/layout/brand.tsx), with sharp. The PNGs
// are committed; run this again only when the mark changes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../web/public/icons');
const RED = '#e10600';
const NIGHT = '#0f1115';
const FLAG =
  '<path d="M8 6h2v21H8z" fill="#fff"/><path d="M10 7h15v11H10z" fill="#fff"/>' +
  `<path d="M10 7h3.75v3.67H10zm7.5 0h3.75v3.67H17.5zm-3.75 3.67h3.75v3.66h-3.75zm7.5 0H25v3.66h-3.75zM10 14.33h3.75V18H10zm7.5 0h3.75V18H17.5z" fill="${NIGHT}"/>`;

/** The mark as the site shows it: a rounded red square on the night background. */
const markSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${NIGHT}"/><rect x="1" y="1" width="30" height="30" rx="7" fill="${RED}"/><g transform="translate(0.5 0.5)">${FLAG}</g></svg>`;

/**
 * A maskable icon: red to every edge (the platform cuts its own shape out of it) and the flag inside
 * the middle 80 %, the safe zone every mask keeps.
 */
const maskableSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${RED}"/><g transform="translate(16 16.5) scale(0.85) translate(-16.5 -16.5)">${FLAG}</g></svg>`;

/** An iOS home-screen icon: square and opaque (iOS rounds the corners itself). */
const appleSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${RED}"/><g transform="translate(16 16.5) scale(0.78) translate(-16.5 -16.5)">${FLAG}</g></svg>`;

const ICONS: [string, string][] = [
  ['icon-96.png', markSvg(96)],
  ['icon-192.png', markSvg(192)],
  ['icon-512.png', markSvg(512)],
  ['icon-maskable-192.png', maskableSvg(192)],
  ['icon-maskable-512.png', maskableSvg(512)],
  ['apple-touch-icon.png', appleSvg(180)],
];

mkdirSync(OUT, { recursive: true });
for (const [name, svg] of ICONS) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(OUT, name));
  console.log(`web/public/icons/${name}`);
}
