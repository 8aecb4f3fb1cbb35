import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { IMAGE_WIDTHS } from '../../../src/contracts/image-widths.js';
import { ImageVariants, isImageWidth, type ImageResizer, type ServedFile } from '../../../src/platform/files/image-variants.js';
import { LocalDiskStorage } from '../../../src/platform/files/local-disk.storage.js';

/**
 * A resizer that writes what it was asked, slowly enough for two asks to meet, and counts its work.
 * Its pictures are `sourceWidth` wide; `padding` makes its copies that much heavier, `keep` lighter.
 */
class RecordingResizer implements ImageResizer {
  readonly calls: { source: string; width: number }[] = [];
  fail = false;
  sourceWidth = 2000;
  padding = 0;
  /** How much of the source's text the copy keeps. */
  keep = Number.POSITIVE_INFINITY;
  async toWebp(source: string, width: number): Promise<{ content: Buffer; narrower: boolean }> {
    this.calls.push({ source: path.basename(source), width });
    // Read first, as a decoder does, then slow: the upload may go meanwhile.
    const text = readFileSync(source, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (this.fail) throw new Error('imagen dañada');
    const content = Buffer.from(`${path.basename(source)}@${width}:${text.slice(0, this.keep)}${'x'.repeat(this.padding)}`);
    return { content, narrower: this.sourceWidth > width };
  }
}

describe('Pictures at the widths a screen needs (ImageVariants)', () => {
  let dir: string;
  let uploads: string;
  let resizer: RecordingResizer;
  let variants: ImageVariants;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'parrilla-variants-'));
    uploads = path.join(dir, 'uploads');
    mkdirSync(path.join(uploads, 'covers'), { recursive: true });
    writeFileSync(path.join(uploads, 'covers', 'a.png'), 'original');
    writeFileSync(path.join(uploads, 'covers', 'b.gif'), 'gif');
    writeFileSync(path.join(dir, 'secret.png'), 'fuera');
    resizer = new RecordingResizer();
    variants = new ImageVariants(uploads, path.join(dir, 'cache'), resizer);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const at = (served: ServedFile | null) => path.join(served!.root, served!.file);

  it('offers only the widths of the contract', () => {
    for (const width of IMAGE_WIDTHS) expect(isImageWidth(width), String(width)).to.equal(true);
    for (const width of [0, 241, 500, 2560, Number.NaN]) expect(isImageWidth(width), String(width)).to.equal(false);
  });

  it('makes a copy once, keeps it under the cache by width, and answers it again without making it', async () => {
    const first = await variants.variant('covers/a.png', 480);
    expect(first).to.deep.equal({ root: path.join(dir, 'cache'), file: path.join('480', 'covers', 'a.png.webp') });
    expect(readFileSync(at(first), 'utf8')).to.equal('a.png@480:original');
    expect(await variants.variant('covers/a.png', 480)).to.deep.equal(first);
    expect(resizer.calls).to.deep.equal([{ source: 'a.png', width: 480 }]);
    await variants.variant('covers/a.png', 960);
    expect(resizer.calls.map((c) => c.width)).to.deep.equal([480, 960]);
  });

  it('makes one copy when a page asks for the same one twice at once', async () => {
    const [a, b] = await Promise.all([variants.variant('covers/a.png', 240), variants.variant('covers/a.png', 240)]);
    expect(a).to.deep.equal(b);
    expect(resizer.calls).to.have.length(1);
  });

