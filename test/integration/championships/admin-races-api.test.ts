import { expect } from 'chai';
import type { AdminRacesAnswer, RaceListItemView } from '../../../src/contracts/championships.views.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, createChampionship, postRace, raceFields, useTestApi } from './championship-fixtures.js';

describeEachDatabase("The admin's races by pages (GET /api/carreras/admin)", (kind) => {
  const t = useTestApi(kind);

  /** 52 races of two championships: several at one start (their rounds ordered by the admin), some without an hour. */
  async function league() {
    const admin = await createUser(t.context, { rol: 'admin' });
    const a = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Volcán', fechaInicio: '2025-01-01', fechaFin: '2026-12-31' });
    const b = await createChampionship(t, admin.token, { nombreCampeonato: 'Serie Pacífico', fechaInicio: '2025-01-01', fechaFin: '2026-12-31' });
    const race = async (c: string, circuito: string, fechaInicio: string, horaInicio: string) => {
      const res = await postRace(t, admin.token, raceFields(c, { circuito, fechaInicio, horaInicio }));
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      return res.body.data.id as string;
    };
    for (let i = 0; i < 44; i++) {
      const month = String((i % 12) + 1).padStart(2, '0');
      const day = String((i % 27) + 1).padStart(2, '0');
      await race(i % 2 ? a.id : b.id, `Circuito ${i}`, `${i < 24 ? 2025 : 2026}-${month}-${day}`, i % 5 === 0 ? '' : `${String(10 + (i % 10)).padStart(2, '0')}:30`);
    }
    // Four of one championship at one start, numbered by the admin, and four of both at another without an hour.
    const same: string[] = [];
    for (let i = 0; i < 4; i++) same.push(await race(a.id, `Doble ${i}`, '2025-06-15', '18:00'));
    for (let i = 0; i < 4; i++) await race(i % 2 ? a.id : b.id, `Sin hora ${i}`, '2025-06-16', '');
    const calendar = ((await t.api.request.get(`/api/carreras?campeonatoId=${a.id}`)).body as RaceListItemView[]).map((r) => r.id);
    // The same four places in the calendar, the last created first.
    const reversed = [...same].reverse();
    const reordered = calendar.map((id) => (same.includes(id) ? reversed.shift()! : id));
    await t.api.request.put(`/api/campeonatos/${a.id}/orden-rondas`).set(bearer(admin.token)).send({ carreraIds: reordered }).expect(200);
    return { admin };
  }

  const ask = (token: string, query: Record<string, string> = {}) => t.api.request.get(`/api/carreras/admin?${new URLSearchParams(query)}`).set(bearer(token));

  it('pages every race, 50 and then 2, in the order and with the rows the whole list gave, forward and back', async () => {
    const { admin } = await league();
    const whole = (await t.api.request.get('/api/carreras').expect(200)).body as RaceListItemView[];
    expect(whole).to.have.length(52);
    const first = (await ask(admin.token).expect(200)).body as AdminRacesAnswer;
    expect(first.data).to.have.length(50);
    expect(first.siguiente).to.be.a('string');
    const second = (await ask(admin.token, { despues: first.siguiente! }).expect(200)).body as AdminRacesAnswer;
    expect(second).to.deep.equal({ data: whole.slice(50), siguiente: null });
    expect([...first.data, ...second.data]).to.deep.equal(whole);
    // Back: the screen asks the first page again (it keeps the places it went through).
    expect((await ask(admin.token).expect(200)).body).to.deep.equal(first);
    // Smaller pages end at the same races on both databases, ties of one start by the admin's round order, then id.
    for (const limite of ['1', '7', '13']) {
      const seen: RaceListItemView[] = [];
      let despues = '';
      for (let i = 0; i < 60; i++) {
        const page = (await ask(admin.token, { limite, ...(despues ? { despues } : {}) }).expect(200)).body as AdminRacesAnswer;
        seen.push(...page.data);
        if (!page.siguiente) break;
        despues = page.siguiente;
      }
      expect(seen, limite).to.deep.equal(whole);
    }
    const doubles = whole.filter((r) => r.circuito.startsWith('Doble')).map((r) => r.circuito);
    expect(doubles).to.deep.equal(['Doble 3', 'Doble 2', 'Doble 1', 'Doble 0']);
  });

  it('searches the circuit over every championship on the server, accents and case aside, a page of matches at a time', async () => {
    const { admin } = await league();
    const whole = (await t.api.request.get('/api/carreras').expect(200)).body as RaceListItemView[];
    // 'Circuito 1', 'Circuito 10' … 'Circuito 19': eleven races of both championships and both seasons.
    const wanted = whole.filter((r) => /^Circuito 1\d?$/.test(r.circuito));
    expect(wanted).to.have.length(11);
    const seen: RaceListItemView[] = [];
    let despues = '';
    for (let i = 0; i < 10; i++) {
      const page = (await ask(admin.token, { q: ' CIRCUÍTO 1', limite: '4', ...(despues ? { despues } : {}) }).expect(200)).body as AdminRacesAnswer;
      expect(page.data.length).to.be.at.most(4);
      seen.push(...page.data);
      if (!page.siguiente) break;
      despues = page.siguiente;
    }
    expect(seen).to.deep.equal(wanted);
    expect((await ask(admin.token, { q: 'sin hora 3' }).expect(200)).body).to.deep.equal({ data: whole.filter((r) => r.circuito === 'Sin hora 3'), siguiente: null });
    expect((await ask(admin.token, { q: '%' }).expect(200)).body).to.deep.equal({ data: [], siguiente: null });
    const long = await ask(admin.token, { q: 'x'.repeat(101) });
    expect(long.status).to.equal(400);
    expect(long.body).to.include({ message: 'La búsqueda debe tener como máximo 100 caracteres' });
  });

  it('refuses a size outside 1 to 100 and a place no page gave, in Spanish, and answers admins only', async () => {
    const { admin } = await league();
    for (const limite of ['0', '101', 'diez', '2.5', '-1']) {
      const res = await ask(admin.token, { limite });
      expect(res.status, limite).to.equal(400);
      expect(res.body).to.include({ message: 'Se muestran de 1 a 100 carreras por página' });
    }
    expect((await ask(admin.token, { limite: '100' }).expect(200)).body.data).to.have.length(52);
    for (const despues of ['nada', Buffer.from('["2025-01-01",1]').toString('base64url'), 'x'.repeat(401)]) {
      const res = await ask(admin.token, { despues });
      expect(res.status, despues).to.equal(400);
      expect(res.body).to.include({ message: 'La página pedida no es válida: vuelve al inicio de la lista' });
    }
    const driver = await createUser(t.context);
    await ask(driver.token).expect(403);
    const steward = await createUser(t.context, { rol: 'comisario' });
    await ask(steward.token).expect(403);
    await t.api.request.get('/api/carreras/admin').expect(401);
  });
});
