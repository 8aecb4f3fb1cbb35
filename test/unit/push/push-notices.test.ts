import { expect } from 'chai';
import { OfferFreedPlaces } from '../../../src/modules/championships/application/offer-freed-places.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { SendRaceReminders } from '../../../src/modules/notifications/application/send-race-reminders.job.js';
import { AnnounceToEntrants } from '../../../src/modules/push/application/announce.use-cases.js';
import { DeliverPush, MAX_PUSH_ATTEMPTS, pushRetryDelayMs } from '../../../src/modules/push/application/deliver-push.job.js';
import { ListMyDevices, RemoveDevice, SubscribeDevice, UpdateDeviceSwitches } from '../../../src/modules/push/application/devices.use-cases.js';
import type { PushAnnouncementTally } from '../../../src/modules/push/application/ports/push.port.js';
import { QueueDeviceNotices } from '../../../src/modules/push/application/queue-device-notices.js';
import { DecideReport } from '../../../src/modules/stewarding/application/decide-report.use-case.js';
import type { ScoredEventDirectory } from '../../../src/modules/stewarding/application/ports/scored-events.port.js';
import { defaultPanelSettings } from '../../../src/modules/stewarding/domain/panel.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { memoryAudit } from '../../support/in-memory/audit.js';
import { aChampionship, MemoryChampionships, MemoryEnrolments, MemoryEntrants, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { RemindExpiringHolds } from '../../../src/modules/payments/application/remind-expiring-holds.job.js';
import { NotifyPublishedResults, RESULTS_PUSH_MAX_AGE_MS } from '../../../src/modules/notifications/application/notify-published-results.job.js';
import { MemoryNotificationSettings, MemoryReminders, MemorySources } from '../../support/in-memory/notifications.js';
import { silentLogger } from '../../support/in-memory/platform.js';
import { MemoryDeviceNotices, MemoryPushDevices, MemoryPushQueue, ScriptedPushSender } from '../../support/in-memory/push.js';
import { MemoryCompetitions, MemoryDrivers, MemoryPanelSettings, MemoryReports, MemoryStewardAssignments, MemorySuspensions } from '../../support/in-memory/stewarding.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const admin: Actor = { id: 'admin', rol: 'admin', suspendido: false };
const beto: Actor = { id: 'beto', rol: 'user', suspendido: false };
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const noEvents = new Proxy({} as ScoredEventDirectory, { get: (_t, name) => (name === 'assertOpen' ? undefined : () => Promise.reject(new Error('sin eventos'))) });

/** The push module over memory: devices, the outbox, the notices port and the delivery job against a scripted push service. */
function pushWorld() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const devices = new MemoryPushDevices();
  const queue = new MemoryPushQueue(devices);
  const sender = new ScriptedPushSender();
  const notices = new QueueDeviceNotices({ devices, queue, clock });
  const deliver = new DeliverPush({ queue, devices, sender, logger: silentLogger() });
  const subscribe = new SubscribeDevice({ devices, clock, newId: sequentialIds('disp') });
  return { clock, devices, queue, sender, notices, deliver, subscribe };
}

