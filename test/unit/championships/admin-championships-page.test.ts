import { expect } from 'chai';
import { ListAdminChampionships } from '../../../src/modules/championships/application/list-admin-championships.use-case.js';
import { ListChampionships } from '../../../src/modules/championships/application/list-championships.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryEnrolments, MemoryRaces, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { MemoryPayments } from '../../support/in-memory/payments.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };

describe("The admin's championships, a page at a time (ListAdminChampionships)", () => {
  /** Ten seasons of three series (GT3, Fórmula, Resistencia) and one championship outside any series. */
  async function league() {
    const championships = new MemoryChampionships();
    const races = new MemoryRaces();
    const enrolments = new MemoryEnrolments();
    const series = new Map<string, string[]>([
      ['Serie Volcán', []],
      ['Serie Pacífico', []],
      ['Serie Sierra', []],
    ]);
    const names = ['Copa Volcán GT3', 'Fórmula Pacífico', 'Resistencia Sierra'];
    const categories = ['GT3', 'Fórmulas', 'Resistencia'];
    for (let year = 2017; year <= 2026; year++) {
      for (let i = 0; i < 3; i++) {
        const id = `c-${year}-${i}`;
        await championships.insert(aChampionship({ id, nombreCampeonato: `${names[i]} ${year}`, categoria: categories[i], fechaInicio: `${year}-0${i + 2}-01T00:00:00.000Z`, fechaFin: `${year}-11-30T00:00:00.000Z` }));
        [...series.values()][i].push(id);
      }
    }
    await championships.insert(aChampionship({ id: 'especial', nombreCampeonato: 'Carrera de las Estrellas', categoria: 'Exhibición', fechaInicio: '2019-12-01T00:00:00.000Z', fechaFin: '2019-12-01T00:00:00.000Z' }));
    await races.insert(aRace({ id: 'r1', campeonatoId: 'c-2026-0' }));
    await enrolments.insert({ id: 'e1', campeonatoId: 'c-2026-0', userId: 'ana', createdAt: '2026-01-10T00:00:00.000Z' } as never);
    championships.pastEditionIds = new Set([...series.values()].flatMap((ids) => ids.slice(0, -1)));
    const seasons = { closedAmong: async () => new Set<string>() };
    const editions = {
      editionsMatching: async (text: string) => [...series.entries()].filter(([name]) => name.toLowerCase().includes(text)).flatMap(([, ids]) => ids),
    };
    const deps = { championships, races, enrolments, payments: new MemoryPayments(), waitlist: new MemoryWaitlist(), clock: new ManualClock(new Date('2026-03-01T12:00:00.000Z')), seasons, editions };
    return { list: new ListAdminChampionships(deps), everyone: new ListChampionships(deps), championships };
  }

  it('answers the latest starts first, 20 a page, and the next page by place, until none is left', async () => {
    const { list } = await league();
    const first = await list.page(admin, {});
    expect(first.data).to.have.length(20);
    expect(first.data.slice(0, 4).map((c) => c.id)).to.deep.equal(['c-2026-2', 'c-2026-1', 'c-2026-0', 'c-2025-2']);
    // A page holds whole views, races and enrolments included.
    expect(first.data[2].carreras.map((r) => r.id)).to.deep.equal(['r1']);
    expect(first.data[2].participantesRegistrados).to.equal(1);
    const second = await list.page(admin, { despues: first.siguiente });
    expect(second.data.map((c) => c.id)).to.include('especial').and.to.have.length(11);
    expect(second.siguiente).to.equal(null);
    const all = [...first.data, ...second.data].map((c) => c.fechaInicio);
    expect(all).to.deep.equal([...all].sort().reverse());
    expect((await list.page(admin, { limite: '50' })).data.map((c) => c.id)).to.deep.equal([...first.data, ...second.data].map((c) => c.id));
  });

  it("gives everyone the same pages of every championship, without the admin's check, and refuses a size or place no page gave", async () => {
    const { list, everyone } = await league();
    const pages: string[][] = [];
    for (let despues: string | undefined, more = true; more; ) {
      const page = await everyone.page({ limite: '12', despues });
      pages.push(page.views.map((c) => c.id));
      despues = page.next ?? undefined;
      more = page.next !== null;
    }
    expect(pages.map((p) => p.length)).to.deep.equal([12, 12, 7]);
    expect(pages.flat()).to.deep.equal((await list.page(admin, { limite: '50' })).data.map((c) => c.id));
    expect((await everyone.page({})).views).to.have.length(20);
    const refusal = (query: { limite?: string; despues?: string }) => everyone.page(query).then(() => null, (e: unknown) => e as DomainError);
    expect((await refusal({ limite: '51' }))?.message).to.equal('Se muestran de 1 a 50 campeonatos por página');
    expect((await refusal({ despues: 'no-es-un-lugar' }))?.message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
  });

  it('says when time alone next changes a page: the first enrolment it shows open closing, or never', async () => {
    const { list, championships } = await league();
    await championships.insert(aChampionship({ id: 'cierra-antes', nombreCampeonato: 'Copa Relámpago', fechaInicio: '2026-02-15T00:00:00.000Z', fechaFin: '2026-03-10' }));
    const first = await list.read(admin, {});
    expect(first.answer.data.filter((c) => c.inscripcionAbierta).map((c) => c.id)).to.have.members(['c-2026-0', 'c-2026-1', 'c-2026-2', 'cierra-antes']);
    // A calendar day closes at the end of that day in Mexico City.
    expect(first.changesAt?.toISOString()).to.equal('2026-03-11T06:00:00.000Z');
    expect(first.answer).to.deep.equal(await list.page(admin, {}));
    const older = await list.read(admin, { despues: first.answer.siguiente });
    expect(older.answer.data.some((c) => c.inscripcionAbierta)).to.equal(false);
    expect(older.changesAt).to.equal(null);
    const err = await list.read(driver, {}).then(() => null, (e: unknown) => e as DomainError);
    expect(err, "refused").to.not.equal(null);
    expect(statusOf(err!)).to.equal(403);
  });

  it('searches the name, the category, the year it starts and its series, accents and case aside', async () => {
    const { list } = await league();
    const ids = async (q: string) => (await list.page(admin, { q })).data.map((c) => c.id);
    expect(await ids('FORMULA pacifico 2026')).to.deep.equal(['c-2026-1']);
    expect(await ids('fórmula PACÍFICO 2026')).to.deep.equal(['c-2026-1']);
    expect(await ids('Pacífico 2026')).to.deep.equal(['c-2026-1']);
    expect(await ids('exhibicion')).to.deep.equal(['especial']);
    expect(await ids('2019')).to.deep.equal(['especial', 'c-2019-2', 'c-2019-1', 'c-2019-0']);
    // 'Serie Sierra' is a series' name, not in any championship's name.
    expect(await ids('serie sierra')).to.have.length(10);
    // Every word must match, each in any field: a name and a year.
    expect(await ids('volcán 2019')).to.deep.equal(['c-2019-0']);
    expect(await ids('sierra 2019 exhibicion')).to.deep.equal([]);
    const found = await list.page(admin, { q: 'gt3', limite: '4' });
    expect(found.data.map((c) => c.id)).to.deep.equal(['c-2026-0', 'c-2025-0', 'c-2024-0', 'c-2023-0']);
    expect((await list.page(admin, { q: 'gt3', limite: '4', despues: found.siguiente })).data.map((c) => c.id)).to.deep.equal(['c-2022-0', 'c-2021-0', 'c-2020-0', 'c-2019-0']);
  });

  it('offers the pickers the current editions first when nothing is typed, the matches when something is, and one by id', async () => {
    const { list } = await league();
    const empty = await list.options(admin, { limite: '5' });
    expect(empty.data.map((c) => c.id)).to.deep.equal(['c-2026-2', 'c-2026-1', 'c-2026-0', 'especial', 'c-2025-2']);
    expect(empty.data.map((c) => c.vigente)).to.deep.equal([true, true, true, true, false]);
    expect(empty.data[2]).to.deep.include({ nombreCampeonato: 'Copa Volcán GT3 2026', participantesRegistrados: 1, participantesMaximos: 2 });
    expect((await list.options(admin, { q: 'volcan' })).data).to.have.length(10);
    expect((await list.options(admin, { q: 'volcan', limite: '3' })).data.map((c) => c.id)).to.deep.equal(['c-2026-0', 'c-2025-0', 'c-2024-0']);
    expect((await list.options(admin, { id: 'c-2018-1' })).data.map((c) => c.nombreCampeonato)).to.deep.equal(['Fórmula Pacífico 2018']);
    expect((await list.options(admin, { id: 'no-existe' })).data).to.deep.equal([]);
  });

  it('refuses a size out of 1 to 50, a place no page gave, and anyone but an admin', async () => {
    const { list } = await league();
    const refusal = async (run: () => Promise<unknown>) => run().then(() => null, (e: unknown) => e as DomainError);
    for (const limite of ['0', '51', 'veinte']) {
      const err = await refusal(() => list.page(admin, { limite }));
      expect(err?.message, limite).to.equal('Se muestran de 1 a 50 campeonatos por página');
      expect(statusOf(err!)).to.equal(400);
    }
    for (const despues of ['no-es-un-lugar', Buffer.from('["2026"]').toString('base64url'), 'a%20b']) {
      expect((await refusal(() => list.page(admin, { despues })))?.message, despues).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    }
    expect(statusOf((await refusal(() => list.page(driver, {})))!)).to.equal(403);
    expect(statusOf((await refusal(() => list.options(driver, {})))!)).to.equal(403);
    // The broadcast team picks a championship on its page, but does not read the admin's list.
    const broadcaster: Actor = { id: 'tv', rol: 'transmision', suspendido: false };
    expect((await list.options(broadcaster, { limite: '1' })).data).to.have.length(1);
    expect(statusOf((await refusal(() => list.page(broadcaster, {})))!)).to.equal(403);
  });
});
