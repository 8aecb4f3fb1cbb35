import { expect } from 'chai';
import { NewsReader } from '../../../src/modules/notifications/adapters/sources/news-reader.js';
import { ReminderCandidateReader } from '../../../src/modules/notifications/adapters/sources/reminder-candidates.js';
import { MemoryNotificationRecords, MemorySources } from '../../support/in-memory/notifications.js';

const SINCE = '2026-03-01T00:00:00.000Z';
const NOW = '2026-04-05T12:00:00.000Z';

function news(mentioned: readonly string[] = ['ana', 'beto']) {
  const sources = new MemorySources();
  const records = new MemoryNotificationRecords();
  const reader = new NewsReader({
    mentions: { allowedAmong: async (ids) => new Set(ids.filter((id) => mentioned.includes(id))) },
    championships: sources.championshipSource(),
    singleEvents: sources.singleEventSource(),
    results: sources,
    decisions: sources,
    drivers: sources,
    announced: records,
  });
  return { sources, records, reader };
}

const championship = (id: string, createdAt: string) => ({
  id,
  nombreCampeonato: `Copa ${id}`,
  categoria: 'GT3',
  detallesCampeonato: '',
  fechaInicio: '2026-04-01',
  fechaFin: '2026-06-01',
  participantesMaximos: 20,
  precioCentavos: 0,
  createdAt,
});

const decision = (reportId: string, fields: Partial<{ campeonatoId: string | null; carreraId: string | null; reporterId: string | null; reportedId: string | null }> = {}) => ({
  reportId,
  numeroReporte: 1,
  aprobado: true,
  explicacion: 'Contacto evitable.',
  decididoAt: '2026-04-05T10:00:00.000Z',
  campeonatoId: 'copa',
  carreraId: 'r1',
  reporterId: 'ana',
  reportedId: 'beto',
  penalty: null,
  ...fields,
});