describe('Push notices raised where their e-mails are queued', () => {
  it('the race reminder raises a push for the driver, naming the race and its start, opening the championship', async () => {
    const reminders = new MemoryReminders();
    reminders.candidates = [
      { tipo: 'carrera', competicionId: 'r1', nombre: 'Interlagos', campeonato: 'Copa Bajío', campeonatoId: 'copa', fechaInicio: '2026-04-02T00:00:00.000Z', horaInicio: '20:00', userId: 'beto', email: 'beto@e.test', nombrePiloto: 'Beto' },
    ];
    await new SendRaceReminders({ candidates: reminders, ledger: reminders, publicUrl: 'https://parrilla.test', logger: silentLogger() }).run(new Date('2026-04-02T12:00:00.000Z'));
    expect(reminders.notices).to.have.length(1);
    expect(reminders.notices[0]).to.deep.include({ userId: 'beto', tipo: 'recordatorio', clave: 'recordatorio:carrera:r1' });
    expect(reminders.notices[0]!.payload).to.deep.include({ titulo: 'Mañana corres en Interlagos', url: '/campeonatos/copa' });
    expect(reminders.notices[0]!.payload.cuerpo).to.include('Copa Bajío').and.include('hora de la Ciudad de México');
  });

  it("a stewards' decision raises a push for the reported driver with his penalty, naming nobody else", async () => {
    const clock = new ManualClock(new Date('2026-04-02T15:00:00.000Z'));
    const reports = new MemoryReports();
    const outbox = new MemoryOutbox();
    const notices = new MemoryDeviceNotices();
    const competitions = new MemoryCompetitions({
      championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }],
      races: [{ id: 'carrera-1', campeonatoId: 'copa', circuito: 'Interlagos', fechaInicio: '2026-04-01T00:00:00.000Z', inicio: '2026-04-02T02:00:00.000Z' }],
      enrolled: [],
    });
    const drivers = new MemoryDrivers([
      { id: 'ana', nombre: 'Ana', apellido: 'Ríos', email: 'ana@e.test' },
      { id: 'beto', nombre: 'Beto', apellido: 'Núñez', email: 'beto@e.test' },
    ]);
    const decide = new DecideReport({ reports, competitions, accounts: drivers, drivers, events: noEvents, assignments: new MemoryStewardAssignments(), panels: new MemoryPanelSettings(), suspensions: new MemorySuspensions(), outbox, notices, clock, newId: sequentialIds('s'), tx: new MemoryTransactions(reports, outbox, notices), audit: memoryAudit(clock).audit });
    await reports.insert({ id: 'reporte-7', numeroReporte: 7, campeonatoId: 'copa', carreraId: 'carrera-1', reporterId: 'ana', reportedId: 'beto', vuelta: 3, heat: null, descripcion: 'Contacto.', capturas: [], videos: [], estado: 'pendiente', createdAt: '2026-04-02T03:00:00.000Z' });
    await decide.execute(admin, 'reporte-7', { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'advertencia', puntosLicencia: 0 } });
    expect(notices.raised.map((n) => [n.userId, n.tipo, n.clave])).to.deep.equal([['beto', 'decision', 'decision:reporte-7']]);
    const text = JSON.stringify(notices.raised[0]!.payload);
    expect(text).to.include('Interlagos').and.include('#7').and.not.include('Ana').and.not.include('Ríos');
  });

  it('a suspension raises a push for the suspended driver', async () => {
    const clock = new ManualClock(new Date('2026-04-01T12:00:00.000Z'));
    const reports = new MemoryReports();
    const outbox = new MemoryOutbox();
    const notices = new MemoryDeviceNotices();
    const suspensions = new MemorySuspensions();
    const panels = new MemoryPanelSettings();
    await panels.save({ ...defaultPanelSettings('copa'), umbralesLicencia: [{ puntos: 6, sancion: 'carrera' }] });
    const races = ['r1', 'r2'].map((id, i) => ({ id, campeonatoId: 'copa', circuito: `Circuito ${i + 1}`, fechaInicio: `2026-04-0${i + 1}T00:00:00.000Z`, inicio: `2026-04-0${i + 1}T02:00:00.000Z` }));
    const competitions = new MemoryCompetitions({ championships: [{ id: 'copa', nombreCampeonato: 'Copa Bajío', plazoReportesHoras: 72 }], races, enrolled: [] });
    const drivers = new MemoryDrivers(['ana', 'beto', 'admin'].map((id) => ({ id, nombre: id, apellido: 'P', email: `${id}@e.test` })), { admin: 'admin' });
    const decide = new DecideReport({ reports, outbox, notices, suspensions, panels, competitions, accounts: drivers, drivers, events: noEvents, assignments: new MemoryStewardAssignments(), clock, newId: sequentialIds('id'), tx: new MemoryTransactions(reports, outbox, suspensions, notices), audit: memoryAudit(clock).audit });
    await reports.insert({ id: 'rep-1', numeroReporte: 1, campeonatoId: 'copa', carreraId: 'r1', reporterId: 'ana', reportedId: 'beto', vuelta: 1, heat: null, descripcion: 'Contacto.', capturas: [], videos: [], estado: 'pendiente', createdAt: clock.now().toISOString() });
    await decide.execute(admin, 'rep-1', { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'advertencia', puntosLicencia: 7 } });
    const suspension = notices.raised.find((n) => n.tipo === 'suspension');
    expect(suspension, JSON.stringify(notices.raised)).to.not.equal(undefined);
    expect(suspension).to.deep.include({ userId: 'beto', clave: `suspension:${suspensions.rows[0]!.id}` });
    expect(suspension!.payload).to.deep.include({ titulo: 'Una carrera de suspensión', url: '/campeonatos/copa' });
    expect(suspension!.payload.cuerpo).to.include('Circuito 2');
  });

  it('a place offered from the waiting list raises a push with its deadline in Mexico City time', async () => {
    const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
    const championships = new MemoryChampionships();
    const enrolments = new MemoryEnrolments();
    const payments = new MemoryPayments();
    const waitlist = new MemoryWaitlist();
    const outbox = new MemoryOutbox();
    const notices = new MemoryDeviceNotices();
    const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, notices);
    const entrants = new MemoryEntrants([{ id: 'beto', nombre: 'Beto', apellido: 'P', email: 'beto@e.test' }]);
    await championships.insert(aChampionship({ id: 'copa', nombreCampeonato: 'Copa Bajío', participantesMaximos: 1, precioCentavos: 0, horasParaAceptar: 48 }));
    await waitlist.insert({ id: 'espera-1', campeonatoId: 'copa', userId: 'beto', orden: 1, createdAt: '2026-03-30T00:00:00.000Z', ofertaCreadaEn: null, ofertaVenceEn: null });
    await new OfferFreedPlaces({ championships, enrolments, payments, waitlist, entrants, outbox, notices, clock, tx, publicUrl: 'https://parrilla.test' }).execute('copa');
    expect(notices.raised.map((n) => [n.userId, n.tipo])).to.deep.equal([['beto', 'oferta']]);
    expect(notices.raised[0]!.payload.url).to.equal('/campeonatos/copa');
    // 48 hours after 12:00 of 1 April in Mexico City.
    expect(notices.raised[0]!.payload.cuerpo).to.include('3 de abril de 2026').and.include('12:00');
  });
});

