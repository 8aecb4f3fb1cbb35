import { expect } from 'chai';
import { MY_REPORTS_PAGE } from '../../../src/contracts/stewarding.contract.js';
import type { MyReportsList } from '../../../src/contracts/stewarding.views.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { MoreOfMyReports, MyReports } from '../../../src/modules/stewarding/application/my-reports.use-case.js';
import type { Report } from '../../../src/modules/stewarding/domain/report.entity.js';
import { statusOf } from '../../../src/platform/errors.js';
import { LOST_PAGE } from '../../../src/platform/keyset.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports } from '../../support/in-memory/stewarding.js';
import { refusal } from '../../support/refusal.js';

const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });

/**
 * Ana's long history: `filed` reports by her against Beto and `against` by Beto about her, three to an
 * instant (so the number breaks the ties), numbered so that filing order and number order disagree;
 * and Caro's, which must never show in Ana's lists.
 */
async function league(filed: number, against: number) {
  const reports = new MemoryReports();
  let numero = 0;
  const report = (reporterId: string, reportedId: string, i: number): Report => {
    numero += 1;
    return {
      id: `rep-${numero}`,
      numeroReporte: numero,
      campeonatoId: 'copa',
      carreraId: 'r1',
      reporterId,
      reportedId,
      vuelta: 1 + (i % 30),
      heat: null,
      descripcion: 'Contacto en la curva 1.',
      capturas: [],
      videos: [],
      estado: 'pendiente',
      createdAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString(),
    };
  };
  for (let i = 0; i < Math.max(filed, against); i++) {
    if (i < filed) await reports.insert(report('ana', 'beto', i));
    if (i < against) await reports.insert(report('beto', 'ana', i));
    await reports.insert(report('caro', 'dani', i));
  }
  const deps = {
    reports,
    competitions: new MemoryCompetitions({
      championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }],
      races: [{ id: 'r1', campeonatoId: 'copa', circuito: 'Monza', fechaInicio: '2020-01-01T00:00:00.000Z', inicio: '2020-01-01T02:00:00.000Z' }],
      enrolled: [],
    }),
    drivers: new MemoryDrivers([
      { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@e.test' },
      { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@e.test' },
    ]),
    panels: new MemoryPanelSettings(),
  };
  return { reports, first: new MyReports(deps), more: new MoreOfMyReports(deps) };
}

