import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageWidth } from '../../contracts/image-widths.js';

/** Port: makes a smaller copy of a picture. Adapter: SharpResizer (libvips); tests use their own. */
export interface ImageResizer {
  /**
   * `source` at most `width` pixels wide (never enlarged), upright, without its metadata, as WebP;
   * `narrower`: whether the source was wider than `width` (else the copy has the source's own size).
   */
  toWebp(source: string, width: number): Promise<{ content: Buffer; narrower: boolean }>;
}

/** A file to answer: under `root`, at `file`. */
export interface ServedFile {
  root: string;
  file: string;
}

/** The uploads a variant can be made of: GIFs stay as they are (they may move). */
const RESIZABLE = /\.(png|jpe?g|webp)$/i;

/** Beside a width's copy, this says the upload itself is the lighter answer at that width. */
const ORIGINAL_MARK = '.original';

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * The public uploads at the widths of IMAGE_WIDTHS (docs/adr/0038), made the first time one is asked
 * for and kept on disk beside the data (`DATA_DIR/cache/imagenes/<width>/<file>.webp`). A picture no
 * wider than the width asked whose WebP would weigh more than the upload (a flat drawing kept as PNG)
 * is answered with the upload itself, and that choice is kept too. An upload's name is new with every
 * upload, so a kept copy is never stale; the copies go with the upload (LocalDiskStorage.remove) and
 * are made again if the upload is newer than them.
 */
export class ImageVariants {
  /** Copies being made, so that a page asking twice at once makes one. */
  private readonly making = new Map<string, Promise<ServedFile | null>>();

  constructor(
    private readonly uploadsRoot: string,
    readonly root: string,
    private readonly resizer: ImageResizer,
  ) {}

  /**
   * What to answer for `file` (its path under the uploads, as in its address) at `width`, or null when
   * there is no such upload inside the uploads, it is not a picture that can be made smaller, or the
   * picture cannot be read (then the original is what to serve).
   */
  async variant(file: string, width: ImageWidth): Promise<ServedFile | null> {
    const relative = path.normalize(file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || !RESIZABLE.test(relative)) return null;
    const key = `${width}/${relative}`;
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = this.make(relative, width).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /** Removes every kept copy of an upload (its path under the uploads). */
  async forget(file: string): Promise<void> {
    const relative = path.normalize(file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return;
    const copies = IMAGE_WIDTHS.map((width) => path.join(this.root, String(width), `${relative}.webp`));
    await Promise.all(copies.flatMap((copy) => [copy, `${copy}${ORIGINAL_MARK}`]).map((kept) => rm(kept, { force: true })));
  }

  private async make(relative: string, width: ImageWidth): Promise<ServedFile | null> {
    const source = path.join(this.uploadsRoot, relative);
    const target = path.join(this.root, String(width), `${relative}.webp`);
    const upload: ServedFile = { root: this.uploadsRoot, file: relative };
    const copy: ServedFile = { root: this.root, file: path.relative(this.root, target) };
    const original = await stat(source).catch(() => undefined);
    if (!original?.isFile()) return null;
    const fresh = async (kept: string) => ((await stat(kept).catch(() => undefined))?.mtimeMs ?? -1) >= original.mtimeMs;
    if (await fresh(target)) return copy;
    if (await fresh(`${target}${ORIGINAL_MARK}`)) return upload;
    let made: { content: Buffer; narrower: boolean };
    try {
      made = await this.resizer.toWebp(source, width);
    } catch {
      return null;
    }
    await mkdir(path.dirname(target), { recursive: true });
    if (!made.narrower && made.content.length >= original.size) {
      await writeFile(`${target}${ORIGINAL_MARK}`, '');
      return upload;
    }
    // Written beside and renamed: a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(partial, made.content);
    await rename(partial, target);
    return copy;
  }
}
