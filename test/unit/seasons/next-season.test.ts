import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import type { ChampionshipView } from '../../../src/contracts/championships.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { assertMayEnter, PrepareNextSeason } from '../../../src/modules/seasons/application/next-season.use-case.js';
import { dateNextYear, nextEditionName, raceDayNextYear } from '../../../src/modules/seasons/domain/next-edition.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { MemorySeries } from '../../support/in-memory/seasons.js';
import { MemoryFileStorage } from '../../support/in-memory/files.js';
import { MemoryOutbox, MemoryTransactions } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const NOW = '2022-12-01T18:00:00.000Z';

const source = {
  id: 'f22',
  nombreCampeonato: 'Copa Fórmulas 2022',
  categoria: 'Fórmulas',
  detallesCampeonato: 'Diez fechas.',
  reglas: 'Sin contacto.',
  fechaInicio: '2022-04-01T00:00:00.000Z',
  fechaFin: '2022-04-08T00:00:00.000Z',
  participantesMaximos: 24,
  precio: 350,
  imagenPortada: '/uploads/covers/portada.png',
  premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
  plazoReportesHoras: 48,
  horasParaAceptar: 24,
  requiereAprobacion: true,
  categoriaLicencia: 'formula_car',
  licenciaMinima: 'C',
  iratingMinimo: null,
  iratingMaximo: 3000,
  carreras: [{ circuito: 'AHR', fechaInicio: '2022-04-09T00:00:00.000Z', horaInicio: '20:00', imgCircuito: null, hasPractice: true, practiceDuration: 15, hasQualy: true, qualyDuration: 10, hasRace: true, raceDuration: 45, incidents: 3, clima: 'Soleado' }],
} as unknown as ChampionshipView;

