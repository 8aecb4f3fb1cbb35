import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../src/contracts/image-widths.js';
import { cover as demoCover } from '../../../src/demo/demo-images.js';
import { imageVariantsRoot } from '../../../src/platform/platform.container.js';
import { createUser } from '../../support/http.js';
import { bearer, championshipFields, postChampionship, useTestApi } from '../championships/championship-fixtures.js';

/** A photograph-like picture (noise over a gradient, as a camera's JPEG), `width`×`height`. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width + Math.random() * 40;
    pixels[i + 1] = 90 + Math.random() * 60;
    pixels[i + 2] = 200 - Math.random() * 80;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A flat drawing as an admin might upload for a cover: the demo's own, 960×540. */
const cover960 = () => demoCover('Copa de Prueba 2026', 'PRUEBA', [[200, 30, 40], [20, 24, 40]]);

/** A 1×1 GIF. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** Supertest's way to read a binary answer as one Buffer. */
function binary(res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void): void {
  const parts: Buffer[] = [];
  res.on('data', (chunk: Buffer) => parts.push(chunk));
  res.on('end', () => done(null, Buffer.concat(parts)));
}

// The pictures are files and the database plays no part: one database is enough here.
describe('Uploaded pictures at the widths a screen needs (/uploads/…?ancho=)', () => {
  const t = useTestApi('sqlite');
  const get = (url: string) => t.api.request.get(url).buffer(true).parse(binary as unknown as Parameters<ReturnType<typeof t.api.request.get>['parse']>[0]);

  async function cover(content: Buffer, name = 'portada.jpg'): Promise<string> {
    const admin = await createUser(t.context, { rol: 'admin' });
    let req = t.api.request.post('/api/campeonatos').set(bearer(admin.token));
    for (const [k, v] of Object.entries(championshipFields())) req = req.field(k, v);
    const res = await req.attach('imagenPortada', content, name);
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.data.imagenPortada as string;
  }

  it('answers a 1600×900 photograph at each width as WebP (at most its own), much lighter, and keeps the copy', async () => {
    const original = await photo(1600, 900);
    const url = await cover(original);
    for (const width of IMAGE_WIDTHS) {
      const res = await get(`${url}?ancho=${width}`);
      expect(res.status, String(width)).to.equal(200);
      expect(res.headers['content-type']).to.equal('image/webp');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).to.equal('webp');
      // Never enlarged: at 1920 it keeps its own 1600 px, as WebP still lighter than the JPEG.
      const shown = Math.min(width, 1600);
      expect([meta.width, meta.height], String(width)).to.deep.equal([shown, Math.round((900 * shown) / 1600)]);
      expect((res.body as Buffer).length, String(width)).to.be.below(original.length);
    }
    const phone = (await get(`${url}?ancho=480`)).body as Buffer;
    expect(phone.length, 'the phone’s copy weighs under a fifth of the upload').to.be.below(original.length / 5);
    const kept = path.join(imageVariantsRoot(t.context.config), '480', `${url.slice('/uploads/'.length)}.webp`);
    expect(readFileSync(kept).equals(phone)).to.equal(true);
    const madeAt = statSync(kept).mtimeMs;
    await get(`${url}?ancho=480`).expect(200);
    expect(statSync(kept).mtimeMs, 'the second ask is answered from the kept copy').to.equal(madeAt);
    // The original is still there, as uploaded.
    const res = await get(url);
    expect(res.headers['content-type']).to.equal('image/jpeg');
    expect((res.body as Buffer).equals(original)).to.equal(true);
  });

  it('turns a phone’s photograph the way it was taken (its EXIF orientation) and drops its metadata', async () => {
    // Stored 400×300 on its side: upright it is 300 wide, so 240 makes it narrower.
    const sideways = await sharp(await photo(400, 300)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const url = await cover(sideways);
    const res = await get(`${url}?ancho=240`).expect(200);
    expect(res.headers['content-type']).to.equal('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).to.deep.equal([240, 320]);
    expect(meta.orientation).to.equal(undefined);
    expect(meta.exif).to.equal(undefined);
  });

  it('answers a flat drawing kept as PNG at its own width without loss, lighter than the PNG', async () => {
    const drawing = cover960();
    const url = await cover(drawing, 'portada.png');
    const res = await get(`${url}?ancho=960`).expect(200);
    expect(res.headers['content-type']).to.equal('image/webp');
    expect((res.body as Buffer).length).to.be.below(drawing.length);
    const pixels = async (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer();
    expect((await pixels(res.body as Buffer)).equals(await pixels(drawing)), 'the same pixels').to.equal(true);
  });

  it('never enlarges a small picture', async () => {
    const url = await cover(await photo(300, 200));
    const meta = await sharp((await get(`${url}?ancho=1440`).expect(200)).body as Buffer).metadata();
    expect([meta.width, meta.height]).to.deep.equal([300, 200]);
  });

  it('answers a width it does not offer with a Spanish 400 and makes nothing', async () => {
    const url = await cover(await photo(200, 100));
    for (const asked of ['500', 'ancho', '', '480&ancho=960', '%20480', '480.0', '0x1e0', '4.8e2']) {
      const res = await t.api.request.get(`${url}?ancho=${asked}`);
      expect(res.status, asked).to.equal(400);
      expect(res.text).to.equal('Ancho de imagen no válido: se ofrecen 240, 480, 960, 1440 y 1920 píxeles.');
    }
    for (const width of IMAGE_WIDTHS) {
      expect(existsSync(path.join(imageVariantsRoot(t.context.config), String(width), `${url.slice('/uploads/'.length)}.webp`)), String(width)).to.equal(false);
    }
  });

  it('answers a GIF and a damaged picture as they are, and nothing outside the uploads', async () => {
    const gif = await cover(TINY_GIF, 'portada.gif');
    const res = await get(`${gif}?ancho=480`).expect(200);
    expect(res.headers['content-type']).to.equal('image/gif');
    expect((res.body as Buffer).equals(TINY_GIF)).to.equal(true);

    const damagedUrl = await cover(await photo(400, 300));
    const file = path.join(t.context.config.dataDir, damagedUrl.slice(1));
    const damaged = readFileSync(file).subarray(0, 600);
    writeFileSync(file, damaged);
    const served = await get(`${damagedUrl}?ancho=240`).expect(200);
    expect(served.headers['content-type']).to.equal('image/jpeg');
    expect((served.body as Buffer).equals(damaged)).to.equal(true);

    // A real picture just outside the uploads, asked for every way out.
    writeFileSync(path.join(t.context.config.dataDir, 'fuera.png'), await sharp(await photo(300, 200)).png().toBuffer());
    for (const sneaky of ['/uploads/%2e%2e/fuera.png?ancho=240', '/uploads/..%2ffuera.png?ancho=240', '/uploads/../fuera.png?ancho=240', '/uploads/covers/..%2f..%2ffuera.png?ancho=240', '/uploads/covers/none.png?ancho=480']) {
      const res = await t.api.request.get(sneaky);
      expect(res.status, sneaky).to.equal(404);
    }
  });

  it('refuses at upload a picture over 16 megapixels, and answers one already stored as it is, without decoding it (no copy made)', async () => {
    // 10,000 × 4,000 px in about a hundred kilobytes: within the 5 MB, 2–6 s and 200 MB a width to copy.
    const wide = await sharp({ create: { width: 10_000, height: 4000, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const admin = await createUser(t.context, { rol: 'admin' });
    let req = t.api.request.post('/api/campeonatos').set(bearer(admin.token));
    for (const [k, v] of Object.entries(championshipFields())) req = req.field(k, v);
    const refused = await req.attach('imagenPortada', wide, 'ancha.png');
    expect(refused.status).to.equal(422);
    expect(refused.body).to.deep.equal({ code: 'IMAGE_TOO_LARGE', message: 'La imagen mide 10000×4000 píxeles: se admiten como máximo 10,000 píxeles por lado y 16 megapíxeles. Redúcela antes de subirla.' });

    // One stored before the rule (under the old 40 megapixels).
    const url = await cover(await sharp({ create: { width: 400, height: 160, channels: 3, background: { r: 9, g: 9, b: 9 } } }).png().toBuffer(), 'portada.png');
    writeFileSync(path.join(t.context.config.dataDir, url.slice(1)), wide);
    for (const width of [960, 1920]) {
      const res = await get(`${url}?ancho=${width}`).expect(200);
      expect(res.headers['content-type'], String(width)).to.equal('image/png');
      expect((res.body as Buffer).equals(wide), String(width)).to.equal(true);
      expect(existsSync(path.join(imageVariantsRoot(t.context.config), String(width), `${url.slice('/uploads/'.length)}.webp`)), String(width)).to.equal(false);
    }
  });

  it('removes the copies with the picture when an admin replaces the cover', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const created = (await postChampionship(t, admin.token, championshipFields(), await photo(640, 360))).body.data;
    await get(`${created.imagenPortada}?ancho=240`).expect(200);
    const kept = path.join(imageVariantsRoot(t.context.config), '240', `${(created.imagenPortada as string).slice('/uploads/'.length)}.webp`);
    expect(existsSync(kept)).to.equal(true);
    await t.api.request.put(`/api/campeonatos/${created.id}`).set(bearer(admin.token)).attach('imagenPortada', await photo(640, 360), 'nueva.jpg').expect(200);
    expect(existsSync(kept)).to.equal(false);
  });
});
