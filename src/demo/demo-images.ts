/** The demo content's pictures, drawn here so the demo needs no image files: covers, circuit maps and sponsor logos. */
import { Canvas, type Rgb } from './png.js';

export function cover(title: string, category: string, [top, bottom]: [Rgb, Rgb]): Buffer {
  const c = new Canvas(960, 540, bottom);
  c.gradient(top, bottom);
  c.stripes([255, 255, 255].map((v, i) => Math.round(v * 0.06 + top[i]! * 0.94)) as Rgb, 90, 14);
  c.chequer(0, 500, 960, 40, 20, [240, 240, 240], [15, 17, 21]);
  c.text(category, 48, 230, 5, [242, 244, 248]);
  const scale = Math.max(4, Math.min(9, Math.floor(860 / Math.max(1, Canvas.textWidth(title, 1)))));
  c.text(title, 48, 300, scale, [242, 244, 248]);
  return c.toPng();
}

export function circuitImage(name: string, seed: number): Buffer {
  const c = new Canvas(640, 360, [24, 28, 36]);
  c.gradient([40, 48, 60], [15, 17, 21]);
  // A simple track outline: two straights joined by rounded ends.
  const cx = 320;
  const cy = 180;
  const rx = 200 + (seed % 3) * 20;
  const ry = 100 - (seed % 2) * 20;
  for (let a = 0; a < Math.PI * 2; a += 0.002) {
    const x = cx + Math.cos(a) * rx * (1 + 0.15 * Math.sin(a * (2 + (seed % 3))));
    const y = cy + Math.sin(a) * ry;
    for (let w = -6; w <= 6; w += 1) c.set(x, y + w, [200, 204, 212]);
  }
  c.rect(cx - 4, cy - ry - 10, 8, 20, [225, 6, 0]);
  c.text(name, 20, 320, 3, [242, 244, 248]);
  return c.toPng();
}

export function logo(name: string, colour: Rgb): Buffer {
  const c = new Canvas(360, 200, [31, 36, 48]);
  c.rect(0, 0, 360, 12, colour);
  c.rect(0, 188, 360, 12, colour);
  const words = name.split(' ');
  words.forEach((word, i) => {
    const scale = Math.min(6, Math.floor(320 / Math.max(1, Canvas.textWidth(word, 1))));
    c.text(word, Math.round((360 - Canvas.textWidth(word, scale)) / 2), 50 + i * 60, scale, i === 0 ? colour : [242, 244, 248]);
  });
  return c.toPng();
}
