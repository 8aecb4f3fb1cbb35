import type { FileStorage, StoredFile } from '../../../src/platform/files/file-storage.port.js';

/** A 1×1 PNG, the smallest upload the image check lets through. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Uploaded files kept in a map by their public URL. */
export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();
  private next = 0;

  async save(folder: string, content: Buffer, extension: string): Promise<StoredFile> {
    this.next += 1;
    const url = `/uploads/${folder}/${this.next}.${extension}`;
    this.files.set(url, content);
    return { url };
  }

  async remove(url: string): Promise<void> {
    this.files.delete(url);
  }
}
