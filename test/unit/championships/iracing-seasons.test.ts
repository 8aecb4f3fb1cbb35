import { expect } from 'chai';
import { IracingSeasons } from '../../../src/modules/championships/application/iracing-seasons.js';
import { aChampionship, MemoryChampionships, MemoryRaces } from '../../support/in-memory/championships.js';

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