describe('A held place about to expire', () => {
  it('raises one push per held place once less than a day is left, with its deadline; none for a place further off or unheld', async () => {
    const payments = new MemoryPayments();
    const notices = new MemoryDeviceNotices();
    const voucher = { referencia: '1234', url: null, clabe: null, venceEn: '2026-04-03T05:59:00.000Z' };
    await payments.insert(aCheckout({ id: 'pago-1', userId: 'beto', campeonatoId: 'copa', createdAt: '2026-03-30T00:00:00.000Z', metodo: 'oxxo', ficha: voucher, expiraEn: '2026-04-02T18:00:00.000Z' }));
    await payments.insert(aCheckout({ id: 'pago-2', userId: 'ana', campeonatoId: 'copa', createdAt: '2026-03-30T00:00:00.000Z', metodo: 'oxxo', ficha: voucher, expiraEn: '2026-04-05T18:00:00.000Z' }));
    await payments.insert(aCheckout({ id: 'pago-3', userId: 'caro', campeonatoId: 'copa', createdAt: '2026-03-30T00:00:00.000Z', expiraEn: '2026-04-02T10:00:00.000Z' }));
    const job = new RemindExpiringHolds({ payments, records: { find: async () => ({ campeonato: { nombreCampeonato: 'Copa Bajío' } }) as never }, notices, tx: new MemoryTransactions(notices) });
    await job.run(new Date('2026-04-01T20:00:00.000Z'));
    expect(notices.raised.map((n) => [n.userId, n.tipo, n.clave])).to.deep.equal([['beto', 'apartado', 'apartado:pago-1']]);
    expect(notices.raised[0]!.payload.cuerpo).to.include('Copa Bajío').and.include('2 de abril de 2026').and.include('12:00');
    expect(notices.raised[0]!.payload.url).to.equal('/perfil');
  });
});

