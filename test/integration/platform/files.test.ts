import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'chai';
import { PayloadTooLargeError, statusOf, UnsupportedMediaTypeError } from '../../../src/platform/errors.js';
import { MAX_IMAGE_BYTES, validateImage } from '../../../src/platform/files/image-validation.js';
import { LocalDiskStorage, PRIVATE_PREFIX } from '../../../src/platform/files/local-disk.storage.js';

/** A 1×1 red PNG built chunk by chunk, so its CRCs and zlib stream are real. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xc0, 0x39, 0x2b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Each decodes to a 1×1 image in a browser (checked with Chromium when they were chosen).
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function refusal(content: Buffer): Promise<unknown> {
  return validateImage(content).then(
    (extension) => expect.fail(`accepted as .${extension}`),
    (err: unknown) => err,
  );
}

describe('Image validation', () => {
  for (const [kind, content, extension] of [
    ['PNG', tinyPng(), 'png'],
    ['JPEG', TINY_JPEG, 'jpg'],
    ['WebP', TINY_WEBP, 'webp'],
    ['GIF', TINY_GIF, 'gif'],
  ] as const) {
    it(`accepts a real ${kind} image and answers the extension .${extension}`, async () => {
      expect(await validateImage(content)).to.equal(extension);
    });
  }

  it('refuses a text file named .png with 415 and the Spanish message', async () => {
    const err = await refusal(Buffer.from('esto es texto, aunque el archivo se llame foto.png'));

    expect(err).to.be.instanceOf(UnsupportedMediaTypeError);
    expect(statusOf(err as UnsupportedMediaTypeError)).to.equal(415);
    expect((err as Error).message).to.equal('El archivo debe ser una imagen JPEG, PNG, WebP o GIF');
  });

  it('refuses a real file of another kind (a PDF) with 415', async () => {
    const err = await refusal(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'));

    expect(err).to.be.instanceOf(UnsupportedMediaTypeError);
  });

  it('refuses an empty file with 415', async () => {
    expect(await refusal(Buffer.alloc(0))).to.be.instanceOf(UnsupportedMediaTypeError);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const png = tinyPng();
    const content = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);

    expect(await validateImage(content)).to.equal('png');
  });

  it('refuses an image one byte over 5 MB with 413 and the Spanish message', async () => {
    const png = tinyPng();
    const err = await refusal(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]));

    expect(err).to.be.instanceOf(PayloadTooLargeError);
    expect(statusOf(err as PayloadTooLargeError)).to.equal(413);
    expect((err as Error).message).to.equal('El archivo es demasiado grande (máximo 5 MB)');
  });
});

describe('Local disk storage', () => {
  let base: string;
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'parrilla-files-'));
    root = path.join(base, 'uploads');
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('saves the bytes under a fresh name in the folder and answers their public URL', async () => {
    const first = await storage.save('avatars', tinyPng(), 'png');
    const second = await storage.save('avatars', TINY_GIF, 'gif');

    expect(first.url).to.match(/^\/uploads\/avatars\/[\w-]+\.png$/);
    expect(second.url).to.match(/^\/uploads\/avatars\/[\w-]+\.gif$/);
    expect(first.url).not.to.equal(second.url);
    expect(await readFile(path.join(root, first.url.slice('/uploads/'.length)))).to.deep.equal(tinyPng());
  });

  it('keeps a saved file inside its root whatever folder and extension it is given', async () => {
    const saved = await storage.save('../../fuera', TINY_GIF, '/../gif');

    expect(saved.url).to.match(/^\/uploads\/fuera\/[\w-]+\.gif$/);
    expect(await readdir(path.join(root, 'fuera'))).to.have.length(1);
    expect(await readdir(base)).to.deep.equal(['uploads']);
  });

  it('removes a file it saved', async () => {
    const saved = await storage.save('avatars', tinyPng(), 'png');

    await storage.remove(saved.url);

    expect(await readdir(path.join(root, 'avatars'))).to.deep.equal([]);
  });

  it('ignores a URL that is not one of its uploads, or a file that is already gone', async () => {
    const saved = await storage.save('avatars', tinyPng(), 'png');

    await storage.remove('https://lh3.googleusercontent.com/a/foto.png');
    await storage.remove(`/otra${saved.url}`);
    await storage.remove('/uploads/avatars/no-existe.png');

    expect(await readdir(path.join(root, 'avatars'))).to.have.length(1);
  });

  it('never removes a folder of uploads', async () => {
    await storage.save('avatars', tinyPng(), 'png');

    await storage.remove('/uploads/avatars');
    await storage.remove('/uploads/');

    expect(await readdir(path.join(root, 'avatars'))).to.have.length(1);
  });

  it('refuses to remove anything outside its root through a path traversal', async () => {
    await mkdir(root, { recursive: true });
    const victim = path.join(base, 'secreto.txt');
    await writeFile(victim, 'no borrar');

    await storage.remove('/uploads/../secreto.txt');
    await storage.remove('/uploads/avatars/../../secreto.txt');
    await storage.remove(`/uploads/${victim}`);
    await storage.remove('/uploads/avatars/./../../uploads/../secreto.txt');

    expect(existsSync(victim)).to.equal(true);
  });
});

describe('Private disk storage (issued invoices)', () => {
  let base: string;
  let storage: LocalDiskStorage;

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'parrilla-private-'));
    storage = new LocalDiskStorage(path.join(base, 'private'), PRIVATE_PREFIX);
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('saves under an address no static route serves, and reads the same bytes back', async () => {
    const saved = await storage.save('facturas', Buffer.from('%PDF-1.7'), 'pdf');
    expect(saved.url).to.match(/^\/private\/facturas\/[\w-]+\.pdf$/);
    expect(await storage.read(saved.url)).to.deep.equal(Buffer.from('%PDF-1.7'));
    await storage.remove(saved.url);
    expect(await storage.read(saved.url)).to.equal(null);
  });

  it('reads nothing outside its root, nor another storage\'s address, nor a folder', async () => {
    await writeFile(path.join(base, 'secreto.txt'), 'no leer');
    await storage.save('facturas', Buffer.from('x'), 'xml');
    for (const url of ['/private/../secreto.txt', '/private/facturas/../../secreto.txt', `/private/${path.join(base, 'secreto.txt')}`, '/uploads/facturas/x.xml', '/private/facturas', '/private/']) {
      expect(await storage.read(url), url).to.equal(null);
    }
  });
});
