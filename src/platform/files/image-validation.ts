import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/**
 * Checks an upload by its content, never its name or declared type. Answers the extension to store
 * it under; throws 413 past 5 MB and 415 for anything that is not JPEG, PNG, WebP or GIF.
 */
export async function validateImage(content: Buffer): Promise<string> {
  if (content.length > MAX_IMAGE_BYTES) throw new PayloadTooLargeError();
  const type = await fileTypeFromBuffer(content);
  const extension = type && ALLOWED.get(type.mime);
  if (!extension) throw new UnsupportedMediaTypeError();
  return extension;
}
