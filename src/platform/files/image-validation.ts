import { fileTypeFromBuffer } from 'file-type';
import { DomainError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A decoded image costs its pixels, not its bytes: a 4 KB PNG may declare 30000×30000. */
export const MAX_IMAGE_SIDE = 10_000;
/**
 * 16 megapixels: a phone's 12 MP photograph or a 5K screenshot pass; a 10,000×4,000 px PNG (a hundred
 * kilobytes) does not, since making its copies took 2–6 s a width and 200 MB (docs/adr/0038).
 */
export const MAX_IMAGE_PIXELS = 16_000_000;

/** Whether a picture of that size may be uploaded, and so decoded to make its copies. */
export function withinPixelLimits(width: number, height: number): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/**
 * Checks an upload by its content, never its name or declared type. Answers the extension to store
 * it under; throws 413 past 5 MB, 415 for anything that is not JPEG, PNG, WebP or GIF (or whose
 * dimensions cannot be read from its header), and 422 for an image over 10000 px on a side or 16
 * megapixels, which every visitor's browser, and the server making its copies, would have to decode.
 */
export async function validateImage(content: Buffer): Promise<string> {
  if (content.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError();
  const type = await fileTypeFromBuffer(content);
  const extension = type && ALLOWED.get(type.mime);
  if (!extension) throw new UnsupportedMediaTypeError();
  const size = imageDimensions(content, extension);
  if (!size) throw new UnsupportedMediaTypeError('No se pudieron leer las dimensiones de la imagen: el archivo parece dañado');
  if (!withinPixelLimits(size.width, size.height)) {
    throw new DomainError(
      'IMAGE_TOO_LARGE',
      `La imagen mide ${size.width}×${size.height} píxeles: se admiten como máximo ${MAX_IMAGE_SIDE.toLocaleString('es-MX')} píxeles por lado y ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles. Redúcela antes de subirla.`,
    );
  }
  return extension;
}

/**
 * The width and height an image declares in its header (what a browser allocates to decode it), or
 * undefined when the header is cut short or malformed. GIF: the logical screen; WebP: the VP8, VP8L
 * or VP8X canvas; JPEG: the first frame header (SOFn); PNG: IHDR.
 */
export function imageDimensions(b: Buffer, extension: string): { width: number; height: number } | undefined {
  switch (extension) {
    case 'png':
      if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
      return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
    case 'gif':
      if (b.length < 10) return undefined;
      return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
    case 'webp':
      return webpDimensions(b);
    case 'jpg':
      return jpegDimensions(b);
    default:
      return undefined;
  }
}

function webpDimensions(b: Buffer): { width: number; height: number } | undefined {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return undefined;
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return undefined;
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(b: Buffer): { width: number; height: number } | undefined {
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return undefined;
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // image end or scan data before any frame header
    const length = b.readUInt16BE(pos + 2);
    if (length < 2) return undefined;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (pos + 9 > b.length) return undefined;
      return { width: b.readUInt16BE(pos + 7), height: b.readUInt16BE(pos + 5) };
    }
    pos += 2 + length;
  }
  return undefined;
}