describe('Results published', () => {
  /** Results from the sources, drivers' accounts by iRacing id, and the job over the real outbox in memory. */
  function resultsWorld() {
    const w = pushWorld();
    const sources = new MemorySources();
    const settings = new MemoryNotificationSettings();
    const accounts = new Map([
      [101, 'beto'],
      [102, 'ana'],
    ]);
    const job = new NotifyPublishedResults({
      results: sources,
      races: sources.championshipSource(),
      accounts: { userIdsByIracingId: async (ids) => new Map([...accounts].filter(([id]) => ids.includes(id))) },
      notices: w.notices,
      settings,
      tx: new MemoryTransactions(),
    });
    return { ...w, sources, settings, job };
  }
  const event = (id: string, at: string, extra: Partial<{ carreraId: string; importedAt: string; startTime: string }> = {}) => ({
    id,
    subsessionId: `9100${id.slice(-1)}`,
    sessionName: `Sesión ${id}`,
    trackName: 'Interlagos',
    trackConfig: null,
    startTime: extra.startTime ?? new Date(Date.parse(at) - 2 * 3_600_000).toISOString(),
    publishedAt: at,
    importedAt: extra.importedAt ?? at,
    carreraId: extra.carreraId ?? null,
  });

  it('raises one push per driver with a result once it is public, with his own place, opening the race\'s results; never twice', async () => {
    const w = resultsWorld();
    const beto = await w.subscribe.execute({ id: 'beto', rol: 'user', suspendido: false }, { endpoint: 'https://push.example/beto', keys: KEYS }, null);
    const ana = await w.subscribe.execute({ id: 'ana', rol: 'user', suspendido: false }, { endpoint: 'https://push.example/ana', keys: KEYS }, null);
    await w.job.run(w.clock.now());
    const publishedAt = new Date(w.clock.now().getTime() + 3_600_000).toISOString();
    w.sources.results.push(event('ev-1', publishedAt, { carreraId: 'r1', importedAt: new Date(w.clock.now().getTime() + 60_000).toISOString() }));
    w.sources.races.push({ id: 'r1', circuito: 'Interlagos', campeonatoId: 'copa', nombreCampeonato: 'Copa Bajío' });
    w.sources.finishList.push(
      { eventId: 'ev-1', custId: 101, posicion: 3, de: 20, clase: null, posicionClase: 3, deClase: 20 },
      { eventId: 'ev-1', custId: 102, posicion: 7, de: 20, clase: 'GT3', posicionClase: 2, deClase: 9 },
      { eventId: 'ev-1', custId: 555, posicion: 1, de: 20, clase: null, posicionClase: 1, deClase: 20 },
    );
    // Imported, not yet public: nothing.
    await w.job.run(new Date(w.clock.now().getTime() + 30 * 60_000));
    expect(w.queue.rows).to.deep.equal([]);

    await w.job.run(new Date(Date.parse(publishedAt) + 60_000));
    await w.job.run(new Date(Date.parse(publishedAt) + 2 * 60_000));
    expect(w.queue.rows.map((r) => [r.suscripcionId, r.tipo, r.clave])).to.deep.equal([
      [beto.id, 'resultados', 'resultados:91001'],
      [ana.id, 'resultados', 'resultados:91001'],
    ]);
    const [toBeto, toAna] = w.queue.rows;
    expect(toBeto!.payload).to.deep.equal({ titulo: 'Resultados publicados: Copa Bajío en Interlagos', cuerpo: 'Terminaste en el lugar 3 de 20.', url: '/race-result?evento=91001', etiqueta: 'resultados-91001' });
    expect(toAna!.payload.cuerpo).to.equal('Terminaste en el lugar 2 de 9 en GT3 (7 de 20 en la general).');
    expect(JSON.stringify(toBeto!.payload)).to.not.include('7');
  });

  it('honours the device that turned results off; tells nobody of results imported before it began or of a race more than a week old', async () => {
    const w = resultsWorld();
    const phone = await w.subscribe.execute({ id: 'beto', rol: 'user', suspendido: false }, { endpoint: 'https://push.example/beto', keys: KEYS }, null);
    const laptop = await w.subscribe.execute({ id: 'beto', rol: 'user', suspendido: false }, { endpoint: 'https://push.example/beto-laptop', keys: KEYS }, null);
    await new UpdateDeviceSwitches({ devices: w.devices, clock: w.clock }).execute({ id: 'beto', rol: 'user', suspendido: false }, laptop.id, { tipos: { resultados: false } });
    const now = w.clock.now().getTime();
    w.sources.results.push(event('ev-1', new Date(now - 3_600_000).toISOString()));
    await w.job.run(w.clock.now());
    const later = new Date(now + 10 * 60_000);
    w.sources.results.push(event('ev-2', later.toISOString(), { importedAt: new Date(now + 60_000).toISOString(), startTime: new Date(now - RESULTS_PUSH_MAX_AGE_MS - 60_000).toISOString() }));
    w.sources.results.push(event('ev-3', later.toISOString(), { importedAt: new Date(now + 60_000).toISOString() }));
    w.sources.finishList.push(...['ev-1', 'ev-2', 'ev-3'].map((eventId) => ({ eventId, custId: 101, posicion: 1, de: 2, clase: null, posicionClase: 1, deClase: 2 })));
    await w.job.run(later);
    expect(w.queue.rows.map((r) => [r.suscripcionId, r.clave])).to.deep.equal([[phone.id, 'resultados:91003']]);
  });
});

