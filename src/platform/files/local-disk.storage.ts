import { lstat, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../ids.js';
import type { PrivateFileStorage, StoredFile } from './file-storage.port.js';
import type { ImageVariants } from './image-variants.js';

export const UPLOADS_PREFIX = '/uploads/';
/** The addresses of private files: no route serves them (src/http/static.middleware.ts serves only /uploads/). */
export const PRIVATE_PREFIX = '/private/';

export class LocalDiskStorage implements PrivateFileStorage {
  constructor(
    readonly root: string,
    private readonly prefix: string = UPLOADS_PREFIX,
    /** The smaller copies of the public pictures (docs/adr/0038), which go with their upload. */
    private readonly variants?: ImageVariants,
  ) {}

  async save(folder: string, content: Buffer, extension: string): Promise<StoredFile> {
    const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
    const name = `${newId()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
    await mkdir(path.join(this.root, safeFolder), { recursive: true });
    await writeFile(path.join(this.root, safeFolder, name), content);
    return { url: `${this.prefix}${safeFolder}/${name}` };
  }

  async read(url: string): Promise<Buffer | null> {
    const target = this.pathOf(url);
    const stats = target ? await lstat(target).catch(() => undefined) : undefined;
    return target && stats?.isFile() ? readFile(target) : null;
  }

  async remove(url: string): Promise<void> {
    const target = this.pathOf(url);
    if (!target) return;
    // Only a file saved earlier goes: a folder such as /uploads/avatars is left alone, not an error.
    const stats = await lstat(target).catch(() => undefined);
    if (stats?.isFile()) await rm(target, { force: true });
    await this.variants?.forget(path.relative(this.root, target));
  }

  /** The file an address of this storage names, or null for a foreign or escaping one. */
  private pathOf(url: string): string | null {
    if (!url.startsWith(this.prefix)) return null;
    const relative = path.normalize(url.slice(this.prefix.length));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return path.join(this.root, relative);
  }
}
