import type { ImageResizer } from './image-variants.js';
import { MAX_IMAGE_PIXELS, withinPixelLimits } from './image-validation.js';

/** WebP quality of the copies: a photo at the width a phone shows it weighs a small part of its JPEG. */
const QUALITY = 78;

/**
 * ImageResizer over libvips (sharp), loaded on the first picture asked for: a start or a CLI command
 * does not pay for it. A PNG kept at its own size (a drawing, a logo) is also tried without loss, which
 * flat colours compress far better than a lossy WebP; the lighter of the two is kept.
 */
export class SharpResizer implements ImageResizer {
  async toWebp(source: string, width: number): Promise<{ content: Buffer; narrower: boolean }> {
    const { default: sharp } = await import('sharp');
    const input = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
    // The width upright: a phone's photograph is often stored on its side, with an EXIF orientation.
    const { autoOrient, format, width: storedWidth, height: storedHeight } = await input.metadata();
    // Read from the header: a picture stored before the pixel limit was lowered is not decoded (its upload is answered).
    if (!withinPixelLimits(storedWidth, storedHeight)) throw new Error(`La imagen mide ${storedWidth}×${storedHeight} píxeles: no se hacen copias de ella`);
    const narrower = autoOrient.width > width;
    const resized = input.resize({ width, withoutEnlargement: true });
    const lossy = await resized.clone().webp({ quality: QUALITY }).toBuffer();
    if (narrower || format !== 'png') return { content: lossy, narrower };
    const lossless = await resized.clone().webp({ lossless: true }).toBuffer();
    return { content: lossless.length < lossy.length ? lossless : lossy, narrower };
  }
}
