import { deflateSync } from 'node:zlib';

/**
 * A tiny RGB canvas that encodes to PNG, so the demo content draws its own covers and logos: no
 * image files in the repository, nothing downloaded, nobody's artwork.
 */
export type Rgb = [number, number, number];

export class Canvas {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb): void {
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j += 1) for (let i = Math.max(0, x); i < Math.min(this.width, x + w); i += 1) this.set(i, j, colour);
  }

  /** Vertical blend from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = y / Math.max(1, this.height - 1);
      const colour = top.map((c, k) => Math.round(c + (bottom[k]! - c) * t)) as Rgb;
      this.rect(0, y, this.width, 1, colour);
    }
  }

  /** Slanted stripes, the racing-livery look. */
  stripes(colour: Rgb, every: number, width: number, slant = 0.6): void {
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) if ((((x + y * slant) % every) + every) % every < width) this.set(x, y, colour);
    }
  }

  /** A chequered band of `size` squares. */
  chequer(x: number, y: number, w: number, h: number, size: number, a: Rgb, b: Rgb): void {
    for (let j = 0; j < h; j += 1) for (let i = 0; i < w; i += 1) this.set(x + i, y + j, (Math.floor(i / size) + Math.floor(j / size)) % 2 ? a : b);
  }

  /** Upper-case text in a 5×7 pixel font, each font pixel `scale` pixels wide. */
  text(value: string, x: number, y: number, scale: number, colour: Rgb): void {
    let cursor = x;
    for (const ch of normaliseText(value)) {
      const glyph = FONT[ch] ?? FONT[' ']!;
      glyph.forEach((row, j) => {
        for (let i = 0; i < 5; i += 1) if (row & (1 << (4 - i))) this.rect(cursor + i * scale, y + j * scale, scale, scale, colour);
      });
      cursor += 6 * scale;
    }
  }

  /** The width `text` takes at `scale`. */
  static textWidth(value: string, scale: number): number {
    return Math.max(0, normaliseText(value).length * 6 - 1) * scale;
  }

  toPng(): Buffer {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * (this.width * 3 + 1)] = 0;
      Buffer.from(this.pixels.buffer, y * this.width * 3, this.width * 3).copy(raw, y * (this.width * 3 + 1) + 1);
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  }
}

function normaliseText(value: string): string[] {
  return [...value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** 5×7 glyphs, one number per row, high bit on the left. */
const FONT: Record<string, number[]> = {
  ' ': [0, 0, 0, 0, 0, 0, 0],
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [30, 1, 1, 14, 1, 1, 30],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  '-': [0, 0, 0, 31, 0, 0, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  '&': [12, 18, 20, 8, 21, 18, 13],
};
