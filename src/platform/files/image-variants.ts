import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageWidth } from '../../contracts/image-widths.js';

/** Port: makes a smaller copy of a picture. Adapter: SharpResizer (libvips); tests use their own. */
export interface ImageResizer {
  /**
   * `source` at most `width` pixels wide (never enlarged), upright, without its metadata, as WebP;
   * `narrower`: whether the source, upright, was wider than `width` (else the copy has its own size).
   */
  toWebp(source: string, width: number): Promise<{ content: Buffer; narrower: boolean }>;
}

/** A file to answer: under `root`, at `file`. */
export interface ServedFile {
  root: string;
  file: string;
}

/**
 * The uploads a copy can be made of: the names the storage gives (letters, digits, dashes, one dot
 * before the extension, in a folder), and no GIF (it may move).
 */
const RESIZABLE = /^[\w-]+(\/[\w-]+)*\.(png|jpe?g|webp)$/i;

/**
 * Marks kept beside a width's copy instead of it: the upload itself is the lighter answer at that
 * width, or it could not be read. Either way the upload is answered, and nothing is tried again
 * until the upload is newer than the mark.
 */
const MARKS = ['.original', '.failed'] as const;

/** Copies made at the same time, at most: each decodes a whole picture on libuv's four threads. */
const AT_ONCE = 2;

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
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly uploadsRoot: string,
    readonly root: string,
    private readonly resizer: ImageResizer,
  ) {}

  /**
   * What to answer for `file` (its path under the uploads, as in its address) at `width`, or null when
   * there is no such upload, its name is not one the storage gives, or it is not a picture that can be
   * made smaller (then the original, or a 404, is what to serve).
   */
  async variant(file: string, width: ImageWidth): Promise<ServedFile | null> {
    if (!RESIZABLE.test(file)) return null;
    const key = `${width}/${file}`;
    const pending = this.making.get(key);
    if (pending) return pending;
    const made = this.make(file, width).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /** Removes every kept copy and mark of an upload (its path under the uploads), once none is being made. */
  async forget(file: string): Promise<void> {
    if (!RESIZABLE.test(file)) return;
    await Promise.all(IMAGE_WIDTHS.map((width) => this.making.get(`${width}/${file}`)?.catch(() => null)));
    const copies = IMAGE_WIDTHS.map((width) => path.join(this.root, String(width), `${file}.webp`));
    await Promise.all(copies.flatMap((copy) => [copy, ...MARKS.map((mark) => `${copy}${mark}`)]).map((kept) => rm(kept, { force: true })));
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
    for (const mark of MARKS) if (await fresh(`${target}${mark}`)) return upload;
    await this.turn();
    const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      let made: { content: Buffer; narrower: boolean };
      try {
        made = await this.resizer.toWebp(source, width);
      } catch {
        await writeFile(`${target}.failed`, '');
        return upload;
      }
      if (!made.narrower && made.content.length >= original.size) {
        await writeFile(`${target}.original`, '');
        return upload;
      }
      // Written beside and renamed: a reader never sees half a file.
      await writeFile(partial, made.content);
      await rename(partial, target);
      return copy;
    } catch {
      // The cache cannot be written (a full disk, its permissions): the upload is answered as it is.
      await rm(partial, { force: true }).catch(() => undefined);
      return upload;
    } finally {
      this.done();
    }
  }

  /** Waits until fewer than AT_ONCE copies are being made. */
  private async turn(): Promise<void> {
    if (this.running < AT_ONCE) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private done(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
