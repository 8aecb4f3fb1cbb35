import { expect } from 'chai';
import { ManualClock } from '../../../src/platform/clock.js';
import { GetStandings, type ScoredSessions } from '../../../src/modules/standings/index.js';

type Session = Awaited<ReturnType<ScoredSessions['forRaces']>>[number];

/** GetStandings over stores in memory that count how often the standings are computed. */
function standingsWith(options: { sessions?: Session[] } = {}) {
  const clock = new ManualClock(new Date('2026-05-01T12:00:00.000Z'));
  const state = { version: 'v1', computed: 0 };
  const useCase = new GetStandings({
    configs: { find: async () => null, save: async () => undefined },
    calendar: {
      racesOf: async (campeonatoId: string) => {
        state.computed += 1;
        if (campeonatoId === 'no-existe') throw new Error('Campeonato no encontrado');
        return [{ id: 'carrera-1' }];
      },
    },
    sessions: { forRaces: async () => options.sessions ?? [] },
    penalties: { penaltiesOf: async () => [] },
    suspensions: { suspendedIn: async () => [] },
    accounts: { findByIracingIds: async () => [], findByUserIds: async () => [] },
    version: { current: async () => state.version },
    closedSeasons: { assertOpen: async () => undefined, finalTable: async () => null },
    clock,
  });
  return { useCase, state, clock };
}

const ADMIN = { id: 'admin-1', rol: 'admin' as const, suspendido: false };

describe('GetStandings keeps computed answers (docs/adr/0014)', () => {
  it('computes once while the stored version stays, and again when it changes', async () => {
    const { useCase, state } = standingsWith();
    await useCase.execute(null, 'campeonato-1', {});
    await useCase.json(null, 'campeonato-1', { clase: 'GT3' });
    await useCase.execute(null, 'campeonato-1', { eventos: 'true' });
    expect(state.computed).to.equal(1);
    state.version = 'v2';
    await useCase.execute(null, 'campeonato-1', {});
    expect(state.computed).to.equal(2);
    // Another cut (hastaRonda) is its own answer.
    await useCase.execute(null, 'campeonato-1', { hastaRonda: '1' });
    expect(state.computed).to.equal(3);
  });

  it("keeps the public's and the admins' answers apart", async () => {
    const { useCase, state } = standingsWith();
    await useCase.execute(ADMIN, 'campeonato-1', {});
    await useCase.execute(null, 'campeonato-1', {});
    expect(state.computed).to.equal(2);
    await useCase.execute(ADMIN, 'campeonato-1', {});
    await useCase.execute(null, 'campeonato-1', {});
    expect(state.computed).to.equal(2);
  });

  it('computes the public answer again once the next event is published, the admins’ not', async () => {
    const publishedAt = '2026-05-01T13:00:00.000Z';
    const unpublished = { carreraId: 'carrera-1', sesion: 1, published: false, publishedAt, phases: [] } as unknown as Session;
    const { useCase, state, clock } = standingsWith({ sessions: [unpublished] });
    await useCase.execute(null, 'campeonato-1', {});
    await useCase.execute(ADMIN, 'campeonato-1', {});
    clock.set('2026-05-01T12:59:59.000Z');
    await useCase.execute(null, 'campeonato-1', {});
    expect(state.computed).to.equal(2);
    clock.set(publishedAt);
    await useCase.execute(null, 'campeonato-1', {});
    await useCase.execute(ADMIN, 'campeonato-1', {});
    expect(state.computed).to.equal(3);
  });

  it('keeps at most 100 answers, dropping the least recently used', async () => {
    const { useCase, state } = standingsWith();
    for (let i = 0; i < 100; i++) await useCase.execute(null, `campeonato-${i}`, {});
    // The first is used again, so the second is now the oldest.
    await useCase.execute(null, 'campeonato-0', {});
    await useCase.execute(null, 'campeonato-100', {});
    expect(state.computed).to.equal(101);
    await useCase.execute(null, 'campeonato-0', {});
    expect(state.computed).to.equal(101);
    await useCase.execute(null, 'campeonato-1', {});
    expect(state.computed).to.equal(102);
  });

  it('keeps nothing for a refused call: an unknown championship is looked up again', async () => {
    const { useCase, state } = standingsWith();
    for (let i = 0; i < 2; i++) {
      const refused = await useCase.execute(null, 'no-existe', {}).then(
        () => null,
        (err: Error) => err,
      );
      expect(refused?.message).to.equal('Campeonato no encontrado');
    }
    expect(state.computed).to.equal(2);
  });
});
