import { expect } from 'chai';
import { GetDriverPage } from '../../../src/modules/drivers/application/get-driver-page.use-case.js';
import type { DriverCardSource, ResultHistorySource } from '../../../src/modules/drivers/application/ports/driver-sources.port.js';
import { DRIVER_CHAMPIONSHIPS_PAGE, DRIVER_TITLES_MSG, DRIVER_TITLES_PAGE } from '../../../src/contracts/drivers.contract.js';
import { DRIVER_RESULTS_MAX_START, DRIVER_RESULTS_PAGE } from '../../../src/contracts/drivers.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { MemoryEnteredChampionships } from '../../support/in-memory/drivers.js';
import { refusal } from '../../support/refusal.js';

type Finish = Awaited<ReturnType<ResultHistorySource['forCustomer']>>['results'][number];
const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };

const finish = (eventId: string, published: boolean): Finish & { published: boolean } => ({
  eventId,
  subsessionId: 1,
  eventName: `Evento ${eventId}`,
  trackName: 'Monza',
  trackConfig: 'Grand Prix',
  startTime: '2026-03-01T18:00:00.000Z',
  finishPosition: 2,
  finishPositionInClass: 1,
  carClassName: 'GT3',
  carName: 'Ferrari 296 GT3',
  incidents: 4,
  oldIrating: 2000,
  newIrating: 2030,
  iratingChange: 30,
  teamName: null,
  published,
});

/** The page over the three owners' answers, from plain lists. */
function page() {
  const cards: DriverCardSource = {
    describe: async (ids) =>
      [
        { id: 'ana', nombre: 'Ana', apellido: 'Prueba', username: 'ana', avatarUrl: null, iracingId: 1001, deleted: false },
        { id: 'beto', nombre: 'Usuario', apellido: 'eliminado', username: null, avatarUrl: null, iracingId: null, deleted: true },
        { id: 'caro', nombre: 'Caro', apellido: 'Prueba', username: 'caro', avatarUrl: null, iracingId: null, deleted: false },
      ].filter((c) => ids.includes(c.id)),
  };
  const championships = new MemoryEnteredChampionships([
    { userId: 'ana', championship: { id: 'copa', nombreCampeonato: 'Copa Volcán', categoria: 'GT3', fechaInicio: '2026-04-01T00:00:00.000Z', fechaFin: '2026-06-01T00:00:00.000Z', imagenPortada: null } },
  ]);
  const asked: number[] = [];
  const results: ResultHistorySource = {
    nextPublication: async () => null,
    forCustomer: async (custId, options) => {
      asked.push(custId);
      return { siguiente: null, results: [finish('visible', true), finish('oculto', false)].filter((f) => !options?.publishedOnly || f.published) };
    },
  };
  const won = [{ serie: 'Copa Volcán', temporada: 2025, campeonatoId: 'copa-25', grupo: 'GT3' }];
  const titles = { of: async (userId: string) => (userId === 'ana' ? won : []) };
  return { asked, championships, won, useCase: new GetDriverPage({ cards, championships, results, titles }) };
}

