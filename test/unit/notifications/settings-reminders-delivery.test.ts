import { expect } from 'chai';
import { MemoryTransactions } from '../../support/in-memory/transactions.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { NOTIFICATION_MSG } from '../../../src/contracts/notifications.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { NEWS_SINCE } from '../../../src/modules/notifications/application/announce-news.job.js';
import { DeliverDiscord, discordRetryDelayMs, MAX_DISCORD_ATTEMPTS } from '../../../src/modules/notifications/application/deliver-discord.job.js';
import { GetDiscordSettings, SaveDiscordSettings, SendDiscordTest } from '../../../src/modules/notifications/application/discord-settings.use-case.js';
import { GetReminderPreference, SetReminderPreference } from '../../../src/modules/notifications/application/reminder-preference.use-case.js';
import { SendRaceReminders } from '../../../src/modules/notifications/application/send-race-reminders.job.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { MemoryDiscordDeliveries, MemoryDiscordWebhooks, MemoryNotificationSettings, MemoryReminderPreferences, MemoryReminders, StandInDiscord } from '../../support/in-memory/notifications.js';
import { silentLogger } from '../../support/in-memory/platform.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const driver: Actor = { id: 'ana', rol: 'user', suspendido: false };
const HOOK = 'https://discord.com/api/webhooks/123456/abcdefghijklmnopqrstuvwxyz';

function discord() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const webhooks = new MemoryDiscordWebhooks();
  const settings = new MemoryNotificationSettings();
  const transport = new StandInDiscord();
  const deliveries = new MemoryDiscordDeliveries();
  const { audit, log } = memoryAudit(clock);
  // Discord as a processor the league may turn off (privacy settings).
  const discordSwitch = { on: true, isOn: async () => discordSwitch.on };
  const deps = { webhooks, settings, transport, clock, deliveries, logger: silentLogger(), tx: new MemoryTransactions(log), audit, discord: discordSwitch };
  return { discordSwitch, log, clock, webhooks, settings, transport, deliveries, get: new GetDiscordSettings(deps), save: new SaveDiscordSettings(deps), test: new SendDiscordTest(deps), deliver: new DeliverDiscord(deps) };
}