describe('Notifications reads its news through the owners’ ports, in memory', () => {
  it('leaves out what is older than `since` and what already has an outbox row', async () => {
    const { sources, records, reader } = news();
    sources.championships = [championship('vieja', '2026-02-01T00:00:00.000Z'), championship('anunciada', '2026-03-02T00:00:00.000Z'), championship('nueva', '2026-03-03T00:00:00.000Z')];
    records.claves.add('campeonato:anunciada');
    expect((await reader.championships(SINCE)).map((c) => c.id)).to.deep.equal(['nueva']);
  });

  it('names results by their race and championship, with one lookup for every event left', async () => {
    const { sources, records, reader } = news();
    sources.races = [{ id: 'r1', circuito: 'Monza', campeonatoId: 'copa', nombreCampeonato: 'Copa Volcán' }];
    const event = (subsessionId: string, carreraId: string | null) => ({
      id: `e${subsessionId}`,
      subsessionId,
      sessionName: `Sesión ${subsessionId}`,
      trackName: 'Monza',
      trackConfig: null,
      startTime: '2026-04-05T02:00:00.000Z',
      publishedAt: '2026-04-05T04:00:00.000Z',
      carreraId,
      importedAt: '2026-04-05T03:00:00.000Z',
    });
    sources.results = [event('1', 'r1'), event('2', null), event('3', 'r1'), event('4', 'r1')];
    records.claves.add('resultados:4');
    const found = await reader.publishedResults(SINCE, NOW);
    expect(found.map((r) => [r.subsessionId, r.campeonato, r.circuito])).to.deep.equal([
      ['1', 'Copa Volcán', 'Monza'],
      ['2', null, null],
      ['3', 'Copa Volcán', 'Monza'],
    ]);
    expect(found[0]).to.not.have.property('carreraId');
    expect(sources.calls.count('raceLabels')).to.equal(1);
  });

  it('names the drivers and the championship of each decision in one batch each, «Piloto» for an account it cannot find', async () => {
    const { sources, reader } = news();
    sources.championships = [championship('copa', '2026-02-01T00:00:00.000Z')];
    sources.races = [{ id: 'r1', circuito: 'Monza', campeonatoId: 'copa', nombreCampeonato: 'Copa copa' }];
    sources.drivers = [
      { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', deleted: false },
      { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test', deleted: false },
    ];
    sources.decisionList = [decision('d1'), decision('d2', { reporterId: 'beto', reportedId: 'borrado', campeonatoId: null, carreraId: null })];
    const found = await reader.decisions(SINCE);
    expect(found.map((d) => [d.reportId, d.campeonato, d.circuito, d.reporter, d.reported])).to.deep.equal([
      ['d1', 'Copa copa', 'Monza', 'Ana Ruiz', 'Beto Luna'],
      ['d2', null, null, 'Beto Luna', 'Piloto'],
    ]);
    expect([sources.calls.count('describe'), sources.calls.count('summaries'), sources.calls.count('raceLabels')]).to.deep.equal([1, 1, 1]);
  });

  it('names on Discord only the drivers who allowed it, «Piloto» for the others and for a cancelled account', async () => {
    const { sources, reader } = news(['beto', 'ciro']);
    sources.drivers = [
      { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', deleted: false },
      { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test', deleted: false },
      { id: 'ciro', nombre: 'Ciro', apellido: 'Mena', email: 'ciro@ejemplo.test', deleted: false, blocked: true },
    ];
    sources.decisionList = [decision('d1', { reporterId: 'ana', reportedId: 'beto', campeonatoId: null, carreraId: null }), decision('d2', { reporterId: 'ciro', reportedId: 'beto', campeonatoId: null, carreraId: null })];
    const found = await reader.decisions(SINCE);
    expect(found.map((d) => [d.reportId, d.reporter, d.reported])).to.deep.equal([
      ['d1', 'Piloto', 'Beto Luna'],
      ['d2', 'Piloto', 'Beto Luna'],
    ]);
  });

  it('asks nothing more when every decision was announced', async () => {
    const { sources, records, reader } = news();
    sources.decisionList = [decision('d1')];
    records.claves.add('decision:d1');
    expect(await reader.decisions(SINCE)).to.deep.equal([]);
    expect(sources.calls.made).to.deep.equal([]);
  });
});

describe('Notifications finds the drivers to remind through the owners’ ports, in memory', () => {
  function reminders(suspended: Array<{ carreraId: string; userId: string }> = []) {
    const sources = new MemorySources();
    const records = new MemoryNotificationRecords();
    const suspensions = { suspendedIn: async (campeonatoId: string) => (campeonatoId === 'copa' ? suspended : []) };
    const reader = new ReminderCandidateReader({ championships: sources.championshipSource(), singleEvents: sources.singleEventSource(), drivers: sources, filters: records, suspensions });
    sources.drivers = [
      { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test', deleted: false },
      { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test', deleted: false },
      { id: 'caro', nombre: 'Usuario', apellido: 'eliminado', email: 'eliminado-caro@ejemplo.invalid', deleted: true },
    ];
    sources.upcomingRaces = [{ id: 'r1', circuito: 'Monza', campeonatoId: 'copa', nombreCampeonato: 'Copa Volcán', fechaInicio: '2026-04-04', horaInicio: '20:00', entrantIds: ['ana', 'beto', 'caro'] }];
    sources.upcomingEvents = [{ id: 'ev1', nombre: 'Noche libre', fechaInicio: '2026-04-04', horaInicio: '19:30', participantIds: ['ana', 'beto'] }];
    return { sources, records, reader };
  }

  it('skips a driver suspended from the race (licence points), and reminds him of the free event', async () => {
    const { reader } = reminders([{ carreraId: 'r1', userId: 'beto' }]);
    const found = await reader.between('2026-04-03', '2026-04-05');
    expect(found.map((c) => [c.competicionId, c.userId])).to.deep.equal([
      ['r1', 'ana'],
      ['ev1', 'ana'],
      ['ev1', 'beto'],
    ]);
  });

  it('reminds each live entrant of each race and event, with their address and first name', async () => {
    const { reader, sources } = reminders();
    const found = await reader.between('2026-04-03', '2026-04-05');
    expect(found.map((c) => [c.tipo, c.competicionId, c.userId, c.email, c.nombrePiloto, c.campeonato])).to.deep.equal([
      ['carrera', 'r1', 'ana', 'ana@ejemplo.test', 'Ana', 'Copa Volcán'],
      ['carrera', 'r1', 'beto', 'beto@ejemplo.test', 'Beto', 'Copa Volcán'],
      ['evento', 'ev1', 'ana', 'ana@ejemplo.test', 'Ana', null],
      ['evento', 'ev1', 'beto', 'beto@ejemplo.test', 'Beto', null],
    ]);
    expect(sources.calls.count('describe')).to.equal(1);
  });

  it('leaves out a driver who turned reminders off, and one already reminded of that race only', async () => {
    const { reader, records } = reminders();
    records.off.add('beto');
    records.sent.add('carrera:r1:ana');
    const found = await reader.between('2026-04-03', '2026-04-05');
    expect(found.map((c) => [c.competicionId, c.userId])).to.deep.equal([['ev1', 'ana']]);
  });

  it('asks identity nothing when nobody is entered', async () => {
    const { reader, sources } = reminders();
    sources.upcomingRaces = [];
    sources.upcomingEvents = [{ id: 'ev1', nombre: 'Noche libre', fechaInicio: '2026-04-04', horaInicio: null, participantIds: [] }];
    expect(await reader.between('2026-04-03', '2026-04-05')).to.deep.equal([]);
    expect(sources.calls.made).to.deep.equal([]);
  });
});