describe('The driver page over its sources in memory', () => {
  it('shows the card, the championships entered and the published finishes to visitors; an admin sees every finish', async () => {
    const p = page();
    const visitor = await p.useCase.execute(null, ' ana ');
    expect(visitor.piloto).to.deep.equal({ id: 'ana', nombre: 'Ana', apellido: 'Prueba', username: 'ana', avatarUrl: null, iracingId: 1001 });
    expect(visitor.campeonatos.map((c) => c.id)).to.deep.equal(['copa']);
    expect(visitor.titulos).to.deep.equal([{ serie: 'Copa Volcán', temporada: 2025, campeonatoId: 'copa-25', grupo: 'GT3' }]);
    expect(visitor.titulosSiguiente).to.equal(null);
    expect(visitor.resultados).to.deep.equal([
      { eventoId: 'visible', subsessionId: 1, evento: 'Evento visible', pista: 'Monza – Grand Prix', fecha: '2026-03-01T18:00:00.000Z', posicion: 2, posicionClase: 1, clase: 'GT3', coche: 'Ferrari 296 GT3', incidentes: 4, iratingAntes: 2000, iratingDespues: 2030, cambioIrating: 30, equipo: null },
    ]);
    expect((await p.useCase.execute(admin, 'ana')).resultados.map((r) => r.eventoId)).to.deep.equal(['visible', 'oculto']);
  });

  it('a driver without an iRacing id has no results to look up', async () => {
    const p = page();
    expect((await p.useCase.execute(null, 'caro')).resultados).to.deep.equal([]);
    expect(p.asked).to.deep.equal([]);
  });

  it('a deleted, unknown, empty or overlong id is not found, in Spanish', async () => {
    const p = page();
    for (const id of ['beto', 'nadie', '  ', 'x'.repeat(65)]) expect((await refusal(p.useCase.execute(null, id))).message).to.equal('Piloto no encontrado');
  });

  it('asks his later results after the place the page before gave, or from a start by number up to the first ten pages; refuses beyond or a start that is no whole number, in Spanish', async () => {
    const asked: Array<{ after?: string; offset?: number; limit: number }> = [];
    const cards: DriverCardSource = { describe: async () => [{ id: 'ana', nombre: 'Ana', apellido: 'Prueba', username: 'ana', avatarUrl: null, iracingId: 1001, deleted: false }] };
    const results: ResultHistorySource = {
      nextPublication: async () => null,
      forCustomer: async (_custId, { after, offset, limit }) => {
        asked.push({ ...(after === undefined ? {} : { after }), ...(offset === undefined ? {} : { offset }), limit });
        return { siguiente: 'lugar-siguiente', results: [] };
      },
    };
    const useCase = new GetDriverPage({ cards, championships: new MemoryEnteredChampionships([]), results, titles: { of: async () => [] } });
    expect((await useCase.execute(null, 'ana')).siguiente).to.equal('lugar-siguiente');
    expect(await useCase.results(null, 'ana', 'lugar-1')).to.deep.equal({ resultados: [], siguiente: 'lugar-siguiente' });
    await useCase.results(null, 'ana', '20');
    await useCase.results(null, 'ana', String(DRIVER_RESULTS_MAX_START));
    await useCase.results(null, 'ana', undefined);
    expect(asked).to.deep.equal([
      { offset: 0, limit: DRIVER_RESULTS_PAGE },
      { after: 'lugar-1', limit: DRIVER_RESULTS_PAGE },
      { offset: 20, limit: DRIVER_RESULTS_PAGE },
      { offset: DRIVER_RESULTS_MAX_START, limit: DRIVER_RESULTS_PAGE },
      { offset: 0, limit: DRIVER_RESULTS_PAGE },
    ]);
    const far = await refusal(useCase.results(null, 'ana', String(DRIVER_RESULTS_MAX_START + 1)));
    expect(far.errors).to.deep.equal({ desde: 'Esa página está demasiado lejos para pedirla por posición: avanza con «Ver más» desde la página anterior.' });
    for (const desde of ['-3', '1.5', '+2']) {
      expect((await refusal(useCase.results(null, 'ana', desde))).errors, desde).to.deep.equal({ desde: 'El inicio de la página debe ser un número entero de 0 en adelante.' });
    }
    for (const desde of [['a', 'b'], 'x'.repeat(201)]) {
      expect((await refusal(useCase.results(null, 'ana', desde))).errors).to.deep.equal({ desde: 'La página pedida no es válida: vuelve al inicio de la lista' });
    }
    expect(asked).to.have.length(5);
  });

  describe('his titles, a page at a time', () => {
    /** Ana won `n` titles, newest season first, one a series a season. */
    function champion(n: number) {
      const p = page();
      p.won.length = 0;
      for (let i = 0; i < n; i += 1) p.won.push({ serie: `Serie ${i % 4}`, temporada: 2040 - Math.floor(i / 4), campeonatoId: `c-${i}`, grupo: 'General' });
      return p;
    }
    const names = (list: Array<{ campeonatoId: string }>) => list.map((t) => t.campeonatoId);

    it('the page answers only the first titles, and where the next page starts; the pages bring the rest without gaps or repeats', async () => {
      const total = DRIVER_TITLES_PAGE.size * 2 + 3;
      const p = champion(total);
      const first = await p.useCase.execute(null, 'ana');
      expect(names(first.titulos)).to.deep.equal(names(p.won.slice(0, DRIVER_TITLES_PAGE.size)));
      expect(first.titulosSiguiente).to.equal(DRIVER_TITLES_PAGE.size);
      const seen = names(first.titulos);
      let desde: number | null = first.titulosSiguiente;
      while (desde !== null) {
        const next = await p.useCase.titles(null, 'ana', { desde: String(desde) });
        expect(next.titulos.length).to.be.at.most(DRIVER_TITLES_PAGE.size);
        seen.push(...names(next.titulos));
        desde = next.siguiente;
      }
      expect(seen).to.deep.equal(names(p.won));
      for (const limite of ['1', '5', String(DRIVER_TITLES_PAGE.maxSize)]) {
        const walked: string[] = [];
        let at = 0;
        for (;;) {
          const next = await p.useCase.titles(null, 'ana', { limite, desde: String(at) });
          walked.push(...names(next.titulos));
          if (next.siguiente === null) break;
          at = next.siguiente;
        }
        expect(walked, `limite ${limite}`).to.deep.equal(names(p.won));
      }
    });

    it('a size out of 1 to 50 or a start that is not a whole number is refused in Spanish; an unknown driver is not found', async () => {
      const p = champion(3);
      for (const limite of ['0', '51', 'muchos', '2.5']) {
        const error = await refusal(p.useCase.titles(null, 'ana', { limite }));
        expect([error.message, error.errors?.limite], limite).to.deep.equal([DRIVER_TITLES_MSG.limit, DRIVER_TITLES_MSG.limit]);
      }
      for (const desde of ['-1', 'x', '1.5']) expect((await refusal(p.useCase.titles(null, 'ana', { desde }))).message, desde).to.equal(DRIVER_TITLES_MSG.start);
      expect((await refusal(p.useCase.titles(null, 'nadie', {}))).message).to.equal('Piloto no encontrado');
      expect(await p.useCase.titles(null, 'caro', {})).to.deep.equal({ titulos: [], siguiente: null });
    });
  });

  describe("the championships he entered, a page at a time", () => {
    /** Ana entered `n` championships, one a month back from 2030, two of them starting the same day (named out of order). */
    function entered(n: number) {
      const p = page();
      const day = (i: number) => new Date(Date.UTC(2030, 0 - i, 1)).toISOString();
      for (let i = 0; i < n; i += 1) {
        const fechaInicio = i === 3 ? day(2) : day(i);
        p.championships.enter('ana', { id: `c-${String(i).padStart(3, '0')}`, nombreCampeonato: i === 2 ? 'Copa Zeta' : `Copa ${i}`, categoria: 'GT3', fechaInicio, fechaFin: fechaInicio, imagenPortada: null });
      }
      p.championships.enter('caro', { id: 'ajena', nombreCampeonato: 'Ajena', categoria: 'GT3', fechaInicio: day(0), fechaFin: day(0), imagenPortada: null });
      return p;
    }
    const ids = (list: Array<{ id: string }>) => list.map((c) => c.id);

    it('the page answers only the first page, the latest start first, and where the next one starts', async () => {
      const total = DRIVER_CHAMPIONSHIPS_PAGE.size * 3 + 2;
      const p = entered(total);
      const first = await p.useCase.execute(null, 'ana');
      expect(first.campeonatos).to.have.length(DRIVER_CHAMPIONSHIPS_PAGE.size);
      // The same start: by name ('Copa 3' before 'Copa Zeta').
      expect(ids(first.campeonatos).slice(0, 5)).to.deep.equal(['c-000', 'c-001', 'c-003', 'c-002', 'c-004']);
      expect(first.campeonatosSiguiente).to.be.a('string');
      // Asked for one more than a page (to know whether more follow), never his whole history.
      expect(p.championships.asked.map((a) => a.limit)).to.deep.equal([DRIVER_CHAMPIONSHIPS_PAGE.size + 1]);

      const seen = [...ids(first.campeonatos)];
      let desde: string | null = first.campeonatosSiguiente;
      while (desde !== null) {
        const next = await p.useCase.championships(null, 'ana', { desde });
        expect(next.campeonatos.length).to.be.at.most(DRIVER_CHAMPIONSHIPS_PAGE.size);
        seen.push(...ids(next.campeonatos));
        desde = next.siguiente;
      }
      const all = await p.championships.page('ana', { limit: 1000 });
      expect(seen).to.deep.equal(ids(all));
      // Hers from `entered` and 'copa', every one once.
      expect(new Set(seen).size).to.equal(total + 1);
      expect(p.championships.asked.slice(1, -1).every((a) => a.limit <= DRIVER_CHAMPIONSHIPS_PAGE.size + 1)).to.equal(true);
    });

    it('any size from 1 to the most walks every championship once; a size beyond is refused, not clamped', async () => {
      const p = entered(7);
      for (const limite of ['1', '3', String(DRIVER_CHAMPIONSHIPS_PAGE.maxSize)]) {
        const seen: string[] = [];
        let desde: string | undefined;
        for (;;) {
          const next = await p.useCase.championships(null, 'ana', { limite, desde });
          expect(next.campeonatos.length).to.be.at.most(Number(limite));
          seen.push(...ids(next.campeonatos));
          if (next.siguiente === null) break;
          desde = next.siguiente;
        }
        expect(seen, `limite ${limite}`).to.deep.equal(ids(await p.championships.page('ana', { limit: 1000 })));
      }
      for (const limite of ['0', String(DRIVER_CHAMPIONSHIPS_PAGE.maxSize + 1), '-1', '2.5', 'muchos']) {
        const error = await refusal(p.useCase.championships(null, 'ana', { limite }));
        expect([error.code, error.message, error.errors?.limite], limite).to.deep.equal(['VALIDATION_ERROR', 'Se muestran de 1 a 50 campeonatos por página', 'Se muestran de 1 a 50 campeonatos por página']);
      }
    });

    it('a place no page gave is refused in Spanish; an unknown driver is not found', async () => {
      const p = entered(3);
      const place = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      for (const desde of ['x', '%%%', place(['2030-01-01T00:00:00.000Z', 'Copa']), place(['ayer', 'Copa', 'c-1']), place([1, 'Copa', 'c-1']), place(['2030-01-01T00:00:00.000Z', 'Copa', ''])]) {
        const error = await refusal(p.useCase.championships(null, 'ana', { desde }));
        expect([error.code, error.errors?.desde], desde).to.deep.equal(['VALIDATION_ERROR', 'La página pedida no es válida: vuelve al inicio de la lista']);
      }
      expect((await refusal(p.useCase.championships(null, 'nadie', {}))).message).to.equal('Piloto no encontrado');
      const caro = await p.useCase.execute(null, 'caro');
      expect([ids(caro.campeonatos), caro.campeonatosSiguiente]).to.deep.equal([['ajena'], null]);
    });
  });
});
