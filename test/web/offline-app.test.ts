import { expect } from 'chai';
import { ApiError, api, messageOf, OFFLINE_CODE, OFFLINE_WRITE_MESSAGE } from '../../web/src/lib/api-client.js';
import {
  dataCacheName,
  firstReadsOf,
  isOwnersCache,
  keptReadKind,
  notificationTarget,
  pushPayloadOf,
  servesShellOffline,
} from '../../web/src/pwa/kept-reads.js';
import { answerShown, KEPT_AT_HEADER, keptDataAt, offlineBannerText } from '../../web/src/pwa/offline-state.js';
import { useDom } from '../support/dom.js';

const ORIGIN = 'https://parrilla.mx';
const kindOf = (path: string, origin = ORIGIN) => keptReadKind(new URL(path, origin), ORIGIN);

describe('The site on a phone without signal: what is kept and what is said', () => {
  describe('the reads the service worker keeps', () => {
    it('keeps the calendar, the last results and the standings as public reads', () => {
      for (const path of [
        '/api/campeonatos',
        '/api/campeonatos?vigentes=1',
        '/api/campeonatos/c-123',
        '/api/campeonatos/c-123/inscritos',
        '/api/campeonatos/c-123/clasificacion',
        '/api/campeonatos/c-123/clasificacion?hastaRonda=3',
        '/api/series/ediciones/c-123',
        '/api/reportes/campeonato/c-123/decisiones',
        '/api/temporadas',
        '/api/events/list',
        '/api/events/list?carreras=r1,r2',
        '/api/toptree/events/top-three-winners',
        '/api/events/81234567/phase-results/RACE',
        '/api/events/81234567/rating-changes?sortBy=irating_change',
      ]) {
        expect(kindOf(path), path).to.equal('publica');
      }
    });

    it("keeps the driver's session and his own championships as his alone", () => {
      expect(kindOf('/api/auth/session')).to.equal('propia');
      expect(kindOf('/api/campeonatos/mis-inscripciones')).to.equal('propia');
      expect(kindOf('/api/users/u-1')).to.equal('propia');
    });

    it('never keeps payments, entries, admin reads, uploads, the webhook, another site or an unknown query', () => {
      for (const path of [
        '/api/payments/webhook',
        '/api/payments/mis-pendientes',
        '/api/payments/metodos/c-123',
        '/api/campeonatos/c-123/mi-lugar',
        '/api/campeonatos/c-123/inscrito',
        '/api/campeonatos/c-123/mi-requisito',
        '/api/campeonatos/mis-listas-espera',
        '/api/campeonatos/admin',
        '/api/campeonatos/c-123/inscritos/admin',
        '/api/calendario/mi-enlace',
        '/uploads/foto.png',
        '/api/campeonatos?nocache=1',
        '/api/events/81234567/export?format=csv',
      ]) {
        expect(kindOf(path), path).to.equal(null);
      }
      expect(keptReadKind(new URL('https://otro.mx/api/campeonatos'), ORIGIN)).to.equal(null);
    });

    it("puts a driver's answers in a cache of his own, which signing out empties, and a visitor's apart", () => {
      expect(dataCacheName('u-1')).to.not.equal(dataCacheName('u-2'));
      expect(isOwnersCache(dataCacheName('u-1'))).to.equal(true);
      expect(isOwnersCache(dataCacheName(null))).to.equal(false);
      expect(isOwnersCache('workbox-precache-v2-https://parrilla.mx/')).to.equal(false);
    });

    it('reads the first reads a page brought in its HTML, and nothing from a page without them', () => {
      const html = '<div id="root"></div><script type="application/json" id="respuestas-iniciales">{"/api/campeonatos":{"data":[1]},"/api/temporadas":[]}</script></body>';
      expect(firstReadsOf(html)).to.deep.equal([
        ['/api/campeonatos', { data: [1] }],
        ['/api/temporadas', []],
      ]);
      expect(firstReadsOf('<div id="root"></div>')).to.deep.equal([]);
      expect(firstReadsOf('<script type="application/json" id="respuestas-iniciales">{roto</script>')).to.deep.equal([]);
    });
  });

  describe('the pages it answers offline', () => {
    it('opens the calendar, results, standings and profile from the shell, never payments, admin or sign-in round trips', () => {
      for (const path of ['/', '/campeonatos', '/campeonatos/c-1/clasificacion', '/race-result', '/perfil']) expect(servesShellOffline(path), path).to.equal(true);
      for (const path of ['/admin', '/admin/pagos', '/pago-exitoso', '/pago-demo', '/pago-pendiente', '/auth/google/callback', '/logout', '/api/campeonatos', '/uploads/a.png']) {
        expect(servesShellOffline(path), path).to.equal(false);
      }
    });
  });

  describe('push messages', () => {
    it('reads the payload a push carries and refuses one with a missing or wrong field', () => {
      expect(pushPayloadOf({ titulo: 'Resultados', cuerpo: 'Quedaste 3.º', url: '/race-result', etiqueta: 'resultados-1' })).to.deep.equal({
        titulo: 'Resultados',
        cuerpo: 'Quedaste 3.º',
        url: '/race-result',
        etiqueta: 'resultados-1',
      });
      expect(pushPayloadOf({ titulo: 'Hola', cuerpo: 'Sin etiqueta', url: '/perfil' })).to.deep.equal({ titulo: 'Hola', cuerpo: 'Sin etiqueta', url: '/perfil' });
      expect(pushPayloadOf({ titulo: 'Hola', cuerpo: 3, url: '/' })).to.equal(null);
      expect(pushPayloadOf({ titulo: 'Hola', cuerpo: 'x', url: '/', etiqueta: 7 })).to.equal(null);
      expect(pushPayloadOf('texto')).to.equal(null);
    });

    it('opens only a path of this site from a notification', () => {
      expect(notificationTarget('/campeonatos/c-1?x=1', ORIGIN)).to.equal(`${ORIGIN}/campeonatos/c-1?x=1`);
      expect(notificationTarget('https://malo.mx/robar', ORIGIN)).to.equal(`${ORIGIN}/`);
      expect(notificationTarget('//malo.mx/robar', ORIGIN)).to.equal(`${ORIGIN}/`);
      expect(notificationTarget('javascript:alert(1)', ORIGIN)).to.equal(`${ORIGIN}/`);
    });
  });

  describe('the offline banner', () => {
    afterEach(() => answerShown(null));

    it('says the hour the data was read, in Mexico City, as HH:mm', () => {
      expect(offlineBannerText(Date.parse('2026-11-30T00:40:00Z'))).to.equal('Sin conexión: datos de las 18:40');
      expect(offlineBannerText(Date.parse('2026-07-15T13:05:00Z'))).to.equal('Sin conexión: datos de las 07:05');
    });

    it('shows the oldest kept answer of the page and goes away with a fresh one', () => {
      answerShown(2_000);
      answerShown(1_000);
      answerShown(3_000);
      expect(keptDataAt()).to.equal(1_000);
      answerShown(null);
      expect(keptDataAt()).to.equal(null);
    });
  });

  describe('the API client without a connection', () => {
    useDom();
    const sent: string[] = [];
    let keptAt: string | null = null;
    let restore: () => void = () => undefined;
    beforeEach(() => {
      sent.length = 0;
      keptAt = null;
      const g = globalThis as { fetch: typeof fetch };
      const previous = g.fetch;
      g.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json', ...(keptAt ? { [KEPT_AT_HEADER]: keptAt } : {}) } });
      };
      restore = () => {
        g.fetch = previous;
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
        answerShown(null);
      };
    });
    afterEach(() => restore());

    it('refuses every write without sending it, saying plainly that it needs a connection', async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      for (const write of [() => api.post('/api/reportes', { a: 1 }), () => api.put('/api/users/u-1', { b: 2 }), () => api.delete('/api/carreras/r1/baja')]) {
        const error = await write().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(ApiError);
        expect((error as ApiError).code).to.equal(OFFLINE_CODE);
        expect(messageOf(error, 'No se pudo guardar.')).to.equal(OFFLINE_WRITE_MESSAGE);
      }
      expect(sent).to.deep.equal([]);
      expect(OFFLINE_WRITE_MESSAGE).to.match(/^Sin conexión: .*necesitas internet.*No se envió nada/);
    });

    it('tells the banner when a read is a kept copy, and that the data is current again with a fresh one', async () => {
      keptAt = String(Date.parse('2026-11-30T00:40:00Z'));
      await api.get('/api/campeonatos');
      expect(keptDataAt()).to.equal(Number(keptAt));
      keptAt = null;
      await api.get('/api/temporadas');
      expect(keptDataAt()).to.equal(null);
    });
  });
});
