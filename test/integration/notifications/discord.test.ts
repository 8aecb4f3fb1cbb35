import { expect } from 'chai';
import { bootstrap } from '../../../src/container.js';
import { NOTIFICATIONS } from '../../../src/modules/notifications/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { DiscordStandIn } from '../../support/discord-stand-in.js';
import { createUser } from '../../support/http.js';
import { endedRace, row } from '../../support/iracing-exports.js';
import { useTestApi } from '../identity/identity-fixtures.js';
import { createChampionship } from '../championships/championship-fixtures.js';
import { createEvent } from '../single-events/single-events-fixtures.js';
import { AFTER_RACE, BEFORE_RACE, bearer, fileReport, league, reportFields } from '../stewarding/stewarding-fixtures.js';

const HOUR = 60 * 60_000;
const token = (c: string) => `${c}Token_${'x'.repeat(40)}_${c.slice(0, 4)}`;
const WEBHOOKS = {
  anuncios: `https://discord.com/api/webhooks/100000000000000001/${token('anuncios')}`,
  resultados: `https://discord.com/api/webhooks/100000000000000002/${token('resultados')}`,
  comisarios: `https://discord.com/api/webhooks/100000000000000003/${token('comisarios')}`,
};
const pathOf = (url: string) => new URL(url).pathname;

