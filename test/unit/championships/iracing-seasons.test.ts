import { expect } from 'chai';
import { IracingSeasons } from '../../../src/modules/championships/application/iracing-seasons.js';
import { aChampionship, aRace, MemoryChampionships, MemoryRaces } from '../../support/in-memory/championships.js';

describe('The championships the iRacing panel names (IracingSeasons.linkedAmong)', () => {
  async function seasons() {
    const championships = new MemoryChampionships();
    await championships.insert(aChampionship({ id: 'norte', nombreCampeonato: 'Copa Norte', iracingLigaId: 101, iracingTemporadaId: 5 }));
    await championships.insert(aChampionship({ id: 'sur', nombreCampeonato: 'Copa Sur', iracingLigaId: 102, iracingTemporadaId: 6 }));
    await championships.insert(aChampionship({ id: 'sin-temporada', nombreCampeonato: 'Copa Suelta', iracingLigaId: 103, iracingTemporadaId: null }));
    const asked: Array<readonly string[]> = [];
    const listAmong = championships.listAmong.bind(championships);
    championships.listAmong = (ids) => {
      asked.push(ids);
      return listAmong(ids);
    };
    return { asked, iracing: new IracingSeasons({ championships, races: new MemoryRaces() }) };
  }

  it('answers, of the championships asked about, those naming a league and a season, with their names', async () => {
    const { asked, iracing } = await seasons();
    expect(await iracing.linkedAmong(['sur', 'sin-temporada', 'borrado'])).to.deep.equal([{ id: 'sur', nombreCampeonato: 'Copa Sur' }]);
    expect(asked).to.deep.equal([['sur', 'sin-temporada', 'borrado']]);
  });

  it('reads nothing when asked about none', async () => {
    const { asked, iracing } = await seasons();
    expect(await iracing.linkedAmong([])).to.deep.equal([]);
    expect(asked).to.deep.equal([]);
  });
});

describe("The championships the scheduler's iRacing pass reads (IracingSeasons.linkedRacingSince)", () => {
  it('answers the linked championships with a race from the day before the instant on, with all their races, asking only about the championships racing from then on', async () => {
    const championships = new MemoryChampionships();
    const races = new MemoryRaces();
    const linked = { iracingLigaId: 101, iracingTemporadaId: 5 };
    await championships.insert(aChampionship({ id: 'actual', nombreCampeonato: 'Copa Actual', ...linked }));
    await championships.insert(aChampionship({ id: 'vieja', nombreCampeonato: 'Copa 2024', ...linked }));
    await championships.insert(aChampionship({ id: 'limite', nombreCampeonato: 'Copa Límite', ...linked }));
    await championships.insert(aChampionship({ id: 'suelta', nombreCampeonato: 'Copa Suelta', iracingLigaId: null, iracingTemporadaId: null }));
    const add = (id: string, campeonatoId: string, day: string) => races.insert(aRace({ id, campeonatoId, circuito: id, fechaInicio: `${day}T00:00:00.000Z`, horaInicio: '20:00' }));
    await add('a1', 'actual', '2026-03-01');
    await add('a2', 'actual', '2026-04-05');
    await add('a3', 'actual', '2026-04-19');
    await add('v1', 'vieja', '2024-04-01');
    // The Mexico City day before the instant's: within the margin.
    await add('l1', 'limite', '2026-04-02');
    await add('s1', 'suelta', '2026-04-05');
    const asked: Array<readonly string[]> = [];
    const listAmong = championships.listAmong.bind(championships);
    championships.listAmong = (ids) => {
      asked.push([...ids].sort());
      return listAmong(ids);
    };
    const iracing = new IracingSeasons({ championships, races });
    // 3 April 2026, 12:00 in Mexico City.
    const found = await iracing.linkedRacingSince(new Date('2026-04-03T18:00:00.000Z'));
    expect(found.map((c) => c.id).sort()).to.deep.equal(['actual', 'limite']);
    expect(found.find((c) => c.id === 'actual')!.carreras.map((r) => r.id)).to.deep.equal(['a1', 'a2', 'a3']);
    // Only the championships racing from that day on are asked about, by id.
    expect(races.startingFromAsked).to.deep.equal(['2026-04-02']);
    expect(asked).to.deep.equal([['actual', 'limite', 'suelta']]);
  });
});
