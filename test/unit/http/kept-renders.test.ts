import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { expect } from 'chai';
import { KeptRenders, pageRenderer } from '../../../src/http/server-render.js';
import { MAX_KEPT_MS } from '../../../src/platform/public-read/public-reads.js';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * A built render of its own (web/dist-server/entry-server.js as the build writes it): it counts its
 * renders on globalThis and reads the clock on the addresses under /reloj, as a countdown does.
 */
function builtApp(dir: string) {
  const webRoot = path.join(dir, 'dist');
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-server'), { recursive: true });
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js' }, 'src/page.tsx': { file: 'assets/page.js' } }));
  writeFileSync(
    path.join(dir, 'dist-server', 'entry-server.js'),
    `export async function renderPage(url, answers, origin) {
      globalThis.__renders = (globalThis.__renders ?? 0) + 1;
      const shown = JSON.stringify([...answers.values()]);
      return { html: '<main>v1 ' + url + ' ' + shown + ' #' + globalThis.__renders + '</main><p>' + 'Campeones de la liga. '.repeat(60) + '</p>', fallback: {}, renderedAt: 1, origin, readsClock: url.startsWith('/reloj') };
    }
    export function screenFiles() { return ['src/page.tsx']; }`,
  );
  return webRoot;
}

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

describe('Pages rendered for visitors without a session, kept by their answers', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'parrilla-render-'));
    (globalThis as { __renders?: number }).__renders = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const answer = (render: ReturnType<typeof pageRenderer>, url: string, digest: string | undefined, answers = new Map<string, unknown>([['/api/campeones', { a: 1 }]]), html = TEMPLATE) =>
    render({ pathname: url.split('?')[0]!, url, origin: 'http://parrilla.test', reads: { answers, digest: digest ?? '' }, keep: digest !== undefined, html, onError: (err) => { throw err; } });
  const ask = async (...args: Parameters<typeof answer>) => (await answer(...args))?.page;

  it('renders an address once for the same answers, and again when an answer changes', async () => {
    let now = 1_000_000;
    const render = pageRenderer(builtApp(dir), new KeptRenders(), () => now);
    const first = await ask(render, '/campeones', 'd1');
    expect(first).to.include('<div id="root"><main>v1 /campeones [{"a":1}] #1</main>');
    now += 60_000;
    const again = await answer(render, '/campeones', 'd1');
    expect(again?.page).to.equal(first);
    expect(renders()).to.equal(1);
    // Kept with its compressed bytes, so a visit costs no compression either.
    expect(gunzipSync(again!.bodies!.gzip!).toString()).to.equal(first);
    expect(brotliDecompressSync(again!.bodies!.br!).toString()).to.equal(first);
    // Other answers (a season closed): rendered again with them.
    const after = await ask(render, '/campeones', 'd2', new Map([['/api/campeones', { a: 2 }]]));
    expect(after).to.include('[{"a":2}] #2');
    // Another address or origin is another page.
    await ask(render, '/temporadas', 'd1');
    expect(renders()).to.equal(3);
  });

  it('never keeps a render that read the clock, nor one whose answers are not to be kept', async () => {
    const render = pageRenderer(builtApp(dir), new KeptRenders(), () => 0);
    await ask(render, '/reloj', 'd1');
    await ask(render, '/reloj', 'd1');
    await ask(render, '/campeones', undefined);
    await ask(render, '/campeones', undefined);
    expect(renders()).to.equal(4);
  });

  it('renders again after an hour, and after a new build of the page or of the render code', async () => {
    let now = 0;
    const render = pageRenderer(builtApp(dir), new KeptRenders(), () => now);
    await ask(render, '/campeones', 'd1');
    now += MAX_KEPT_MS;
    await ask(render, '/campeones', 'd1');
    expect(renders()).to.equal(2);
    await ask(render, '/campeones', 'd1', undefined, TEMPLATE.replace('<head>', '<head><title>Nueva</title>'));
    expect(renders()).to.equal(3);
    // Another render code (a rebuild the server loaded): the page kept from the one before is not answered.
    const kept = new KeptRenders();
    const before = {} as never;
    kept.set('k', { page: 'p', bodies: { identity: Buffer.from('p') }, until: Number.POSITIVE_INFINITY, template: TEMPLATE, server: before });
    expect(kept.get('k', TEMPLATE, before, 0)?.page).to.equal('p');
    expect(kept.get('k', TEMPLATE, {} as never, 0)).to.equal(undefined);
  });

  it('keeps at most its number of pages and of bytes, the least recently read going first', () => {
    const kept = new KeptRenders({ entries: 2, bytes: 30 });
    const server = {} as never;
    const entry = (page: string) => ({ page, bodies: { identity: Buffer.from(page) }, until: Number.POSITIVE_INFINITY, template: TEMPLATE, server });
    kept.set('a', entry('aaaaaaaaaa'));
    kept.set('b', entry('bbbbbbbbbb'));
    expect(kept.get('a', TEMPLATE, server, 0)?.page).to.equal('aaaaaaaaaa');
    kept.set('c', entry('cccccccccc'));
    expect(kept.get('b', TEMPLATE, server, 0), 'b was read least recently').to.equal(undefined);
    expect(kept.get('a', TEMPLATE, server, 0)?.page).to.equal('aaaaaaaaaa');
    kept.set('d', entry('d'.repeat(25)));
    expect(kept.size).to.equal(1);
    expect(kept.get('d', TEMPLATE, server, 0)?.page).to.equal('d'.repeat(25));
    kept.set('e', entry('e'.repeat(31)));
    expect(kept.get('e', TEMPLATE, server, 0), 'larger than all the bytes allowed').to.equal(undefined);
  });
});
