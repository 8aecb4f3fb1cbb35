import { expect } from 'chai';
import { ListAdminRaces } from '../../../src/modules/championships/application/list-admin-races.use-case.js';
import { ListRaces } from '../../../src/modules/championships/application/list-races.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import { aChampionship, aRace, MemoryChampionships, MemoryRaces } from '../../support/in-memory/championships.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };

describe("The admin's races, a page at a time (ListAdminRaces)", () => {
  /** Two championships over two seasons, with races at the same start, one without an hour and rounds ordered by the admin. */
  async function league() {
    const championships = new MemoryChampionships();
    const races = new MemoryRaces();
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Volcán' }));
    await championships.insert(aChampionship({ id: 'serie', nombreCampeonato: 'Serie Pacífico' }));
    const add = (id: string, campeonatoId: string, day: string, horaInicio: string | null, extra: Record<string, unknown> = {}) =>
      races.insert(aRace({ id, campeonatoId, fechaInicio: `${day}T00:00:00.000Z`, horaInicio, ...extra }));
    for (let i = 0; i < 10; i++) await add(`copa-${i}`, 'copa', `2025-0${(i % 9) + 1}-1${i % 10}`, '20:00');
    await add('sin-hora', 'serie', '2026-03-02', null);
    await add('segunda', 'serie', '2026-03-02', '03:00', { ordenRonda: 2 });
    await add('primera', 'serie', '2026-03-02', '03:00', { ordenRonda: 1 });
    await add('z-sin-orden', 'serie', '2026-03-02', '03:00');
    await add('a-sin-orden', 'serie', '2026-03-02', '03:00');
    await add('cancelada', 'copa', '2026-03-05', '19:00', { estado: 'cancelada' });
    const deps = { championships, races };
    return { races, pages: new ListAdminRaces(deps), whole: new ListRaces(deps) };
  }

  /** Every page after another, `limite` at a time. */
  async function walk(pages: ListAdminRaces, limite: string) {
    const seen: string[][] = [];
    let despues: string | undefined;
    for (let i = 0; i < 50; i++) {
      const answer = await pages.page(admin, { limite, despues });
      seen.push(answer.data.map((r) => r.id));
      if (!answer.siguiente) return seen;
      despues = answer.siguiente;
    }
    throw new Error('the pages never end');
  }

  it('pages every race in the order the whole list showed, each with its championship and round', async () => {
    const { pages, whole } = await league();
    const all = await whole.execute();
    for (const size of ['1', '4', '7', '16', '100']) expect((await walk(pages, size)).flat(), size).to.deep.equal(all.map((r) => r.id));
    const first = await pages.page(admin, {});
    expect(first.data).to.deep.equal(all);
    expect(first.siguiente).to.equal(null);
    const [one] = (await pages.page(admin, { limite: '1', despues: (await pages.page(admin, { limite: '11' })).siguiente })).data;
    expect(one).to.include({ id: 'primera', nombreCampeonato: 'Serie Pacífico', ronda: 2 });
  });

  it('asks 50 when not said and says where the next page starts', async () => {
    const { pages, races } = await league();
    for (let i = 0; i < 40; i++) await races.insert(aRace({ id: `mas-${String(i).padStart(2, '0')}`, campeonatoId: 'copa', fechaInicio: '2027-01-01T00:00:00.000Z' }));
    const first = await pages.page(admin, {});
    expect(first.data).to.have.length(50);
    const second = await pages.page(admin, { despues: first.siguiente });
    expect(second.data).to.have.length(6);
    expect(second.siguiente).to.equal(null);
    expect(second.data.at(-1)).to.include({ id: 'mas-39', ronda: 51 });
  });

  it('refuses a size outside 1 to 100 and a place no page gave, in Spanish', async () => {
    const { pages } = await league();
    for (const limite of ['0', '101', 'diez', '2.5', ['1', '2']]) {
      const err = await pages.page(admin, { limite }).catch((e: unknown) => e);
      expect(err, String(limite)).to.be.instanceOf(DomainError);
      expect(statusOf(err as DomainError)).to.equal(400);
      expect((err as Error).message).to.equal('Se muestran de 1 a 100 carreras por página');
    }
    const bad = ['x!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["a","b","c"]').toString('base64url'), Buffer.from('["a","b",-1,"c"]').toString('base64url'), Buffer.from('["a","b",null,""]').toString('base64url')];
    for (const despues of bad) {
      const err = await pages.page(admin, { despues }).catch((e: unknown) => e);
      expect(err, despues).to.be.instanceOf(DomainError);
      expect((err as Error).message).to.equal('La página pedida no es válida: vuelve al inicio de la lista');
    }
  });

  it('searches the circuit on the server, accents and case aside, and pages the matches by their own places', async () => {
    const { pages, races } = await league();
    // The league's races are all at one circuit; these five at others.
    for (const r of await races.list()) await races.update(r.id, { circuito: 'Interlagos' });
    const circuits = ['Autódromo Hermanos Rodríguez', 'Circuito de Monterrey', 'AUTODROMO de Querétaro', 'Spa 100%_reto', 'Autódromo Miguel E. Abed'];
    for (const [i, circuito] of circuits.entries()) await races.insert(aRace({ id: `c-${i}`, campeonatoId: 'serie', circuito, fechaInicio: `2027-02-0${i + 1}T00:00:00.000Z`, horaInicio: '20:00' }));
    const ids = async (query: Record<string, unknown>) => (await pages.page(admin, query)).data.map((r) => r.id);
    expect(await ids({ q: 'autodromo' })).to.deep.equal(['c-0', 'c-2', 'c-4']);
    expect(await ids({ q: '  RODRÍGUEZ ' })).to.deep.equal(['c-0']);
    // '%' and '_' are letters to look for, not patterns.
    expect(await ids({ q: '100%_' })).to.deep.equal(['c-3']);
    expect(await ids({ q: '%' })).to.deep.equal(['c-3']);
    expect(await ids({ q: 'Nürburgring' })).to.deep.equal([]);
    // Blank is no search.
    expect(await ids({ q: '   ' })).to.have.length(21);
    const first = await pages.page(admin, { q: 'Autódromo', limite: '2' });
    expect(first.data.map((r) => r.id)).to.deep.equal(['c-0', 'c-2']);
    const second = await pages.page(admin, { q: 'Autódromo', limite: '2', despues: first.siguiente });
    expect(second.data.map((r) => r.id)).to.deep.equal(['c-4']);
    expect(second.siguiente).to.equal(null);
    expect(second.data[0]).to.include({ nombreCampeonato: 'Serie Pacífico', ronda: 10 });
  });

  it('refuses a search longer than 100 characters in Spanish', async () => {
    const { pages } = await league();
    const err = await pages.page(admin, { q: 'a'.repeat(101) }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(DomainError);
    expect(statusOf(err as DomainError)).to.equal(400);
    expect((err as Error).message).to.equal('La búsqueda debe tener como máximo 100 caracteres');
  });

  it('answers admins only', async () => {
    const { pages } = await league();
    const err = await pages.page(driver, {}).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(DomainError);
    expect(statusOf(err as DomainError)).to.equal(403);
  });
});
