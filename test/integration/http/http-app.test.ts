import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import Koa from 'koa';
import supertest from 'supertest';
import { createHttpApp } from '../../../src/app.js';
import { healthRoutes } from '../../../src/http/health.routes.js';
import { createKnex } from '../../../src/platform/database/knex.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, useTestApi } from '../identity/identity-fixtures.js';

/** Starts `app` on an ephemeral port for one test and always closes it. */
async function withServer(app: Koa, use: (request: ReturnType<typeof supertest>) => Promise<void>): Promise<void> {
  const server: Server = app.listen(0);
  try {
    await use(supertest(server));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describeEachDatabase('HTTP assembly', (kind) => {
  const t = useTestApi(kind);

  describe('API answers', () => {
    it('reports health with the database up, never cached', async () => {
      const res = await t.api.request.get('/api/health');
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ status: 'ok', database: 'ok' });
      expect(res.headers['cache-control']).to.equal('no-store');
    });

    it('answers an unknown API path, /api itself included, with 404 JSON in Spanish', async () => {
      for (const path of ['/api/no-existe', '/api']) {
        const res = await t.api.request.get(path);
        expect(res.status, path).to.equal(404);
        expect(res.headers['content-type'], path).to.match(/application\/json/);
        expect(res.body, path).to.deep.equal({ message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' });
      }
    });

    it('answers a known API path with the wrong method with 405 JSON in Spanish and the allowed methods', async () => {
      const res = await t.api.request.delete('/api/auth/login');
      expect(res.status).to.equal(405);
      expect(res.headers.allow).to.equal('POST');
      expect(res.body).to.deep.equal({ message: 'Método no permitido', code: 'METHOD_NOT_ALLOWED' });
    });

    it('answers malformed JSON with 400 in Spanish', async () => {
      const res = await t.api.request.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "ana@');
      expect(res.status).to.equal(400);
      expect(res.body).to.deep.equal({ message: 'El cuerpo de la petición no es JSON válido', code: 'VALIDATION_ERROR' });
    });

    it('answers a JSON body over 1 MB with 413 in Spanish', async () => {
      const res = await t.api.request
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }));
      expect(res.status).to.equal(413);
      expect(res.body).to.deep.equal({ message: 'El cuerpo de la petición es demasiado grande', code: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers an unexpected failure with a bare 500 that reveals nothing of it', async () => {
      const { app } = createHttpApp(t.context.container);
      app.use((ctx) => {
        if (ctx.path === '/api/prueba/falla') throw new Error('detalle interno: select * from users');
      });
      await withServer(app as unknown as Koa, async (request) => {
        const res = await request.get('/api/prueba/falla');
        expect(res.status).to.equal(500);
        expect(res.body).to.deep.equal({ message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.', code: 'INTERNAL_ERROR' });
        expect(res.text).not.to.include('detalle interno').and.not.include('at ');
        expect(res.headers['x-request-id']).to.be.a('string').and.not.empty;
      });
    });

    it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
      const kept = await t.api.request.get('/api/health').set('X-Request-Id', 'balanceador-12345678');
      expect(kept.headers['x-request-id']).to.equal('balanceador-12345678');
      const replaced = await t.api.request.get('/api/health').set('X-Request-Id', '<script>');
      expect(replaced.headers['x-request-id']).to.match(/^[0-9a-f-]{36}$/);
    });

    it('reports the database down with 503 when it cannot be reached', async () => {
      const knex = createKnex({ client: 'sqlite', filename: ':memory:' });
      await knex.destroy();
      const app = new Koa();
      app.use(healthRoutes(knex).routes());
      await withServer(app, async (request) => {
        const res = await request.get('/api/health');
        expect(res.status).to.equal(503);
        expect(res.body).to.deep.equal({ status: 'error', database: 'error' });
      });
    });
  });

  describe('headers and compression', () => {
    it('sends a content security policy that admits YouTube and Stripe, and the usual hardening headers', async () => {
      const res = await t.api.request.get('/api/health');
      const csp = res.headers['content-security-policy'];
      expect(csp).to.include("default-src 'self'");
      expect(csp).to.match(/frame-src[^;]*https:\/\/www\.youtube\.com/);
      expect(csp).to.match(/frame-src[^;]*https:\/\/js\.stripe\.com/);
      expect(csp).to.match(/script-src[^;]*https:\/\/js\.stripe\.com/);
      expect(csp).to.match(/img-src[^;]*https:\/\/i\.ytimg\.com/);
      expect(res.headers['x-content-type-options']).to.equal('nosniff');
      expect(res.headers['x-frame-options']).to.equal('SAMEORIGIN');
    });

    it('gzips a large JSON answer for a client that accepts it, and leaves a small one alone', async () => {
      const admin = await createUser(t.context, { rol: 'admin' });
      for (let i = 0; i < 6; i += 1) await createUser(t.context);
      const large = await t.api.request.get('/api/users').set(bearer(admin.token)).set('Accept-Encoding', 'gzip');
      expect(large.status).to.equal(200);
      expect(large.headers['content-encoding']).to.equal('gzip');
      expect(large.body.data).to.have.length(7);

      const small = await t.api.request.get('/api/health').set('Accept-Encoding', 'gzip');
      expect(small.headers['content-encoding']).to.equal(undefined);
    });
  });

  describe('web app and uploads', () => {
    let webRoot: string;
    let server: Server;
    let request: ReturnType<typeof supertest>;

    before(async () => {
      webRoot = mkdtempSync(path.join(tmpdir(), 'parrilla-web-'));
      mkdirSync(path.join(webRoot, 'assets'));
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Parrilla</title><div id="root">spa-de-prueba</div>');
      writeFileSync(path.join(webRoot, 'assets', 'index-3f9a2c1b.js'), 'console.log("parrilla");');
      writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Parrilla"}');
      const { app } = createHttpApp(t.context.container, { webRoot });
      server = app.listen(0);
      request = supertest(server);
    });
    after(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(webRoot, { recursive: true, force: true });
    });

    it('answers a client route such as /perfil with index.html, never cached', async () => {
      const res = await request.get('/perfil');
      expect(res.status).to.equal(200);
      expect(res.headers['content-type']).to.match(/text\/html/);
      expect(res.text).to.include('spa-de-prueba');
      expect(res.headers['cache-control']).to.equal('no-cache');
      expect(res.headers['content-security-policy']).to.include('https://www.youtube.com');

      const nested = await request.get('/campeonatos/abc123');
      expect(nested.text).to.include('spa-de-prueba');
      expect((await request.get('/')).text).to.include('spa-de-prueba');
    });

    it('serves hashed assets with a year-long immutable cache', async () => {
      const res = await request.get('/assets/index-3f9a2c1b.js');
      expect(res.status).to.equal(200);
      expect(res.text).to.equal('console.log("parrilla");');
      expect(res.headers['cache-control']).to.include('immutable').and.include('max-age=31536000');
    });

    it('serves other static files with a short cache that is not immutable', async () => {
      const res = await request.get('/favicon.svg');
      expect(res.status).to.equal(200);
      expect(res.headers['cache-control']).to.include('max-age=3600').and.not.include('immutable');
    });

    it('serves the service worker and the app manifest asked again every time, the worker allowed by the content policy', async () => {
      const worker = await request.get('/sw.js');
      expect(worker.status).to.equal(200);
      expect(worker.headers['content-type']).to.match(/javascript/);
      expect(worker.headers['cache-control']).to.equal('no-cache');
      expect(worker.headers['content-security-policy']).to.match(/worker-src 'self'/).and.match(/manifest-src 'self'/);

      const manifest = await request.get('/manifest.webmanifest');
      expect(manifest.status).to.equal(200);
      expect(manifest.headers['content-type']).to.match(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).to.equal('no-cache');
    });

    it('answers 404 for a missing file rather than the web app', async () => {
      const res = await request.get('/assets/no-existe-123.js');
      expect(res.status).to.equal(404);
      expect(res.text).not.to.include('spa-de-prueba');
    });

    it('never answers an API path with the web app', async () => {
      const res = await request.get('/api/no-existe');
      expect(res.status).to.equal(404);
      expect(res.body.code).to.equal('ROUTE_NOT_FOUND');
    });

    it('refuses to serve files outside the uploads folder', async () => {
      for (const sneaky of ['/uploads/%2e%2e/parrilla.sqlite', '/uploads/..%2fparrilla.sqlite', '/uploads/%2e%2e/jwt-secret']) {
        const res = await request.get(sneaky);
        expect(res.status, sneaky).to.equal(404);
      }
    });
  });
});