/** Every report of one list of Ana's, newest first, as the store holds them. */
function wholeList(reports: MemoryReports, list: MyReportsList): number[] {
  return [...reports.reports.rows.values()]
    .filter((r) => (list === 'presentados' ? r.reporterId === 'ana' : r.reportedId === 'ana'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.numeroReporte - a.numeroReporte)
    .map((r) => r.numeroReporte);
}

describe('A driver’s own reports by pages, over stores in memory', () => {
  it('answers the first page of each list, how many each holds and where each goes on, reading a page and one of each', async () => {
    const { reports, first } = await league(MY_REPORTS_PAGE.size * 3 + 4, MY_REPORTS_PAGE.size - 1);
    const answer = await first.execute(driver('ana'));
    expect(reports.involvingRows, 'rows read').to.equal(MY_REPORTS_PAGE.size + 1 + MY_REPORTS_PAGE.size - 1);
    expect(answer.presentados.map((r) => r.numeroReporte)).to.deep.equal(wholeList(reports, 'presentados').slice(0, MY_REPORTS_PAGE.size));
    expect(answer.enMiContra.map((r) => r.numeroReporte)).to.deep.equal(wholeList(reports, 'en-mi-contra'));
    expect(answer.presentados.every((r) => r.usuario?.id === 'ana' && r.usuarioDenunciado?.id === 'beto')).to.equal(true);
    expect(answer.total).to.deep.equal({ presentados: MY_REPORTS_PAGE.size * 3 + 4, enMiContra: MY_REPORTS_PAGE.size - 1 });
    expect(answer.siguiente.presentados).to.be.a('string');
    expect(answer.siguiente.enMiContra).to.equal(null);
  });

  it('walks each list to its end by place with ties on the instant, every report once, never reading more than a page and one', async () => {
    const { reports, first, more } = await league(MY_REPORTS_PAGE.size * 2 + 7, MY_REPORTS_PAGE.size * 3);
    const start = await first.execute(driver('ana'));
    for (const [list, shown, next] of [
      ['presentados', start.presentados, start.siguiente.presentados],
      ['en-mi-contra', start.enMiContra, start.siguiente.enMiContra],
    ] as const) {
      const seen = shown.map((r) => r.numeroReporte);
      let despues = next;
      let pages = 1;
      while (despues !== null) {
        const before = reports.involvingRows;
        const page = await more.execute(driver('ana'), list, { despues });
        expect(reports.involvingRows - before, `rows read for one page of ${list}`).to.be.at.most(MY_REPORTS_PAGE.size + 1);
        expect(page.data.length).to.be.within(1, MY_REPORTS_PAGE.size);
        seen.push(...page.data.map((r) => r.numeroReporte));
        despues = page.siguiente;
        pages += 1;
      }
      expect(seen, list).to.deep.equal(wholeList(reports, list));
      expect(pages).to.equal(Math.ceil(seen.length / MY_REPORTS_PAGE.size));
    }
  });

  it('pages by the size asked, up to the bound, and refuses a larger one or one that is not a whole number in Spanish', async () => {
    const { first, more } = await league(60, 3);
    const small = await first.execute(driver('ana'), { limite: '5' });
    expect([small.presentados.length, small.enMiContra.length]).to.deep.equal([5, 3]);
    const next = await more.execute(driver('ana'), 'presentados', { despues: small.siguiente.presentados, limite: 50 });
    expect(next.data.length).to.equal(50);
    expect(next.data[0]!.numeroReporte).to.be.below(small.presentados[4]!.numeroReporte);
    for (const limite of ['51', 0, '-1', '2.5', 'veinte', 1000]) {
      const refused = await refusal(first.execute(driver('ana'), { limite }));
      expect([statusOf(refused), refused.message, refused.errors]).to.deep.equal([400, 'Se muestran de 1 a 50 reportes por página', { limite: 'Se muestran de 1 a 50 reportes por página' }]);
      expect((await refusal(more.execute(driver('ana'), 'en-mi-contra', { limite }))).message).to.equal('Se muestran de 1 a 50 reportes por página');
    }
  });

  it('refuses a place no page gave with the list’s Spanish message, and keeps another driver’s reports out of a place borrowed from them', async () => {
    const { first, more } = await league(30, 30);
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const despues of ['basura', made(['no es fecha', 3]), made(['2020-01-01T00:00:00.000Z', 'tres']), made(['2020-01-01T00:00:00.000Z']), 'x'.repeat(201), ['a', 'b']]) {
      const refused = await refusal(more.execute(driver('ana'), 'presentados', { despues }));
      expect([statusOf(refused), refused.message, refused.errors]).to.deep.equal([400, LOST_PAGE, { despues: LOST_PAGE }]);
    }
    // Caro's lists start empty whatever place she is handed: a place is only where to start, never whose.
    const anas = (await first.execute(driver('ana'))).siguiente.presentados!;
    expect((await more.execute(driver('caro'), 'en-mi-contra', { despues: anas })).data).to.deep.equal([]);
    expect((await more.execute(driver('caro'), 'presentados', { despues: anas })).data.every((r) => r.usuario?.id !== 'ana')).to.equal(true);
  });

  it('answers empty lists for a driver with no reports, and a list asked without a place from its start', async () => {
    const { first, more } = await league(25, 0);
    expect(await first.execute(driver('lalo'))).to.deep.equal({ presentados: [], enMiContra: [], total: { presentados: 0, enMiContra: 0 }, siguiente: { presentados: null, enMiContra: null } });
    const fromStart = await more.execute(driver('ana'), 'presentados');
    expect(fromStart.data.map((r) => r.numeroReporte)).to.deep.equal((await first.execute(driver('ana'))).presentados.map((r) => r.numeroReporte));
  });
});
