import { expect } from 'chai';
import { scoringPreset, standingsConfigSchema } from '../../../src/contracts/standings-config.contract.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { bearer, count, createChampionship, useTestApi } from '../championships/championship-fixtures.js';
import { LEAGUE_CONFIG } from './standings-fixtures.js';

describeEachDatabase('Scoring configuration: GET/PUT /api/campeonatos/{id}/puntuacion', (kind) => {
  const t = useTestApi(kind);
  const url = (id: string) => `/api/campeonatos/${id}/puntuacion`;

  it('refuses visitors (401) and drivers (403) with a Spanish message, on both calls, and stores nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const driver = await createUser(t.context);
    const { id } = await createChampionship(t, admin.token);

    for (const call of [() => t.api.request.get(url(id)), () => t.api.request.put(url(id)).send(LEAGUE_CONFIG)]) {
      const anonymous = await call();
      expect(anonymous.status).to.equal(401);
      expect(anonymous.body.message).to.equal('No autenticado. Por favor, inicia sesión.');
      const asDriver = await call().set(bearer(driver.token));
      expect(asDriver.status).to.equal(403);
      expect(asDriver.body.message).to.equal('Acceso solo para administradores');
    }
    expect(await count(t.context, 'standings_configs')).to.equal(0);
  });

  it('answers the F1 preset, and says so, for a championship with nothing stored', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const res = await t.api.request.get(url(id)).set(bearer(admin.token));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ campeonatoId: id, porDefecto: true, actualizadoEn: null });
    expect(res.body.aviso).to.include('F1 (25-18-15-12-10-8-6-4-2-1)');
    expect(res.body.configuracion).to.deep.equal(scoringPreset('f1'));
    expect(res.body.configuracion.tiposPuntuacion[0].eventos[0].tabla).to.deep.equal([25, 18, 15, 12, 10, 8, 6, 4, 2, 1]);
  });

  it('answers 404 in Spanish for a championship that does not exist, and stores nothing', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    for (const call of [() => t.api.request.get(url('no-existe')), () => t.api.request.put(url('no-existe')).send(LEAGUE_CONFIG)]) {
      const res = await call().set(bearer(admin.token));
      expect(res.status).to.equal(404);
      expect(res.body.message).to.equal('Campeonato no encontrado');
    }
    expect(await count(t.context, 'standings_configs')).to.equal(0);
  });

  it('stores the whole document and answers it back, unchanged through another GET and PUT', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const put = await t.api.request.put(url(id)).set(bearer(admin.token)).send(LEAGUE_CONFIG);
    expect(put.status).to.equal(200);
    expect(put.body.message).to.equal('Configuración de puntuación guardada');
    const expected = standingsConfigSchema.parse(LEAGUE_CONFIG);
    expect(put.body.data.configuracion).to.deep.equal(expected);

    const got = await t.api.request.get(url(id)).set(bearer(admin.token));
    expect(got.body).to.deep.include({ campeonatoId: id, porDefecto: false });
    expect(got.body).not.to.have.property('aviso');
    expect(got.body.configuracion).to.deep.equal(expected);
    expect(got.body.actualizadoEn).to.equal(put.body.data.actualizadoEn);

    await t.api.request.put(url(id)).set(bearer(admin.token)).send(got.body.configuracion).expect(200);
    const again = await t.api.request.get(url(id)).set(bearer(admin.token));
    expect(again.body.configuracion).to.deep.equal(got.body.configuracion);
    expect(await count(t.context, 'standings_configs')).to.equal(1);
  });

  it('refuses an invalid document with 400 (as every validation refusal), each error in Spanish under its field, and keeps what was stored', async () => {
    const admin = await createUser(t.context, { rol: 'admin' });
    const { id } = await createChampionship(t, admin.token);
    const put = (body: unknown) => t.api.request.put(url(id)).set(bearer(admin.token)).send(body as object);

    const first = await put({ ...LEAGUE_CONFIG, tiposPuntuacion: [{ nombre: 'Principal', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [25, -3] }] }], formato: { porDefecto: ['Principal'] } });
    expect(first.status).to.equal(400);
    expect(first.body.errors).to.deep.equal({ 'tiposPuntuacion.0.eventos.0.tabla.1': 'Los puntos de la tabla no pueden ser negativos' });
    expect(first.body.message).to.equal('Los puntos de la tabla no pueden ser negativos');
    expect(await count(t.context, 'standings_configs')).to.equal(0);

    await put(LEAGUE_CONFIG).expect(200);
    const second = await put({ ...LEAGUE_CONFIG, formato: { porDefecto: ['Resistencia'] }, rondasDescartadas: -1, extra: true });
    expect(second.status).to.equal(400);
    expect(second.body.errors).to.include({
      _: 'La configuración de puntuación tiene campos desconocidos: extra',
      rondasDescartadas: 'El número de rondas descartadas debe estar entre 0 y 50',
    });
    const third = await put({ ...LEAGUE_CONFIG, formato: { porDefecto: ['Resistencia'] } });
    expect(third.status).to.equal(400);
    expect(third.body.errors).to.deep.equal({ 'formato.porDefecto.0': 'El formato por defecto usa «Resistencia», que no es un tipo de puntuación' });
    const stored = await t.api.request.get(url(id)).set(bearer(admin.token));
    expect(stored.body.configuracion).to.deep.equal(standingsConfigSchema.parse(LEAGUE_CONFIG));
    const notAnObject = await put([1, 2]);
    expect(notAnObject.status).to.equal(400);
    expect(notAnObject.body.message).to.equal('La configuración de puntuación debe ser un objeto');
  });
});
