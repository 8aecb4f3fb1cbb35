import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import type { StandingsAnswer } from '../../../src/contracts/standings.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ClosedChampionships } from '../../../src/modules/seasons/application/closed-championships.js';
import { CloseSeason, GetSeasonStatus, ReopenSeason } from '../../../src/modules/seasons/application/closing.use-cases.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemoryClosures, MemorySeries } from '../../support/in-memory/seasons.js';
import { MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const HOUR = 3_600_000;
const LAST_START = '2026-06-06T02:00:00.000Z';

const driverRow = (posicion: number, nombre: string, custId: number, puntos: number) => ({
  posicion,
  puntos,
  diferencia: 0,
  victorias: 0,
  podios: 0,
  poles: 0,
  vueltasRapidas: 0,
  deducciones: 0,
  rondas: [{ ronda: 1, carreraId: 'r2', puntos, descartada: false, participo: true, eventos: [{ sesion: 1, evento: 'Carrera', puntos, posicion }] }],
  piloto: { usuario: null, custId, nombreIracing: nombre },
  equipo: null,
});

function table(leader: string): StandingsAnswer {
  const other = leader === 'Ana' ? 'Beto' : 'Ana';
  return {
    campeonatoId: 'copa',
    rondas: [{ ronda: 1, carreraId: 'r2' }],
    hastaRonda: 1,
    grupos: [
      { clave: 'c:10', grupo: 'GT', filas: [driverRow(1, leader, 1, 25), driverRow(2, other, 2, 18), driverRow(3, 'Carla', 3, 15), driverRow(4, 'Diego', 4, 12)] },
      { clave: 'c:20', grupo: 'LMP', filas: [driverRow(1, 'Hugo', 11, 25)] },
    ],
    equipos: [],
  };
}

function season() {
  const clock = new ManualClock(new Date('2026-06-01T00:00:00.000Z'));
  const closures = new MemoryClosures();
  const series = new MemorySeries();
  const state = { races: [{ id: 'r1', circuito: 'Monterrey', inicio: '2026-05-30T02:00:00.000Z' }, { id: 'r2', circuito: 'Puebla', inicio: LAST_START }], published: [] as string[], imported: [] as string[], leader: 'Ana' };
  const competitions = {
    championships: async (ids: readonly string[]) => (ids.includes('copa') ? [{ id: 'copa', nombreCampeonato: 'Copa Invierno', plazoReportesHoras: 72 }] : []),
    races: async (ids: readonly string[]) => state.races.filter((r) => ids.includes(r.id)).map((r) => ({ id: r.id, campeonatoId: 'copa' })),
    racesOf: async () => state.races,
  };
  const results = { forRaces: async (ids: readonly string[]) => state.imported.filter((id) => ids.includes(id)).map((carreraId) => ({ carreraId, published: state.published.includes(carreraId) })) };
  const { audit, log } = memoryAudit(clock);
  const deps = {
    audit,
    closures,
    competitions,
    results,
    standings: { current: async () => table(state.leader) },
    people: { find: async (id: string) => (id === 'admin-1' ? { id, nombre: 'Ana', apellido: 'Directora' } : null) },
    series,
    drivers: { enrolledUserIds: async (id: string) => (id === 'copa' ? ['ana', 'beto', 'carla'] : []) },
    clock,
    newId: sequentialIds('registro'),
    tx: new MemoryTransactions(closures, log),
  };
  return { log, clock, closures, series, state, close: new CloseSeason(deps), reopen: new ReopenSeason(deps), status: new GetSeasonStatus(deps), closed: new ClosedChampionships({ closures, competitions }) };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('se esperaba un rechazo');
}

describe('Closing a season', () => {
  it('tells why it may not close yet: no results of the last race, unpublished ones, then the protest window', async () => {
    const s = season();
    expect((await s.status.execute(admin, 'copa')).impedimento).to.equal('La última carrera (Puebla) no tiene resultados publicados todavía.');
    s.state.imported.push('r2');
    expect((await refusal(s.close.execute(admin, 'copa'))).message).to.equal('La última carrera (Puebla) no tiene resultados publicados todavía.');
    s.state.published.push('r2');
    // 72 hours after Friday 20:00 in Mexico City.
    s.clock.set(new Date(Date.parse(LAST_START) + 72 * HOUR - 1));
    const open = await refusal(s.close.execute(admin, 'copa'));
    expect([open.code, open.message]).to.deep.equal(['SEASON_NOT_FINISHED', 'El plazo de reportes de la última carrera sigue abierto hasta el 08/06/2026 20:00.']);
    expect(s.closures.closures.size).to.equal(0);
    s.clock.set(new Date(Date.parse(LAST_START) + 72 * HOUR));
    expect((await s.status.execute(admin, 'copa')).impedimento).to.equal(null);
    s.state.races = [];
    expect((await s.status.execute(admin, 'copa')).impedimento).to.equal('El campeonato no tiene carreras: no hay temporada que cerrar.');
  });

  it('records every group podium, refuses what feeds it while closed and records the new table after a reopening', async () => {
    const s = season();
    s.state.imported.push('r2');
    s.state.published.push('r2');
    s.clock.set(new Date('2026-06-20T00:00:00.000Z'));
    const closed = await s.close.execute(admin, 'copa');
    expect(closed.podios.map((p) => [p.grupo, p.posicion, p.nombre])).to.deep.equal([
      ['GT', 1, 'Ana'],
      ['GT', 2, 'Beto'],
      ['GT', 3, 'Carla'],
      ['LMP', 1, 'Hugo'],
    ]);
    expect((await refusal(s.close.execute(admin, 'copa'))).code).to.equal('SEASON_ALREADY_CLOSED');
    const refused = await refusal(s.closed.assertRacesOpen([null, 'r1']));
    expect([refused.code, refused.message]).to.deep.equal(['SEASON_CLOSED', 'La temporada de «Copa Invierno» está cerrada: su clasificación final no puede cambiar. Reábrela para hacer cambios.']);
    expect((await refusal(s.closed.assertOpen('copa'))).code).to.equal('SEASON_CLOSED');
    expect((await refusal(s.closed.assertDeletable('copa'))).message).to.equal('La temporada de «Copa Invierno» está cerrada: un campeonato cerrado no se puede eliminar.');
    await s.closed.assertRacesOpen([null, undefined]);
    const gtOnly = await s.closed.finalTable('copa', { clase: 'gt' });
    expect(gtOnly?.grupos.map((g) => g.grupo)).to.deep.equal(['GT']);
    expect(gtOnly?.grupos[0]?.filas[0]?.rondas[0]).to.not.have.property('eventos');
    expect((await s.closed.finalTable('copa', { eventos: true }))?.grupos[0]?.filas[0]?.rondas[0]?.eventos).to.have.length(1);

    expect((await refusal(s.reopen.execute(admin, 'copa', {}))).errors).to.deep.equal({ motivo: 'Escribe el motivo de la reapertura.' });
    s.clock.set(new Date('2026-06-21T01:30:00.000Z'));
    const reopened = await s.reopen.execute(admin, 'copa', { motivo: 'Penalización tardía' });
    expect([reopened.cerrada, reopened.podios]).to.deep.equal([false, []]);
    expect(reopened.registro.map((e) => [e.accion, e.quien, e.enTexto])).to.deep.equal([
      ['cerrar', 'Ana Directora', '19/06/2026 18:00'],
      ['reabrir', 'Ana Directora', '20/06/2026 19:30'],
    ]);
    await s.closed.assertOpen('copa');
    expect(await s.closed.finalTable('copa')).to.equal(null);
    expect((await refusal(s.reopen.execute(admin, 'copa', { motivo: 'otra vez' }))).code).to.equal('SEASON_NOT_CLOSED');

    s.state.leader = 'Beto';
    const again = await s.close.execute(admin, 'copa');
    expect(again.podios.filter((p) => p.posicion === 1).map((p) => p.nombre)).to.deep.equal(['Beto', 'Hugo']);
  });

  it('names the console as the one who closed or reopened from the command line, and a deleted account as an admin', async () => {
    const s = season();
    s.state.imported.push('r2');
    s.state.published.push('r2');
    s.clock.set(new Date('2026-06-20T00:00:00.000Z'));
    await s.close.execute({ id: 'console', rol: 'superadmin', suspendido: false }, 'copa');
    const reopened = await s.reopen.execute({ id: 'admin-borrado', rol: 'admin', suspendido: false }, 'copa', { motivo: 'Penalización tardía' });
    expect(reopened.registro.map((e) => [e.accion, e.quien])).to.deep.equal([
      ['cerrar', 'Consola'],
      ['reabrir', 'Administrador'],
    ]);
  });

  it('says what the next season would make before it is made: its name, races, drivers e-mailed and priority days', async () => {
    const s = season();
    expect((await s.status.execute(admin, 'copa')).siguiente).to.equal(null);
    const at = '2026-01-01T00:00:00.000Z';
    await s.series.insert({ id: 'inv', nombre: 'Copa Invierno', categoria: 'GT', descripcion: '', logoUrl: null, createdAt: at, updatedAt: at });
    await s.series.saveEdition({ campeonatoId: 'copa', serieId: 'inv', temporada: 2026, diasPrioridad: 5, prioridadHasta: null, createdAt: at, updatedAt: at });
    expect((await s.status.execute(admin, 'copa')).siguiente).to.deep.equal({ nombreCampeonato: 'Copa Invierno 2027', temporada: 2027, carreras: 2, avisados: 3, diasPrioridad: 5 });
    await s.series.saveEdition({ campeonatoId: 'copa-2027', serieId: 'inv', temporada: 2027, diasPrioridad: 5, prioridadHasta: null, createdAt: at, updatedAt: at });
    expect((await s.status.execute(admin, 'copa')).siguiente).to.equal(null);
  });

  it('is for admins only and for championships that exist', async () => {
    const s = season();
    expect((await refusal(s.close.execute({ id: 'ana', rol: 'user', suspendido: false }, 'copa'))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(s.close.execute(admin, 'nada'))).code).to.equal('CHAMPIONSHIP_NOT_FOUND');
  });

  it('records who closed and reopened a season, with the reason, once each; a closing refused records nothing', async () => {
    const s = season();
    s.state.imported.push('r2');
    s.state.published.push('r2');
    s.clock.set(new Date('2026-06-20T00:00:00.000Z'));
    await s.close.execute(admin, 'copa');
    await refusal(s.close.execute(admin, 'copa'));
    await s.reopen.execute(admin, 'copa', { motivo: 'Penalización tardía' });
    await refusal(s.reopen.execute(admin, 'copa', { motivo: 'Penalización tardía' }));
    expect(s.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.objetoNombre, e.cambios.map((c) => [c.campo, c.antes, c.despues])])).to.deep.equal([
      ['admin-1', 'temporada.cerrada', 'copa', 'Copa Invierno', [['cerrada', false, true]]],
      ['admin-1', 'temporada.reabierta', 'copa', 'Copa Invierno', [['cerrada', true, false], ['motivo', null, 'Penalización tardía']]],
    ]);
  });
});
