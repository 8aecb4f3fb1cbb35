import { expect } from 'chai';
import { GetDriverPage } from '../../../src/modules/drivers/application/get-driver-page.use-case.js';
import type { DriverCardSource, EnteredChampionshipSource, ResultHistorySource } from '../../../src/modules/drivers/application/ports/driver-sources.port.js';
import type { Actor } from '../../../src/modules/identity/index.js';
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
  const championships: EnteredChampionshipSource = {
    of: async (userId) => (userId === 'ana' ? [{ id: 'copa', nombreCampeonato: 'Copa Volcán', categoria: 'GT3', fechaInicio: '2026-04-01', fechaFin: '2026-06-01', imagenPortada: null }] : []),
  };
  const asked: number[] = [];
  const results: ResultHistorySource = {
    nextPublication: async () => null,
    forCustomer: async (custId, options) => {
      asked.push(custId);
      return { more: false, results: [finish('visible', true), finish('oculto', false)].filter((f) => !options?.publishedOnly || f.published) };
    },
  };
  const titles = { of: async (userId: string) => (userId === 'ana' ? [{ serie: 'Copa Volcán', temporada: 2025, campeonatoId: 'copa-25', grupo: 'GT3' }] : []) };
  return { asked, useCase: new GetDriverPage({ cards, championships, results, titles }) };
}

describe('The driver page over its sources in memory', () => {
  it('shows the card, the championships entered and the published finishes to visitors; an admin sees every finish', async () => {
    const p = page();
    const visitor = await p.useCase.execute(null, ' ana ');
    expect(visitor.piloto).to.deep.equal({ id: 'ana', nombre: 'Ana', apellido: 'Prueba', username: 'ana', avatarUrl: null, iracingId: 1001 });
    expect(visitor.campeonatos.map((c) => c.id)).to.deep.equal(['copa']);
    expect(visitor.titulos).to.deep.equal([{ serie: 'Copa Volcán', temporada: 2025, campeonatoId: 'copa-25', grupo: 'GT3' }]);
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
});