describeEachDatabase('Discord: settings, the outbox and its messages', (kind) => {
  const standIn = new DiscordStandIn();
  const env: NodeJS.ProcessEnv = {};
  before(async () => {
    await standIn.start();
    env.DISCORD_API_URL = standIn.url;
  });
  after(() => standIn.stop());
  const clock = new ManualClock();
  const t = useTestApi(kind, { clock, env });
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeEach(async () => {
    standIn.reset();
    clock.set(BEFORE_RACE);
    admin = await createUser(t.context, { rol: 'admin' });
  });

  const settings = () => t.api.request.get('/api/ajustes/discord').set(bearer(admin.token));
  const save = (body: Record<string, string>) => t.api.request.put('/api/ajustes/discord').set(bearer(admin.token)).send(body);
  const announce = () => t.context.container.get(NOTIFICATIONS.AnnounceNewsJob).run(clock.now());
  const deliver = () => t.context.container.get(NOTIFICATIONS.DeliverDiscordJob).run(clock.now());
  const outbox = () => t.context.knex('discord_outbox').select('clave', 'canal', 'status', 'attempts').orderBy('createdAt');
  const configureAll = async () => expect((await save(WEBHOOKS)).status).to.equal(200);

  describe('settings', () => {
    it('are for admins only: 401 without a session, 403 to a driver', async () => {
      const driver = await createUser(t.context);
      const calls = [
        () => t.api.request.get('/api/ajustes/discord'),
        () => t.api.request.put('/api/ajustes/discord').send(WEBHOOKS),
        () => t.api.request.post('/api/ajustes/discord/anuncios/prueba'),
      ];
      for (const call of calls) {
        expect((await call()).status).to.equal(401);
        const refused = await call().set(bearer(driver.token));
        expect(refused.status).to.equal(403);
        expect(refused.body.message).to.equal('Acceso solo para administradores');
      }
      expect(await t.context.knex('notification_settings').where('clave', 'like', 'discord.webhook.%').count({ n: '*' }).first().then((r) => Number(r!.n))).to.equal(0);
      expect(standIn.calls).to.have.length(0);
    });

    it('never answer a webhook whole, nor store it in clear', async () => {
      const saved = await save(WEBHOOKS);
      expect(saved.body.message).to.equal('Ajustes guardados');
      const read = await settings();
      for (const answer of [saved, read]) {
        const text = JSON.stringify(answer.body);
        for (const url of Object.values(WEBHOOKS)) expect(text).not.to.include(url.split('/').pop()!.slice(0, 12));
      }
      expect(read.body.webhooks).to.deep.equal([
        { canal: 'anuncios', configurado: true, url: 'https://discord.com/api/webhooks/…/anun' },
        { canal: 'resultados', configurado: true, url: 'https://discord.com/api/webhooks/…/resu' },
        { canal: 'comisarios', configurado: true, url: 'https://discord.com/api/webhooks/…/comi' },
      ]);
      const stored = (await t.context.knex('notification_settings').where('clave', 'like', 'discord.webhook.%').select('valor')).map((r: { valor: string }) => r.valor).join(' ');
      expect(stored).not.to.include('discord.com');
      expect(stored).not.to.include('Token_');

      // The masked form keeps the webhook; '' removes one.
      const kept = await save({ anuncios: 'https://discord.com/api/webhooks/…/anun', resultados: '' });
      expect(kept.status).to.equal(200);
      expect(kept.body.webhooks.map((w: { configurado: boolean }) => w.configurado)).to.deep.equal([true, false, true]);
    });

    it('refuse what is not a Discord webhook, in Spanish, and store nothing', async () => {
      await configureAll();
      for (const bad of ['http://discord.com/api/webhooks/100000000000000001/abc', 'https://evil.example/api/webhooks/100000000000000001/' + 'a'.repeat(40), 'no es una url', 'https://discord.com/api/webhooks/…/zzzz']) {
        const res = await save({ anuncios: bad, comisarios: '' });
        expect(res.status, bad).to.equal(400);
        expect(res.body.message).to.equal('Debe ser una URL de webhook de Discord (https://discord.com/api/webhooks/…)');
        expect(res.body.errors.anuncios).to.equal(res.body.message);
      }
      expect((await settings()).body.webhooks.every((w: { configurado: boolean }) => w.configurado)).to.equal(true);
    });

    it('send a test message to a channel, and say so when Discord is down or the channel has no webhook', async () => {
      await save({ anuncios: WEBHOOKS.anuncios });
      const sent = await t.api.request.post('/api/ajustes/discord/anuncios/prueba').set(bearer(admin.token));
      expect(sent.status).to.equal(200);
      expect(sent.body.message).to.equal('Mensaje de prueba enviado a Discord');
      expect(standIn.accepted().map((c) => [c.path, c.body.embeds![0]!.title])).to.deep.equal([[pathOf(WEBHOOKS.anuncios), 'Mensaje de prueba de Parrilla']]);
      expect(standIn.calls[0]!.body.allowed_mentions).to.deep.equal({ parse: [] });

      const missing = await t.api.request.post('/api/ajustes/discord/resultados/prueba').set(bearer(admin.token));
      expect(missing.status).to.equal(409);
      expect(missing.body.message).to.equal('Ese canal no tiene un webhook configurado');
      const unknown = await t.api.request.post('/api/ajustes/discord/general/prueba').set(bearer(admin.token));
      expect(unknown.status).to.equal(400);
      expect(unknown.body.message).to.equal('Canal desconocido: debe ser anuncios, resultados o comisarios');

      standIn.goDown();
      const down = await t.api.request.post('/api/ajustes/discord/anuncios/prueba').set(bearer(admin.token));
      expect(down.status).to.equal(503);
      expect(down.body.message).to.equal('No se pudo enviar la prueba: Discord no aceptó el mensaje; revisa que el webhook exista.');
    });
  });

  describe('messages', () => {
    it('announce a new championship and a new free event once each, in Spanish, with enrolment open', async () => {
      await configureAll();
      await announce();
      await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Tláloc' });
      await createEvent(t.api, admin.token, { nombre: 'Noche libre en Monza', fechaInicio: '2026-04-04', horaInicio: '19:30' });
      expect(await announce()).to.equal('2 mensajes de Discord en cola');
      expect(await deliver()).to.equal('2 mensajes enviados a Discord');
      const calls = standIn.accepted();
      expect(calls.map((c) => c.path)).to.deep.equal([pathOf(WEBHOOKS.anuncios), pathOf(WEBHOOKS.anuncios)]);
      const [championship, event] = calls.map((c) => c.body.embeds!);
      expect(championship!.map((e) => e.title)).to.deep.equal(['Nuevo campeonato: Copa Tláloc', '¡Inscripciones abiertas! Copa Tláloc']);
      expect(championship![0]!.fields).to.deep.include({ name: 'Fechas', value: 'Del 01/04/2026 al 30/06/2026', inline: true });
      expect(championship![1]!.fields).to.deep.include({ name: 'Precio', value: '$1,500 MXN', inline: true });
      expect(event!.map((e) => e.title)).to.deep.equal(['Nuevo evento libre: Noche libre en Monza', '¡Inscripciones abiertas! Noche libre en Monza']);
      expect(event![0]!.fields![0]!.value).to.equal('sábado, 04/04/2026 a las 19:30 (Ciudad de México)');

      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      expect(standIn.calls).to.have.length(2);
    });

    it('asks the owners only for what is newer than the last pass, less a short overlap, not the whole history', async () => {
      await configureAll();
      const start = clock.now().toISOString();
      await announce();
      clock.advance(HOUR);
      await announce();
      const watermarks = await t.context.knex('notification_settings').where('clave', 'like', 'discord.avisosVistos.%').select('valor');
      expect(watermarks.map((w) => new Date(String(w.valor)).toISOString())).to.deep.equal(Array(4).fill(clock.now().toISOString()));
      clock.advance(60_000);
      const { id: campeonatoId } = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Tláloc' });
      const { id: backdated } = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Anterior' });
      // A row dated after announcements began but well before the watermark is history the pass no longer reads.
      await t.context.knex('championships').where({ id: backdated }).update({ createdAt: new Date(new Date(start).getTime() + 60_000).toISOString() });
      expect(await announce()).to.equal('1 mensaje de Discord en cola');
      expect((await outbox()).map((r) => r.clave)).to.deep.equal([`campeonato:${campeonatoId}`]);
      clock.advance(60_000);
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
    });

    it('start from the moment the first webhook is saved, not from the job\'s first pass (cron, SCHEDULER=false)', async () => {
      const { id: before } = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Anterior' });
      clock.advance(60_000);
      await configureAll();
      clock.advance(60_000);
      const { id: after } = await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Tláloc' });
      clock.advance(HOUR);
      // Saving again later does not move the start.
      expect((await save({ anuncios: WEBHOOKS.anuncios })).status).to.equal(200);
      expect(await announce()).to.equal('1 mensaje de Discord en cola');
      const claves = (await outbox()).map((r) => r.clave);
      expect(claves).to.deep.equal([`campeonato:${after}`]);
      expect(claves).not.to.include(`campeonato:${before}`);
    });

    it('post nothing once the league turns Discord off as a processor: what was queued is omitted and the test message refused', async () => {
      await configureAll();
      await announce();
      await createChampionship(t, admin.token, { nombreCampeonato: 'Copa Tláloc' });
      expect(await announce()).to.equal('1 mensaje de Discord en cola');
      const off = await t.api.request
        .put('/api/privacidad/ajustes')
        .set(bearer(admin.token))
        .send({ nombre: 'Liga', domicilio: 'CDMX', correo: 'privacidad@liga.test', encargadosDesactivados: ['discord'] });
      expect(off.status, JSON.stringify(off.body)).to.equal(200);
      expect((await settings()).body.desactivado).to.equal(true);
      await createEvent(t.api, admin.token, { nombre: 'Noche libre en Monza', fechaInicio: '2026-04-04', horaInicio: '19:30' });
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      const test = await t.api.request.post('/api/ajustes/discord/anuncios/prueba').set(bearer(admin.token));
      expect([test.status, test.body.code, test.body.message]).to.deep.equal([409, 'PROCESSOR_OFF', 'La liga desactivó Discord en Ajustes › Privacidad: no se envía nada a Discord.']);
      expect(standIn.calls).to.deep.equal([]);
      expect((await outbox()).map((r) => r.status)).to.deep.equal(['omitido', 'omitido']);
    });

    it('record what happens while a channel has no webhook as omitted, so a webhook set later does not post the past', async () => {
      await announce();
      await createChampionship(t, admin.token);
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      await configureAll();
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      await deliver();
      expect(standIn.calls).to.have.length(0);
      expect((await outbox()).map((r) => r.status)).to.deep.equal(['omitido']);
    });

    it('honour a 429: wait the retry_after Discord asks for (the longer of body and Retry-After), then send once', async () => {
      await configureAll();
      await announce();
      await createChampionship(t, admin.token);
      await announce();
      standIn.reply({ status: 429, retryAfter: 2.5, header: '3' });
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      const [waiting] = await t.context.knex('discord_outbox').select('status', 'attempts', 'nextAttemptAt');
      expect(waiting.status).to.equal('pendiente');
      expect(Number(waiting.attempts)).to.equal(0);
      expect(Number(waiting.nextAttemptAt)).to.equal(clock.now().getTime() + 3000);
      clock.advance(2_900);
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      expect(standIn.calls).to.have.length(1);
      clock.advance(100);
      expect(await deliver()).to.equal('1 mensaje enviado a Discord');
      expect(standIn.calls).to.have.length(2);
      expect(standIn.accepted()).to.have.length(1);
      expect((await outbox()).map((r) => r.status)).to.deep.equal(['enviado']);
    });

    it('loses nothing and doubles nothing while Discord is down for a while, retrying with back-off', async () => {
      await configureAll();
      await announce();
      for (const nombre of ['Copa Uno', 'Copa Dos', 'Copa Tres']) await createChampionship(t, admin.token, { nombreCampeonato: nombre });
      await announce();
      standIn.goDown({ status: 503 });
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      clock.advance(30_000);
      standIn.goDown({ drop: true });
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      // Back-off: the third attempt is due a minute after the second, not before.
      clock.advance(59_000);
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      expect(standIn.calls).to.have.length(6);
      standIn.up();
      clock.advance(1_000);
      expect(await deliver()).to.equal('3 mensajes enviados a Discord');
      expect(await deliver()).to.equal('0 mensajes enviados a Discord');
      const titles = standIn.accepted().map((c) => c.body.embeds![0]!.title);
      expect(titles.sort()).to.deep.equal(['Nuevo campeonato: Copa Dos', 'Nuevo campeonato: Copa Tres', 'Nuevo campeonato: Copa Uno']);
      expect((await outbox()).map((r) => [r.status, Number(r.attempts)])).to.deep.equal([
        ['enviado', 3],
        ['enviado', 3],
        ['enviado', 3],
      ]);
    });

    it('never posts a message twice when two servers deliver at the same time', async () => {
      await configureAll();
      await announce();
      for (let i = 1; i <= 6; i += 1) await createChampionship(t, admin.token, { nombreCampeonato: `Copa ${i}` });
      await announce();
      const other = await bootstrap({ config: t.context.config, logger: t.context.logger, clock, migrate: false });
      try {
        const jobs = [t.context, other].map((c) => c.container.get(NOTIFICATIONS.DeliverDiscordJob));
        await Promise.all(jobs.map((j) => j.run(clock.now())));
        await Promise.all(jobs.map((j) => j.run(clock.now())));
      } finally {
        await other.close();
      }
      expect(standIn.calls).to.have.length(6);
      expect(new Set(standIn.calls.map((c) => c.body.embeds![0]!.title)).size).to.equal(6);
    });

    it('announces results when their publication delay has passed, not when they are imported', async () => {
      await configureAll();
      await announce();
      clock.set('2026-04-05T04:00:00.000Z');
      const file = endedRace(
        clock.now(),
        10 * 60_000,
        [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 900_0000, starting_position: 0 })],
        { subsession_id: 91000077, session_name: 'Copa Volcán — Ronda 1' },
      );
      const imported = await t.api.request.post('/api/events/import-file').set(bearer(admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json');
      expect(imported.status, JSON.stringify(imported.body)).to.equal(201);
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      clock.advance(49 * 60_000);
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
      clock.advance(60_000);
      expect(await announce()).to.equal('1 mensaje de Discord en cola');
      await deliver();
      const [call] = standIn.accepted();
      expect(call!.path).to.equal(pathOf(WEBHOOKS.resultados));
      expect(call!.body.embeds![0]!.title).to.equal('Resultados publicados: Copa Volcán — Ronda 1');
      expect(await announce()).to.equal('0 mensajes de Discord en cola');
    });

    it('posts the stewards\' decision on a report to the stewarding channel, naming only the drivers who allowed it', async () => {
      await configureAll();
      await announce();
      const l = await league(t);
      // Ana allowed Discord mentions (the privacy notice's voluntary purpose); Beto did not.
      await t.api.request.put('/api/privacidad/mis-preferencias').set(bearer(l.ana.token)).send({ mencionesDiscord: true }).expect(200);
      await announce();
      await deliver();
      standIn.reset();
      clock.set(AFTER_RACE);
      const report = await fileReport(t, l.ana.token, reportFields(l));
      const decided = await t.api.request
        .put(`/api/reportes/${report.id}/resolve`)
        .set(bearer(l.admin.token))
        .send({ aprobado: true, explicacion: 'Frenó tarde y provocó el contacto.', sancion: { tipo: 'tiempo', segundos: 5, puntosLicencia: 2 } });
      expect(decided.status, JSON.stringify(decided.body)).to.equal(200);
      expect(await announce()).to.equal('1 mensaje de Discord en cola');
      await deliver();
      const [call] = standIn.accepted();
      expect(call!.path).to.equal(pathOf(WEBHOOKS.comisarios));
      const [embed] = call!.body.embeds!;
      expect(embed!.title).to.equal(`Decisión de los comisarios: reporte #${report.numeroReporte} resuelto`);
      expect(embed!.description).to.equal('Frenó tarde y provocó el contacto.');
      expect(embed!.fields).to.deep.include({ name: 'Incidente', value: 'Ana Ruiz sobre Piloto', inline: false });
      expect(JSON.stringify(call!.body)).not.to.include('Beto');
      expect(embed!.fields!.find((f) => f.name === 'Sanción')!.value).to.match(/5 s · 2 puntos de licencia$/);
    });
  });
});
