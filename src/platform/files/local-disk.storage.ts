import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../ids.js';
import type { FileStorage, StoredFile } from './file-storage.port.js';

export const UPLOADS_PREFIX = '/uploads/';

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  async save(folder: string, content: Buffer, extension: string): Promise<StoredFile> {
    const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
    const name = `${newId()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
    await mkdir(path.join(this.root, safeFolder), { recursive: true });
    await writeFile(path.join(this.root, safeFolder, name), content);
    return { url: `${UPLOADS_PREFIX}${safeFolder}/${name}` };
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(UPLOADS_PREFIX)) return;
    const relative = path.normalize(url.slice(UPLOADS_PREFIX.length));
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const target = path.join(this.root, relative);
    // Only a file saved earlier goes: a folder such as /uploads/avatars is left alone, not an error.
    const stats = await lstat(target).catch(() => undefined);
    if (stats?.isFile()) await rm(target, { force: true });
  }
}
