import { expect } from 'chai';
import { imageDimensions, validateImage } from '../../../src/platform/files/image-validation.js';
import { DomainError } from '../../../src/platform/errors.js';

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The 1×1 PNG declaring another size in its IHDR, as a decompression bomb does. */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const gif = (width: number, height: number) => {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
};

/** SOI, an APP0 segment, then a baseline frame header (SOF0). */
const jpeg = (width: number, height: number) => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};

/** A RIFF/WEBP file whose first chunk is the extended header (VP8X) with its canvas size. */
const webpX = (width: number, height: number) => {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(32, 4);
  b.write('WEBPVP8X', 8, 'latin1');
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
};

async function refusal(content: Buffer): Promise<DomainError> {
  try {
    await validateImage(content);
  } catch (err) {
    return err as DomainError;
  }
  throw new Error('validateImage aceptó la imagen');
}

describe('Image validation: the pixels an upload declares', () => {
  it('reads the width and height from PNG, GIF, JPEG and WebP headers', () => {
    expect(imageDimensions(pngDeclaring(640, 480), 'png')).to.deep.equal({ width: 640, height: 480 });
    expect(imageDimensions(gif(320, 200), 'gif')).to.deep.equal({ width: 320, height: 200 });
    expect(imageDimensions(jpeg(1920, 1080), 'jpg')).to.deep.equal({ width: 1920, height: 1080 });
    expect(imageDimensions(webpX(4000, 3000), 'webp')).to.deep.equal({ width: 4000, height: 3000 });
    expect(imageDimensions(jpeg(10, 10).subarray(0, 12), 'jpg')).to.equal(undefined);
  });

  it('takes images up to 10000 px on a side and 16 megapixels (a phone\'s 12 MP photograph, a 5K screenshot)', async () => {
    expect(await validateImage(TINY_PNG)).to.equal('png');
    expect(await validateImage(jpeg(4032, 3024))).to.equal('jpg');
    expect(await validateImage(pngDeclaring(5120, 2880))).to.equal('png');
    expect(await validateImage(pngDeclaring(4000, 4000))).to.equal('png');
    expect(await validateImage(jpeg(10_000, 1600))).to.equal('jpg');
  });

  it('refuses with 422 and a Spanish message an image declaring more pixels, whatever its format', async () => {
    for (const [name, content] of [
      ['PNG 30000×30000', pngDeclaring(30_000, 30_000)],
      ['PNG 10001×10', pngDeclaring(10_001, 10)],
      ['PNG 7000×7000', pngDeclaring(7000, 7000)],
      ['PNG 10000×4000 (117 KB, 2–6 s a copy)', pngDeclaring(10_000, 4000)],
      ['PNG 8000×5000', pngDeclaring(8000, 5000)],
      ['JPEG 6000×4000', jpeg(6000, 4000)],
      ['PNG 4001×4000', pngDeclaring(4001, 4000)],
      ['GIF 65535×65535', gif(65_535, 65_535)],
      ['JPEG 20000×3000', jpeg(20_000, 3000)],
      ['WebP 16383×16383', webpX(16_383, 16_383)],
    ] as const) {
      const err = await refusal(content);
      expect(err, name).to.be.instanceOf(DomainError);
      expect(err.code, name).to.equal('IMAGE_TOO_LARGE');
      expect(err.message, name).to.match(/^La imagen mide \d+×\d+ píxeles: se admiten como máximo 10,000 píxeles por lado y 16 megapíxeles\. Redúcela antes de subirla\.$/);
    }
  });
});
