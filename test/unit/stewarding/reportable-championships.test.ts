import { expect } from 'chai';
import { REPORTABLE_CHAMPIONSHIPS_PAGE } from '../../../src/contracts/stewarding.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ListReportableChampionships } from '../../../src/modules/stewarding/application/list-reportable-championships.use-case.js';
import { LOST_PAGE } from '../../../src/platform/keyset.js';
import { MemoryCompetitions } from '../../support/in-memory/stewarding.js';
import { refusal } from '../../support/refusal.js';

const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'jefa', rol: 'admin', suspendido: false };

/** Copa (2026) and GT (2025) with Ana in both, Ajena (2026) with Beto only; Copa's races given out of order. */
function league() {
  return new MemoryCompetitions({
    championships: [
      { id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72, fechaInicio: '2026-03-01T00:00:00.000Z' },
      { id: 'gt', nombreCampeonato: 'GT', plazoReportesHoras: 24, fechaInicio: '2025-03-01T00:00:00.000Z' },
      { id: 'ajena', nombreCampeonato: 'Copa Ajena', plazoReportesHoras: 24, fechaInicio: '2026-03-01T00:00:00.000Z' },
    ],
    races: [
      { id: 'r2', campeonatoId: 'copa', circuito: 'Spa', fechaInicio: '2026-04-20T00:00:00.000Z', inicio: '2026-04-20T02:00:00.000Z' },
      { id: 'r1', campeonatoId: 'copa', circuito: 'Monza', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-01T02:00:00.000Z' },
      { id: 'g1', campeonatoId: 'gt', circuito: 'Suzuka', fechaInicio: '2025-04-01T00:00:00.000Z', inicio: '2025-04-01T02:00:00.000Z' },
      { id: 'a1', campeonatoId: 'ajena', circuito: 'Óvalo Ajeno', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-01T02:00:00.000Z' },
    ],
    enrolled: [
      { campeonatoId: 'copa', userId: 'ana' },
      { campeonatoId: 'gt', userId: 'ana' },
      { campeonatoId: 'ajena', userId: 'beto' },
    ],
  });
}

describe('The report form’s championships, over stores in memory', () => {
  it('offers a driver only the championships he is entered in, the latest first, each with its races in the calendar’s order', async () => {
    const competitions = league();
    const answer = await new ListReportableChampionships({ competitions }).execute(driver('ana'));
    expect(answer).to.deep.equal({
      data: [
        {
          id: 'copa',
          nombreCampeonato: 'Copa Bajío',
          carreras: [
            { id: 'r1', circuito: 'Monza', inicio: '2026-04-01T02:00:00.000Z' },
            { id: 'r2', circuito: 'Spa', inicio: '2026-04-20T02:00:00.000Z' },
          ],
        },
        { id: 'gt', nombreCampeonato: 'GT', carreras: [{ id: 'g1', circuito: 'Suzuka', inicio: '2025-04-01T02:00:00.000Z' }] },
      ],
      siguiente: null,
    });
    expect((await new ListReportableChampionships({ competitions }).execute(driver('beto'))).data.map((c) => c.id)).to.deep.equal(['ajena']);
    expect((await new ListReportableChampionships({ competitions }).execute(driver('lalo'))).data).to.deep.equal([]);
  });

  it('offers an admin every championship, since an admin files for anyone (ties on the start go by name, backwards)', async () => {
    const answer = await new ListReportableChampionships({ competitions: league() }).execute(admin);
    expect(answer.data.map((c) => c.id)).to.deep.equal(['copa', 'ajena', 'gt']);
  });

  it('walks a long history by place, a page and one at a time, with ties on the start, never reading more than a page and one', async () => {
    const count = REPORTABLE_CHAMPIONSHIPS_PAGE * 2 + 5;
    // Three championships a start day, named so that name and id orders disagree.
    const championships = Array.from({ length: count }, (_, i) => ({
      id: `c${String(i).padStart(3, '0')}`,
      nombreCampeonato: `Copa ${String.fromCharCode(90 - (i % 3))}`,
      plazoReportesHoras: 24,
      fechaInicio: `${2000 + Math.floor(i / 3)}-03-01T00:00:00.000Z`,
    }));
    const competitions = new MemoryCompetitions({ championships, races: [], enrolled: championships.map((c) => ({ campeonatoId: c.id, userId: 'ana' })) });
    const list = new ListReportableChampionships({ competitions });
    const seen: string[] = [];
    let despues: string | undefined;
    let pages = 0;
    do {
      const before = competitions.enteredRows;
      const page = await list.execute(driver('ana'), despues);
      expect(competitions.enteredRows - before, 'rows read for one page').to.be.at.most(REPORTABLE_CHAMPIONSHIPS_PAGE + 1);
      expect(page.data.length).to.be.at.most(REPORTABLE_CHAMPIONSHIPS_PAGE);
      seen.push(...page.data.map((c) => c.id));
      despues = page.siguiente ?? undefined;
      pages += 1;
    } while (despues !== undefined);
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = [...championships].sort((a, b) => cmp(b.fechaInicio, a.fechaInicio) || cmp(b.nombreCampeonato, a.nombreCampeonato) || cmp(b.id, a.id)).map((c) => c.id);
    expect([pages, seen]).to.deep.equal([3, expected]);
  });

  it('refuses a place no page gave, in Spanish, naming despues', async () => {
    const list = new ListReportableChampionships({ competitions: league() });
    const bad = ['%%%', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["no es fecha","a","b"]').toString('base64url'), Buffer.from('["2026-01-01","a"]').toString('base64url'), ['a', 'b']];
    for (const despues of bad) {
      const error = await refusal(list.execute(driver('ana'), despues));
      expect([error.code, error.message, (error as { errors?: Record<string, string> }).errors], String(despues)).to.deep.equal(['VALIDATION_ERROR', LOST_PAGE, { despues: LOST_PAGE }]);
    }
  });
});
