import { mkdir, rm, writeFile } from 'node:fs/promises';
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
    await rm(path.join(this.root, relative), { force: true });
  }
}