describe('Discord settings, delivery and race reminders over memory', () => {
  it('an administrator saves a webhook, reads it masked, keeps it by sending the mask back, and removes it with an empty field', async () => {
    const d = discord();
    const saved = await d.save.execute(admin, { anuncios: HOOK });
    expect(saved.webhooks[0]).to.deep.equal({ canal: 'anuncios', configurado: true, url: 'https://discord.com/api/webhooks/…/wxyz' });
    expect(d.settings.values.get(NEWS_SINCE)).to.equal('2026-04-01T18:00:00.000Z');
    d.clock.advance(60_000);
    await d.save.execute(admin, { anuncios: 'https://discord.com/api/webhooks/…/wxyz', resultados: '' });
    expect(d.webhooks.urls.get('anuncios')).to.equal(HOOK);
    expect(d.settings.values.get(NEWS_SINCE)).to.equal('2026-04-01T18:00:00.000Z');
    expect((await d.get.execute(admin)).webhooks.map((w) => w.configurado)).to.deep.equal([true, false, false]);
    await d.save.execute(admin, { anuncios: '' });
    expect(d.webhooks.urls.size).to.equal(0);
    // Each save that changed a channel is recorded once, the webhook's token never.
    expect(d.log.entries.map((e) => [e.accion, e.cambios])).to.deep.equal([
      ['ajustes.discord', [{ campo: 'anuncios', antes: null, despues: 'https://discord.com/api/webhooks/…/wxyz' }]],
      ['ajustes.discord', [{ campo: 'anuncios', antes: 'https://discord.com/api/webhooks/…/wxyz', despues: null }]],
    ]);
    expect(JSON.stringify(d.log.entries)).not.to.include('abcdefghijklmnop');
  });

  it('refuses drivers, a URL that is not a Discord webhook and a mask that is not the stored one, storing nothing', async () => {
    const d = discord();
    expect((await refusal(d.get.execute(driver))).message).to.equal('Acceso solo para administradores');
    expect((await refusal(d.save.execute(driver, { anuncios: HOOK }))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(d.save.execute(admin, { anuncios: HOOK, resultados: 'https://ejemplo.test/hook' }))).errors).to.deep.equal({ resultados: NOTIFICATION_MSG.webhookInvalid });
    expect((await refusal(d.save.execute(admin, { comisarios: 'https://discord.com/api/webhooks/…/zzzz' }))).errors).to.deep.equal({ comisarios: NOTIFICATION_MSG.webhookInvalid });
    expect(d.webhooks.urls.size).to.equal(0);
    expect(d.settings.values.size).to.equal(0);
  });

  it('a test message goes to a configured channel only, and Discord refusing it is said in Spanish', async () => {
    const d = discord();
    expect((await refusal(d.test.execute(driver, 'anuncios'))).code).to.equal('ADMIN_ONLY');
    expect((await refusal(d.test.execute(admin, 'general'))).message).to.equal(NOTIFICATION_MSG.channelInvalid);
    expect((await refusal(d.test.execute(admin, 'anuncios'))).errors).to.deep.equal({ anuncios: NOTIFICATION_MSG.channelNotConfigured });
    await d.save.execute(admin, { anuncios: HOOK });
    await d.test.execute(admin, 'anuncios');
    expect(d.transport.posted.map((p) => p.url)).to.deep.equal([HOOK]);
    d.transport.failing = 4_200;
    expect((await refusal(d.test.execute(admin, 'anuncios'))).message).to.equal('No se pudo enviar la prueba: Discord pidió esperar 5 s antes de otro mensaje.');
    // The test that went out is recorded once, the webhook masked; the refused ones record nothing.
    const tests = d.log.entries.filter((e) => e.accion === 'ajustes.discord-probado');
    expect(tests.map((e) => [e.actorId, e.objetoId, e.cambios.map((c) => c.campo)])).to.deep.equal([['admin-1', 'discord', ['anuncios']]]);
    expect(JSON.stringify(tests)).to.not.include('abcdefghijklmnopqrstuvwxyz');
  });

  it('delivery posts what is due, omits a channel without webhook, retries a failure later and gives up after the last attempt', async () => {
    const d = discord();
    await d.webhooks.set('anuncios', HOOK);
    d.deliveries.add('uno', 'anuncios');
    d.deliveries.add('sin-canal', 'resultados');
    expect(await d.deliver.run(d.clock.now())).to.equal('1 mensaje enviado a Discord');
    expect(d.deliveries.rows.map((r) => r.state)).to.deep.equal(['sent', 'omitted']);
    d.deliveries.add('dos', 'anuncios');
    d.deliveries.add('ultimo', 'anuncios', MAX_DISCORD_ATTEMPTS - 1);
    d.transport.failing = 'down';
    expect(await d.deliver.run(d.clock.now())).to.equal('0 mensajes enviados a Discord');
    expect(d.deliveries.rows[2]).to.include({ state: 'pending', attempts: 1, dueAt: d.clock.now().getTime() + discordRetryDelayMs(1) });
    expect(d.deliveries.rows[3]).to.include({ state: 'failed', attempts: MAX_DISCORD_ATTEMPTS });
  });

  it('with Discord turned off as a processor posts nothing: queued messages are omitted, the test message refused in Spanish, the settings say so', async () => {
    const d = discord();
    await d.webhooks.set('anuncios', HOOK);
    d.deliveries.add('uno', 'anuncios');
    d.deliveries.add('dos', 'anuncios');
    d.discordSwitch.on = false;
    expect((await d.get.execute(admin)).desactivado).to.equal(true);
    expect(await d.deliver.run(d.clock.now())).to.equal('0 mensajes enviados a Discord');
    expect(d.deliveries.rows.map((r) => r.state)).to.deep.equal(['omitted', 'omitted']);
    const refused = await refusal(d.test.execute(admin, 'anuncios'));
    expect([refused.code, refused.message]).to.deep.equal(['PROCESSOR_OFF', 'La liga desactivó Discord en Ajustes › Privacidad: no se envía nada a Discord.']);
    // Turned on again, the past stays unposted.
    d.discordSwitch.on = true;
    expect(await d.deliver.run(d.clock.now())).to.equal('0 mensajes enviados a Discord');
    expect(d.transport.posted).to.deep.equal([]);
  });

  it('a 429 puts the message back for the wait asked, without an attempt, and releases the rest of the pass', async () => {
    const d = discord();
    await d.webhooks.set('anuncios', HOOK);
    d.deliveries.add('uno', 'anuncios');
    d.deliveries.add('dos', 'anuncios');
    d.transport.failing = 10_000;
    await d.deliver.run(d.clock.now());
    expect(d.deliveries.rows.map((r) => [r.state, r.attempts, r.claimed])).to.deep.equal([['pending', 0, false], ['pending', 0, false]]);
    expect(d.deliveries.rows[0]!.dueAt).to.equal(d.clock.now().getTime() + 10_000);
    d.transport.failing = null;
    expect(await d.deliver.run(d.clock.now())).to.equal('1 mensaje enviado a Discord');
  });

  it('a signed-in driver reads and sets his reminders; nobody signed in, a suspended account or a non-boolean is refused', async () => {
    const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
    const preferences = new MemoryReminderPreferences();
    const get = new GetReminderPreference({ preferences });
    const set = new SetReminderPreference({ preferences, clock });
    expect(await get.execute(driver)).to.deep.equal({ recordatoriosCarreras: true });
    expect(await set.execute(driver, { recordatoriosCarreras: false })).to.deep.equal({ recordatoriosCarreras: false });
    expect(await get.execute(driver)).to.deep.equal({ recordatoriosCarreras: false });
    expect((await refusal(get.execute(undefined))).code).to.equal('UNAUTHENTICATED');
    expect((await refusal(set.execute({ ...driver, suspendido: true }, { recordatoriosCarreras: true }))).message).to.equal('Tu cuenta está suspendida');
    expect((await refusal(set.execute(driver, { recordatoriosCarreras: 'sí' }))).errors).to.deep.equal({ recordatoriosCarreras: NOTIFICATION_MSG.reminderRequired });
    expect(preferences.off.has('ana')).to.equal(true);
  });

  it('reminds each driver once of what starts within 24 hours (Mexico City time), not of what started or is further off', async () => {
    const reminders = new MemoryReminders();
    const candidate = (competicionId: string, fechaInicio: string, horaInicio: string) => ({
      tipo: 'carrera' as const, competicionId, nombre: `Circuito ${competicionId}`, campeonato: 'Copa', campeonatoId: 'copa', fechaInicio, horaInicio, userId: 'ana', email: 'ana@ejemplo.test', nombrePiloto: 'Ana',
    });
    // Now: 1 April 12:00 in Mexico City (18:00 UTC).
    reminders.candidates = [candidate('tomorrow', '2026-04-02', '11:00'), candidate('later', '2026-04-02', '13:00'), candidate('started', '2026-04-01', '11:00')];
    const job = new SendRaceReminders({ candidates: reminders, ledger: reminders, publicUrl: 'https://parrilla.test', logger: silentLogger() });
    const now = new Date('2026-04-01T18:00:00.000Z');
    expect(await job.run(now)).to.equal('1 recordatorio en cola');
    expect(await job.run(now)).to.equal('0 recordatorios en cola');
    expect(reminders.mails.map((m) => [m.to, m.subject])).to.deep.equal([['ana@ejemplo.test', 'Recordatorio: mañana corres en Circuito tomorrow']]);
  });
});