function world() {
  const series = new MemorySeries();
  const clock = new ManualClock(new Date(NOW));
  const outbox = new MemoryOutbox();
  const made: Array<{ kind: string; fields: Record<string, unknown>; image?: Buffer }> = [];
  const copied: string[] = [];
  const enrolled = new Map([['f22', ['vera', 'ido']]]);
  const drivers = {
    enrolledUserIds: async (id: string) => enrolled.get(id) ?? [],
    find: async (id: string) => (id === 'vera' ? { id, nombre: 'Vera', apellido: 'Veterana', email: 'vera@pista.test' } : null),
  };
  const storage = new MemoryFileStorage();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(series, outbox, log);
  const fail = { at: '' };
  const prepare = new PrepareNextSeason({
    series,
    copier: {
      get: async () => source,
      create: async (_a, fields, cover) => {
        made.push({ kind: 'campeonato', fields, image: cover });
        const file = cover ? await storage.save('covers', cover, 'png') : null;
        return { id: 'f23', nombreCampeonato: String(fields.nombreCampeonato), imagenPortada: file?.url ?? null };
      },
      createRace: async (_a, fields, image) => {
        made.push({ kind: 'carrera', fields, image });
        const file = await storage.save('circuits', Buffer.from('circuito'), 'png');
        return { id: 'r23', imgCircuito: file.url };
      },
      image: async (url) => (url ? Buffer.from(url) : undefined),
    },
    rulebook: {
      read: async () => ({ rondasDescartadas: 1 }),
      save: async (_a, to) => {
        if (fail.at === 'reglamento') throw new Error('el disco se llenó');
        copied.push(`reglamento f22→${to}`);
      },
    },
    carryOver: { copy: async (from, to) => void copied.push(`inscripciones ${from}→${to}`) },
    drivers,
    outbox,
    storage,
    clock,
    tx,
    audit,
    publicUrl: 'https://parrilla.test/',
  });
  return { log, series, clock, outbox, made, copied, prepare, drivers, storage, fail };
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

describe('The next season', () => {
  it('moves dates a year on the same weekday and keeps the Mexico City clock time', () => {
    expect(raceDayNextYear('2022-04-09T00:00:00.000Z')).to.equal('2023-04-08T00:00:00.000Z');
    expect(new Date(raceDayNextYear('2026-12-26')).getUTCDay()).to.equal(new Date('2026-12-26').getUTCDay());
    // 18:00 in Mexico City, with daylight saving in 2022 (23:00Z) and without in 2023 (00:00Z next day).
    expect(dateNextYear('2022-04-09T23:00:00.000Z')).to.equal('2023-04-09T00:00:00.000Z');
    expect(nextEditionName('Copa Fórmulas 2022', 2022)).to.equal('Copa Fórmulas 2023');
    expect(nextEditionName('GT Nocturno', 2022)).to.equal('GT Nocturno 2023');
  });

  it('copies the championship, its races, rulebook and carry-over into the next edition and tells the last edition drivers', async () => {
    const w = world();
    await w.series.insert({ id: 's', nombre: 'Copa Fórmulas', categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt: NOW, updatedAt: NOW });
    await w.series.saveEdition({ campeonatoId: 'f22', serieId: 's', temporada: 2022, diasPrioridad: 7, prioridadHasta: null, createdAt: NOW, updatedAt: NOW });
    const next = await w.prepare.execute(admin, 'f22');
    expect(next).to.deep.equal({ campeonatoId: 'f23', nombreCampeonato: 'Copa Fórmulas 2023', serieId: 's', temporada: 2023, carreras: 1, prioridadHasta: '2022-12-08T18:00:00.000Z', avisados: 1 });
    const [championship, race] = w.made;
    expect(championship!.fields).to.deep.include({ fechaInicio: '2023-03-31T00:00:00.000Z', fechaFin: '2023-04-07T00:00:00.000Z', precio: 350, participantesMaximos: 24, requiereAprobacion: true, reglas: 'Sin contacto.' });
    // The licence and iRating requirements carry over with the rules (docs/adr/0037).
    expect(championship!.fields).to.deep.include({ categoriaLicencia: 'formula_car', licenciaMinima: 'C', iratingMinimo: null, iratingMaximo: 3000 });
    expect(championship!.image?.toString()).to.equal('/uploads/covers/portada.png');
    expect(race!.fields).to.deep.include({ campeonato: 'f23', fechaInicio: '2023-04-08T00:00:00.000Z', horaInicio: '20:00', videos: [] });
    expect(w.copied).to.deep.equal(['reglamento f22→f23', 'inscripciones f22→f23']);
    expect(w.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['vera@pista.test', 'Tu lugar en Copa Fórmulas 2023: inscripción prioritaria']]);
    expect(w.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.objetoNombre, Object.fromEntries(e.cambios.map((c) => [c.campo, c.despues]))])).to.deep.equal([
      ['admin-1', 'temporada.siguiente', 'f23', 'Copa Fórmulas 2023', { avisados: 1, desde: 'f22', prioridadHasta: '2022-12-08T18:00:00.000Z', serieId: 's', temporada: 2023 }],
    ]);
    expect((await refusal(w.prepare.execute(admin, 'f22'))).message).to.equal('La serie ya tiene la Temporada 2023.');

    // The window: the last edition's drivers may enter; others only once it is over.
    const deps = { series: w.series, drivers: w.drivers, clock: w.clock };
    await assertMayEnter(deps, 'f23', 'vera');
    expect((await refusal(assertMayEnter(deps, 'f23', 'nico'))).message).to.equal('Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el 8 de diciembre de 2022 a las 12:00 (hora del centro de México); a partir de entonces podrás inscribirte.');
    await assertMayEnter(deps, 'f22', 'nico');
    w.clock.set(new Date('2022-12-08T18:00:00.000Z'));
    await assertMayEnter(deps, 'f23', 'nico');
  });

  it('refuses a championship in no series and non-admins', async () => {
    const w = world();
    expect((await refusal(w.prepare.execute(admin, 'f22'))).code).to.equal('WITHOUT_SERIES');
    expect((await refusal(w.prepare.execute({ id: 'x', rol: 'user', suspendido: false }, 'f22'))).code).to.equal('ADMIN_ONLY');
    expect(w.made).to.deep.equal([]);
  });

  it('is one step: a failure half-way leaves no edition, no mail and no copied file, and the same request sent at once makes one edition', async () => {
    const w = world();
    await w.series.insert({ id: 's', nombre: 'Copa Fórmulas', categoria: 'Fórmulas', descripcion: '', logoUrl: null, createdAt: NOW, updatedAt: NOW });
    await w.series.saveEdition({ campeonatoId: 'f22', serieId: 's', temporada: 2022, diasPrioridad: 7, prioridadHasta: null, createdAt: NOW, updatedAt: NOW });
    w.fail.at = 'reglamento';
    const failed = await w.prepare.execute(admin, 'f22').then(() => null, (err: Error) => err);
    expect(failed?.message).to.equal('el disco se llenó');
    expect([await w.series.findEdition('s', 2023), w.outbox.queued, w.storage.files.size]).to.deep.equal([null, [], 0]);

    w.fail.at = '';
    const answers = await Promise.allSettled([1, 2, 3].map(() => w.prepare.execute(admin, 'f22')));
    expect(answers.filter((a) => a.status === 'fulfilled')).to.have.length(1);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as DomainError] : []));
    expect(refused.map((e) => [e.code, e.message])).to.deep.equal([
      ['NEXT_EDITION_EXISTS', 'La serie ya tiene la Temporada 2023.'],
      ['NEXT_EDITION_EXISTS', 'La serie ya tiene la Temporada 2023.'],
    ]);
    expect(w.outbox.queued).to.have.length(1);
    expect(w.storage.files.size).to.equal(2);
  });
});