  it('makes the copy again when the upload is newer than it', async () => {
    const kept = await variants.variant('covers/a.png', 480);
    writeFileSync(path.join(uploads, 'covers', 'a.png'), 'cambiada');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(uploads, 'covers', 'a.png'), later, later);
    await variants.variant('covers/a.png', 480);
    expect(resizer.calls).to.have.length(2);
    expect(readFileSync(at(kept), 'utf8')).to.equal('a.png@480:cambiada');
  });

  it('answers the upload itself when it is no wider than asked and its copy would weigh more, and keeps that choice', async () => {
    resizer.sourceWidth = 960;
    resizer.padding = 100;
    const upload = { root: uploads, file: path.join('covers', 'a.png') };
    expect(await variants.variant('covers/a.png', 960)).to.deep.equal(upload);
    expect(await variants.variant('covers/a.png', 1440)).to.deep.equal(upload);
    expect(await variants.variant('covers/a.png', 960)).to.deep.equal(upload);
    expect(resizer.calls.map((c) => c.width), 'the choice is kept, not made again').to.deep.equal([960, 1440]);
    // Narrower than the picture, the copy is answered however heavy: the browser asked for fewer pixels.
    expect((await variants.variant('covers/a.png', 480))?.root).to.equal(path.join(dir, 'cache'));
    // Lighter than the upload, the copy is answered at the picture's own width too.
    resizer.padding = 0;
    resizer.keep = 3;
    writeFileSync(path.join(uploads, 'covers', 'c.png'), 'una foto que pesa mucho más que su copia');
    expect((await variants.variant('covers/c.png', 960))?.root).to.equal(path.join(dir, 'cache'));
  });

  it('answers null, so the original or a 404 is served, for a GIF, a missing upload, a path out of the uploads and a name the storage never gives', async () => {
    writeFileSync(path.join(uploads, 'covers', '.oculta.png'), 'x');
    writeFileSync(path.join(uploads, 'covers', 'a b.png'), 'x');
    writeFileSync(path.join(uploads, 'covers', '%2e.png'), 'x');
    for (const file of ['covers/b.gif', 'covers/none.png', '../secret.png', 'covers/../../secret.png', '/etc/secret.png', 'covers/.oculta.png', 'covers/a b.png', 'covers/%2e.png']) {
      expect(await variants.variant(file, 480), file).to.equal(null);
    }
    expect(resizer.calls).to.deep.equal([]);
  });

  it('answers the upload for a picture it cannot read, and does not try again until the upload changes', async () => {
    resizer.fail = true;
    const upload = { root: uploads, file: 'covers/a.png' };
    expect(await variants.variant('covers/a.png', 480)).to.deep.equal(upload);
    expect(await variants.variant('covers/a.png', 480)).to.deep.equal(upload);
    expect(resizer.calls).to.have.length(1);
    expect(existsSync(path.join(dir, 'cache', '480', 'covers', 'a.png.webp'))).to.equal(false);
    resizer.fail = false;
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(uploads, 'covers', 'a.png'), later, later);
    expect((await variants.variant('covers/a.png', 480))?.root).to.equal(path.join(dir, 'cache'));
    expect(resizer.calls).to.have.length(2);
  });

  it('answers the upload when the cache cannot be written, and leaves no partial file', async () => {
    writeFileSync(path.join(dir, 'not-a-folder'), 'x');
    const blocked = new ImageVariants(uploads, path.join(dir, 'not-a-folder', 'cache'), resizer);
    expect(await blocked.variant('covers/a.png', 480)).to.deep.equal({ root: uploads, file: 'covers/a.png' });
  });

  it('makes at most two copies at once, and every one asked for', async () => {
    let now = 0;
    let most = 0;
    const counting: ImageResizer = {
      toWebp: async (source, width) => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 10));
        now -= 1;
        return { content: Buffer.from(`${width}`), narrower: true };
      },
    };
    const limited = new ImageVariants(uploads, path.join(dir, 'cache'), counting);
    for (const name of ['c', 'd', 'e']) writeFileSync(path.join(uploads, 'covers', `${name}.png`), 'x');
    const made = await Promise.all(['a', 'c', 'd', 'e'].flatMap((name) => IMAGE_WIDTHS.map((width) => limited.variant(`covers/${name}.png`, width))));
    expect(most).to.equal(2);
    expect(made.every((m) => m?.root === path.join(dir, 'cache'))).to.equal(true);
  });

  it('removes every copy with its upload (LocalDiskStorage.remove), and nothing of another upload', async () => {
    writeFileSync(path.join(uploads, 'covers', 'c.png'), 'otra');
    const storage = new LocalDiskStorage(uploads, '/uploads/', variants);
    const copies = await Promise.all([variants.variant('covers/a.png', 240), variants.variant('covers/a.png', 1440)]);
    const other = await variants.variant('covers/c.png', 240);
    await storage.remove('/uploads/covers/a.png');
    for (const copy of copies) expect(existsSync(at(copy)), at(copy)).to.equal(false);
    expect(existsSync(path.join(uploads, 'covers', 'a.png'))).to.equal(false);
    expect(existsSync(at(other))).to.equal(true);
  });

  it('removes the marks with the upload too, and a copy still being made when the upload goes', async () => {
    const storage = new LocalDiskStorage(uploads, '/uploads/', variants);
    resizer.sourceWidth = 960;
    resizer.padding = 100;
    await variants.variant('covers/a.png', 960);
    const mark = path.join(dir, 'cache', '960', 'covers', 'a.png.webp.original');
    expect(existsSync(mark)).to.equal(true);
    resizer.padding = 0;
    resizer.sourceWidth = 2000;
    const making = variants.variant('covers/a.png', 480);
    await storage.remove('/uploads/covers/a.png');
    await making;
    expect(existsSync(mark)).to.equal(false);
    expect(readdirSync(path.join(dir, 'cache', '480', 'covers')), 'the copy made meanwhile').to.deep.equal([]);
  });
});