describe('Push outbox over memory', () => {
  it('queues a notice once per device of the driver that has its kind on; a kind turned off there queues nothing for it', async () => {
    const w = pushWorld();
    const phone = await w.subscribe.execute(beto, { endpoint: 'https://push.example/telefono', keys: KEYS }, 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36');
    const laptop = await w.subscribe.execute(beto, { endpoint: 'https://push.example/laptop', keys: KEYS }, 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0');
    expect(phone.tipos).to.deep.include({ recordatorio: true, resultados: true, decision: true, oferta: true, apartado: true, suspension: true });
    expect(phone.navegador).to.equal('Chrome en Android');
    await new UpdateDeviceSwitches({ devices: w.devices, clock: w.clock }).execute(beto, laptop.id, { tipos: { decision: false } });
    const notice = { userId: 'beto', tipo: 'decision' as const, clave: 'decision:r1', payload: { titulo: 'Decisión', cuerpo: 'Sin sanción.', url: '/perfil' } };
    await w.notices.notify(notice, {});
    await w.notices.notify(notice, {});
    await w.notices.notify({ ...notice, userId: 'ana' }, {});
    expect(w.queue.rows.map((r) => r.suscripcionId)).to.deep.equal([phone.id]);
    const list = await new ListMyDevices({ devices: w.devices }).execute(beto);
    expect(list.find((d) => d.id === laptop.id)!.tipos.decision).to.equal(false);
  });

  it('sends each queued push once; 429 waits the Retry-After without counting an attempt; 5xx backs off; 410 removes the device', async () => {
    const w = pushWorld();
    const ok = await w.subscribe.execute(beto, { endpoint: 'https://push.example/ok', keys: KEYS }, null);
    const busy = await w.subscribe.execute(beto, { endpoint: 'https://push.example/ocupado', keys: KEYS }, null);
    const gone = await w.subscribe.execute(beto, { endpoint: 'https://push.example/caducado', keys: KEYS }, null);
    w.sender.answer('https://push.example/ocupado', { estado: 'reintentar', limitado: true, retryAfterMs: 120_000, detalle: '429' }, { estado: 'reintentar', limitado: false, detalle: '503' });
    w.sender.answer('https://push.example/caducado', { estado: 'caducado', detalle: '410' });
    await w.notices.notify({ userId: 'beto', tipo: 'oferta', clave: 'oferta:1', payload: { titulo: 'Lugar', cuerpo: 'Hasta mañana', url: '/campeonatos/copa' } }, {});

    const start = w.clock.now().getTime();
    await w.deliver.run(w.clock.now());
    const row = (id: string) => w.queue.rows.find((r) => r.suscripcionId === id)!;
    expect(row(ok.id)).to.deep.include({ status: 'enviado', attempts: 1 });
    expect((await w.devices.find(ok.id))!.lastSuccessAt).to.equal(w.clock.now().toISOString());
    expect(row(busy.id)).to.deep.include({ status: 'pendiente', attempts: 0, nextAttemptAt: start + 120_000 });
    expect(row(gone.id)).to.deep.include({ status: 'caducado' });
    expect(await w.devices.find(gone.id)).to.equal(null);

    await w.deliver.run(new Date(start + 60_000));
    expect(w.sender.sent).to.have.length(3);
    await w.deliver.run(new Date(start + 120_000));
    expect(row(busy.id)).to.deep.include({ status: 'pendiente', attempts: 1, nextAttemptAt: start + 120_000 + pushRetryDelayMs(1) });
    await w.deliver.run(new Date(start + 120_000 + pushRetryDelayMs(1)));
    expect(row(busy.id)).to.deep.include({ status: 'enviado', attempts: 2 });
    await w.deliver.run(new Date(start + 10 * 3_600_000));
    expect(w.sender.sent.map((s) => s.endpoint)).to.deep.equal(['https://push.example/ok', 'https://push.example/ocupado', 'https://push.example/caducado', 'https://push.example/ocupado', 'https://push.example/ocupado']);
  });

  it('gives up after the last attempt, and a device removed before delivery receives nothing', async () => {
    const w = pushWorld();
    const down = await w.subscribe.execute(beto, { endpoint: 'https://push.example/caido', keys: KEYS }, null);
    const removed = await w.subscribe.execute(beto, { endpoint: 'https://push.example/quitado', keys: KEYS }, null);
    for (let i = 0; i < MAX_PUSH_ATTEMPTS; i++) w.sender.answer('https://push.example/caido', { estado: 'reintentar', limitado: false, detalle: '500' });
    await w.notices.notify({ userId: 'beto', tipo: 'aviso', clave: 'aviso:1', payload: { titulo: 'Aviso', cuerpo: 'Texto', url: '/' } }, {});
    await new RemoveDevice({ devices: w.devices }).execute(beto, removed.id);
    for (let i = 0; i < MAX_PUSH_ATTEMPTS; i++) await w.deliver.run(new Date(w.clock.now().getTime() + i * 3_600_000));
    expect(w.queue.rows.find((r) => r.suscripcionId === down.id)).to.deep.include({ status: 'fallido', attempts: MAX_PUSH_ATTEMPTS });
    expect(w.queue.rows.find((r) => r.suscripcionId === removed.id)).to.deep.include({ status: 'caducado' });
    expect(w.sender.sent.filter((s) => s.endpoint.endsWith('quitado'))).to.deep.equal([]);
  });

  it("another driver's device answers as one that does not exist", async () => {
    const w = pushWorld();
    const mine = await w.subscribe.execute(beto, { endpoint: 'https://push.example/beto', keys: KEYS }, null);
    const ana: Actor = { id: 'ana', rol: 'user', suspendido: false };
    const err = await new RemoveDevice({ devices: w.devices }).execute(ana, mine.id).catch((e: unknown) => e);
    expect(err).to.deep.include({ code: 'PUSH_DEVICE_NOT_FOUND', message: 'Dispositivo no encontrado' });
    expect(await w.devices.find(mine.id)).to.not.equal(null);
  });

  it("an announcement reaches the entrants' devices that want announcements, and only an admin sends it", async () => {
    const w = pushWorld();
    const a = await w.subscribe.execute(beto, { endpoint: 'https://push.example/a', keys: KEYS }, null);
    await w.subscribe.execute({ id: 'otro', rol: 'user', suspendido: false }, { endpoint: 'https://push.example/otro', keys: KEYS }, null);
    const rows: PushAnnouncementTally[] = [];
    const announcements = {
      insert: async (x: PushAnnouncementTally) => void rows.push({ ...x, dispositivos: 0, enviados: 0, fallidos: 0, pendientes: 0 }),
      find: async (id: string) => {
        const found = rows.find((r) => r.id === id)!;
        const mine = w.queue.rows.filter((q) => q.avisoId === id);
        return { ...found, dispositivos: mine.length, enviados: mine.filter((q) => q.status === 'enviado').length, fallidos: 0, pendientes: mine.filter((q) => q.status === 'pendiente').length };
      },
      latest: async () => rows,
    };
    const { audit, log } = memoryAudit(w.clock);
    const announce = new AnnounceToEntrants({
      entrants: { championships: async (ids) => ids.filter((id) => id === 'copa').map((id) => ({ id, nombreCampeonato: 'Copa Bajío' })), enrolledUserIds: async () => ['beto'] },
      devices: w.devices,
      queue: w.queue,
      announcements: announcements as never,
      tx: new MemoryTransactions(log),
      audit,
      clock: w.clock,
      newId: sequentialIds('aviso'),
    });
    const refused = await announce.execute(beto, { campeonatoId: 'copa', titulo: 'Hola', cuerpo: 'Texto' }).catch((e: unknown) => e);
    expect(refused).to.deep.include({ code: 'ADMIN_ONLY' });
    const view = await announce.execute(admin, { campeonatoId: 'copa', titulo: 'Cambio de horario', cuerpo: 'La carrera empieza a las 21:00.' });
    expect(view).to.deep.include({ campeonato: 'Copa Bajío', dispositivos: 1, pendientes: 1 });
    expect(w.queue.rows.map((r) => [r.suscripcionId, r.payload.url])).to.deep.equal([[a.id, '/campeonatos/copa']]);
    expect(log.entries.map((e) => e.accion)).to.deep.equal(['aviso.enviado']);
  });
});
