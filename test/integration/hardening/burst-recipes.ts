import { TOTP } from 'otpauth';
import { scoringPreset } from '../../../src/contracts/standings-config.contract.js';
import type { AppContext } from '../../../src/container.js';
import type { ManualClock } from '../../../src/platform/clock.js';
import type { DiscordStandIn } from '../../support/discord-stand-in.js';
import type { TestHttp } from '../../support/http.js';
import type { IracingStandIn } from '../../support/iracing-stand-in.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { followToCallback, type TestOidcProvider } from '../../support/oidc-provider.js';
import type { StripeStandIn } from '../../support/stripe-stand-in.js';
import { SoftAuthenticator } from '../../support/soft-authenticator.js';
import { championshipFields, postChampionship, postRace, raceFields, TINY_PNG } from '../championships/championship-fixtures.js';
import { bearer } from '../identity/identity-fixtures.js';
import { PDF, TAX_DATA, XML } from '../invoicing/invoice-fixtures.js';
import { EVENT_FIELDS } from '../single-events/single-events-fixtures.js';

/**
 * The recipes of the burst sweep (burst.test.ts): for each write route, how to set up what a valid
 * request needs, and the request, sent by an actor allowed to send it. `prepare` is called twice per
 * route (once for the request sent alone, once for the burst), so it makes what it needs afresh.
 */

/** Enrolment open: the fixtures' championships start on 1 April 2026, their race on 4 April. */
export const START = '2026-03-20T18:00:00.000Z';
/** The fixture race (4 April 2026, 20:00 in Mexico City) is over, its report window open. */
const AFTER_RACE = '2026-04-05T12:00:00.000Z';
const ORIGIN = 'http://localhost:3000';

export interface Actor {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface World {
  context: AppContext;
  api: TestHttp;
  clock: ManualClock;
  admin: Actor;
  superadmin: Actor;
  /** The outside services' stand-ins, where the suite started them (the burst sweep does). */
  outside?: Outside;
  newDriver(overrides?: Partial<{ nombre: string; apellido: string; email: string; rol: 'user' | 'comisario' | 'transmision' | 'admin' }>): Promise<Actor>;
}

/** The league's iRacing credentials, as 'PUT /api/iracing/ajustes' saves them. */
const IRACING_CREDENTIALS = { clientId: 'parrilla-liga', clientSecret: 'secreto-del-cliente', username: 'liga@ejemplo.test', password: 'clave-de-iracing' };

/** The outside services' stand-ins the site talks to, and the site that takes payments through Stripe's. */
export interface Outside {
  oidc: TestOidcProvider;
  discord: DiscordStandIn;
  iracing: IracingStandIn;
  stripe: StripeStandIn;
  /** The site on the same database and clock with Stripe as its gateway (the other recipes pay through the demo gateway). */
  stripeApi: TestHttp;
}

function outside(w: World): Outside {
  if (!w.outside) throw new Error('esta receta habla con un servicio de fuera: el conjunto de pruebas debe arrancar sus sustitutos (World.outside)');
  return w.outside;
}

export interface Call {
  /** The site that answers it, when not the sweep's own (the one with Stripe as its gateway). */
  api?: TestHttp;
  method: string;
  url: string;
  actor?: Actor;
  json?: unknown;
  raw?: string;
  fields?: Record<string, string>;
  files?: Array<{ field: string; content: Buffer; name: string }>;
  headers?: Record<string, string>;
}

export interface Recipe {
  prepare(w: World): Promise<Call>;
  /** Every copy is an act of its own (a message sent five times is five messages): all succeed, each leaving what one leaves. */
  each?: boolean;
  /**
   * Sending it again is a replacement by design (an upsert): any number of the copies may succeed,
   * the others refused, as long as they leave what one leaves. The reason is written beside it.
   */
  replaces?: boolean;
  /** Tables whose counts may differ between the single request and the burst, with the reason beside it. */
  varies?: string[];
}

// ---- setup helpers, through the API as the admin does it ----

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it (nothing is ever sent to it here). */
function browserSubscription() {
  return { endpoint: `https://push.example.test/envio/${++serial}`, keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) } };
}

async function pushDevice(w: World, driver: Actor): Promise<string> {
  const body = await ok<{ dispositivo: { id: string } }>(await w.api.request.post('/api/perfil/dispositivos').set(bearer(driver.token)).send(browserSubscription()), 'dispositivo');
  return body.dispositivo.id;
}

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

async function ok<T = Record<string, unknown>>(res: { status: number; body: unknown; text?: string }, what: string): Promise<T> {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

const t = (w: World) => ({ context: w.context, api: w.api });

async function championship(w: World, overrides: Record<string, string> = {}): Promise<string> {
  const body = await ok<{ data: { id: string } }>(await postChampionship(t(w), w.admin.token, championshipFields({ nombreCampeonato: unique('Copa Ráfaga'), ...overrides })), 'campeonato');
  return body.data.id;
}

async function race(w: World, campeonatoId: string, overrides: Record<string, string> = {}): Promise<string> {
  const body = await ok<{ data: { id: string } }>(await postRace(t(w), w.admin.token, raceFields(campeonatoId, overrides)), 'carrera');
  return body.data.id;
}

async function enrol(w: World, campeonatoId: string, usuarioId: string): Promise<void> {
  await ok(await w.api.request.post('/api/campeonatos/inscribir-admin').set(bearer(w.admin.token)).send({ campeonatoId, usuarioId }), 'inscripción');
}

interface League {
  campeonatoId: string;
  carreraId: string;
  ana: Actor;
  beto: Actor;
}

/** A championship with one race and two enrolled drivers. */
async function league(w: World, overrides: Record<string, string> = {}): Promise<League> {
  const campeonatoId = await championship(w, overrides);
  const carreraId = await race(w, campeonatoId);
  const ana = await w.newDriver({ nombre: 'Ana', apellido: unique('Ruiz') });
  const beto = await w.newDriver({ nombre: 'Beto', apellido: unique('Luna') });
  await enrol(w, campeonatoId, ana.id);
  await enrol(w, campeonatoId, beto.id);
  return { campeonatoId, carreraId, ana, beto };
}

/** A full championship of one place, its place taken. */
async function fullChampionship(w: World): Promise<string> {
  const id = await championship(w, { participantesMaximos: '1', precio: '0' });
  await enrol(w, id, (await w.newDriver()).id);
  return id;
}

/** A free championship asking for a licence B in formula cars: a driver without iRacing has an unknown licence. */
const gated = (w: World) => championship(w, { precio: '0', categoriaLicencia: 'formula_car', licenciaMinima: 'B' });

/** An open exemption request of a driver whose licence is unknown. */
async function exemptionRequest(w: World): Promise<{ campeonatoId: string; id: string }> {
  const campeonatoId = await gated(w);
  const asked = await ok<{ solicitud: { id: string } }>(await w.api.request.post(`/api/campeonatos/${campeonatoId}/solicitud-excepcion`).set(bearer((await w.newDriver()).token)), 'solicitud de excepción');
  return { campeonatoId, id: asked.solicitud.id };
}

async function event(w: World, fields: Record<string, string> = {}): Promise<string> {
  let req = w.api.request.post('/api/eventos-unicos').set(bearer(w.admin.token));
  for (const [k, v] of Object.entries({ ...EVENT_FIELDS, fechaInicio: '2026-04-14', nombre: unique('Noche de GT3'), ...fields })) req = req.field(k, v);
  return (await ok<{ data: { id: string } }>(await req, 'evento')).data.id;
}

/** A report filed by Ana against Beto after the race; leaves the clock after the race. */
async function report(w: World, l?: League): Promise<{ l: League; id: string }> {
  l ??= await league(w);
  w.clock.set(AFTER_RACE);
  let req = w.api.request.post('/api/reportes').set(bearer(l.ana.token));
  for (const [k, v] of Object.entries({ usuarioDenunciado: l.beto.id, campeonato: l.campeonatoId, carrera: l.carreraId, vuelta: '7', descripcion: 'Me sacó de la pista en la curva 1 al frenar tarde.' })) req = req.field(k, v);
  const body = await ok<{ _id: string }>(await req, 'reporte');
  return { l, id: body._id };
}

async function steward(w: World, campeonatoId: string): Promise<Actor> {
  const s = await w.newDriver({ rol: 'comisario', nombre: 'Carla', apellido: unique('Comisaria') });
  await ok(await w.api.request.post('/api/reportes/comisarios').set(bearer(w.admin.token)).send({ campeonato: campeonatoId, comisario: s.id }), 'comisario');
  return s;
}

/** A report decided with a penalty of licence points past the threshold: Beto suspended. Answers the report. */
async function decided(w: World): Promise<{ l: League; id: string; s: Actor }> {
  const r = await report(w);
  const s = await steward(w, r.l.campeonatoId);
  await ok(
    await w.api.request.put(`/api/reportes/${r.id}/resolve`).set(bearer(s.token)).send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'puntos', puntos: 5, puntosLicencia: 3 } }),
    'decisión',
  );
  return { ...r, s };
}

/** A payment of the demo gateway: the driver's checkout session. */
async function checkout(w: World, campeonatoId: string, driver: Actor, metodo?: string): Promise<string> {
  const body = await ok<{ sessionId: string }>(await w.api.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId, ...(metodo ? { metodo } : {}) }), 'checkout');
  return body.sessionId;
}

/** A manual payment recorded by the admin for a new driver: answers its id. */
async function manualPayment(w: World): Promise<{ id: string; campeonatoId: string; driver: Actor }> {
  const campeonatoId = await championship(w);
  const driver = await w.newDriver();
  const body = await ok<{ pago: { id: string } }>(await w.api.request.post('/api/payments/admin/manual').set(bearer(w.admin.token)).send({ usuarioId: driver.id, campeonatoId, monto: 1500 }), 'pago manual');
  return { id: body.pago.id, campeonatoId, driver };
}

/** An OXXO voucher paid through the demo gateway: answers the payment's id. */
async function paidVoucher(w: World): Promise<{ id: string }> {
  const c = await championship(w);
  await ok(await w.api.request.put(`/api/payments/admin/metodos/${c}`).set(bearer(w.admin.token)).send({ oxxo: true }), 'métodos');
  const d = await w.newDriver();
  const sid = await checkout(w, c, d, 'oxxo');
  await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/pagar`).set(bearer(d.token)), 'ficha');
  await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/simular-pago`).set(bearer(d.token)), 'pago de la ficha');
  const row = await w.context.knex('payments').where({ stripeSessionId: sid }).first();
  return { id: row.id };
}

/**
 * A payment 'Pagado sin lugar': an OXXO voucher for the one place of a championship expires, releasing
 * its hold, the admin gives the place to someone else, then the voucher is paid late: the money
 * arrives with no place left.
 */
async function paidWithoutPlace(w: World): Promise<{ id: string }> {
  const c = await championship(w, { participantesMaximos: '1' });
  await ok(await w.api.request.put(`/api/payments/admin/metodos/${c}`).set(bearer(w.admin.token)).send({ oxxo: true }), 'métodos');
  const d = await w.newDriver();
  const sid = await checkout(w, c, d, 'oxxo');
  await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/pagar`).set(bearer(d.token)), 'ficha');
  await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/simular-vencimiento`).set(bearer(d.token)), 'ficha vencida');
  await enrol(w, c, (await w.newDriver()).id);
  await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/simular-pago`).set(bearer(d.token)), 'pago de la ficha');
  const row = await w.context.knex('payments').where({ stripeSessionId: sid }).first();
  if (row.estado !== 'completado' || !row.sinLugar) throw new Error(`el pago no quedó sin lugar: ${row.estado}, ${row.detalles}`);
  return { id: row.id };
}

async function series(w: World): Promise<string> {
  const body = await ok<{ data: { id: string } }>(await w.api.request.post('/api/series').set(bearer(w.admin.token)).field('nombre', unique('Serie Ráfaga')).field('categoria', 'GT'), 'serie');
  return body.data.id;
}

/** A championship in a series as its 2026 edition. */
async function edition(w: World): Promise<string> {
  const campeonatoId = await championship(w);
  await race(w, campeonatoId);
  const serieId = await series(w);
  await ok(await w.api.request.put(`/api/series/ediciones/${campeonatoId}`).set(bearer(w.admin.token)).send({ serieId, temporada: 2026, diasPrioridad: 5 }), 'edición');
  return campeonatoId;
}

async function sponsor(w: World): Promise<string> {
  const body = await ok<{ data: { id: string } }>(await w.api.request.post('/api/sponsors/create').set(bearer(w.admin.token)).field('nombre', unique('Cascos MX')).attach('logo', TINY_PNG, 'logo.png'), 'patrocinador');
  return body.data.id;
}

const RECORD = { circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R', lapTime: '1:28.512', recordDate: '2026-03-14' };

async function trackRecord(w: World): Promise<string> {
  const driver = await w.newDriver();
  const body = await ok<{ data?: { id: string }; id?: string }>(await w.api.request.post('/api/track-records').set(bearer(w.admin.token)).send({ ...RECORD, circuit: unique('Circuito'), user: driver.id }), 'récord');
  return (body.data?.id ?? body.id)!;
}

/** An imported results file (one race session, one driver): answers the event's id. */
async function importedEvent(w: World, subsessionId = 90_000_000 + ++serial): Promise<string> {
  const file = inventedExport({
    subsession_id: subsessionId,
    session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: 7, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0 })] }],
  });
  const body = await ok<{ event: { id: string } }>(await w.api.request.post('/api/events/import-file').set(bearer(w.admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json'), 'importación');
  return body.event.id;
}

/**
 * A suggested record: imported results on a circuit of their own, where a driver matched to a site
 * account by his iRacing id ran a lap faster than the stored record. Answers the suggestion's id.
 */
async function suggestion(w: World): Promise<string> {
  const n = ++serial;
  const circuit = `Autódromo Sugerido ${n}`;
  const custId = 800_000 + n;
  const driver = await w.newDriver();
  await w.context.knex('users').where({ id: driver.id }).update({ iracingId: custId });
  await ok(await w.api.request.post('/api/track-records').set(bearer(w.admin.token)).send({ ...RECORD, circuit, car: 'Coche Inventado', user: w.admin.id }), 'récord');
  const file = inventedExport({
    subsession_id: 90_000_000 + n,
    track: { track_name: circuit, config_name: 'N/A' },
    session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: custId, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0, best_lap_time: 875_000 })] }],
  });
  await ok(await w.api.request.post('/api/events/import-file').set(bearer(w.admin.token)).attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json'), 'importación');
  const offered = await ok<{ data: Array<{ id: string; circuit: string }> }>(await w.api.request.get('/api/track-records/sugerencias').set(bearer(w.admin.token)), 'sugerencias');
  const found = offered.data.find((s) => s.circuit === circuit);
  if (!found) throw new Error(`sin sugerencia para ${circuit}`);
  return found.id;
}

/**
 * A championship whose only race has its results imported and published, its report window over: a
 * season ready to close. Leaves the clock after that window.
 */
async function finishedSeason(w: World): Promise<string> {
  const l = await league(w);
  w.clock.set(AFTER_RACE);
  // The fixture race runs on 4 April 2026 at 20:00 in Mexico City (02:00 UTC on the 5th).
  const file = inventedExport({
    subsession_id: 90_000_000 + ++serial,
    start_time: '2026-04-05T02:00:00Z',
    end_time: '2026-04-05T03:00:00Z',
    session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: 7, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0 })] }],
  });
  await ok(
    await w.api.request.post('/api/events/import-file').set(bearer(w.admin.token)).field('carreraId', l.carreraId).field('sesion', '1').attach('eventfile', Buffer.from(JSON.stringify(file)), 'r.json'),
    'resultados de la carrera',
  );
  // The race's report window (three days) is over: nothing can change its table any more.
  w.clock.set('2026-04-08T12:00:00.000Z');
  return l.campeonatoId;
}

const code = (w: World, secret: string) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: w.clock.now().getTime() });

/** A driver with the authenticator app confirmed: answers him and its secret. */
async function withApp(w: World): Promise<{ driver: Actor; secret: string }> {
  const driver = await w.newDriver();
  const setup = await ok<{ secreto: string }>(await w.api.request.post('/api/seguridad/app').set(bearer(driver.token)).send({}), 'app');
  await ok(await w.api.request.post('/api/seguridad/app/confirmar').set(bearer(driver.token)).send({ codigo: code(w, setup.secreto) }), 'app confirmada');
  w.clock.advance(30_000);
  return { driver, secret: setup.secreto };
}

/** A driver with a passkey: answers him, the authenticator and the key's id. */
async function withPasskey(w: World): Promise<{ driver: Actor; key: SoftAuthenticator; id: string }> {
  const driver = await w.newDriver();
  const key = new SoftAuthenticator(ORIGIN);
  const start = await ok<{ desafio: string; opciones: Record<string, unknown> }>(await w.api.request.post('/api/seguridad/llaves/opciones').set(bearer(driver.token)).send({}), 'opciones');
  const added = await ok<{ llave: { id: string } }>(await w.api.request.post('/api/seguridad/llaves').set(bearer(driver.token)).send({ desafio: start.desafio, respuesta: key.register(start.opciones) }), 'llave');
  return { driver, key, id: added.llave.id };
}

/**
 * Confirms the actor's session with its password, as the dialog 'Confirma que eres tú' does for an account
 * without a second factor: a sensitive action asks for a confirmation within ten minutes (docs/adr/0046), and
 * a sign-in's own runs out once a recipe has moved the clock past a race (the sweep's admin signed in at START).
 */
async function fresh(w: World, actor: Actor): Promise<Actor> {
  await ok(await w.api.request.post('/api/seguridad/confirmar').set(bearer(actor.token)).send({ contrasena: actor.password }), 'confirmación');
  return actor;
}

/**
 * A sign-in with Google started at the site and finished at the provider (the OpenID stand-in) by a
 * new person: what the app's callback page sends back, with the browser's flow cookies.
 */
async function googleCallback(w: World): Promise<Call> {
  const n = ++serial;
  outside(w).oidc.signInAs({ sub: `google-rafaga-${n}`, email: `rafaga${n}@gmail.test`, emailVerified: true, givenName: 'Gael', familyName: `Ráfaga ${n}` });
  const start = await w.api.request.get('/api/auth/google/start');
  if (start.status !== 302) throw new Error(`inicio con Google: ${start.status} ${start.text}`);
  const cookie = ((start.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => /^oidc_flow(\.sig)?=/.test(c))
    .join('; ');
  const back = await followToCallback(start.headers.location!);
  if (!back.get('code')) throw new Error(`el proveedor no devolvió un código: ${back.get('error_description') ?? back.toString()}`);
  return { method: 'POST', url: '/api/auth/google/exchange-code', headers: { Cookie: cookie }, json: { code: back.get('code'), state: back.get('state') } };
}

/**
 * The league connected to iRacing (its stand-in): iRacing allowed among the processors (a recipe of
 * the privacy settings turns it off), the stand-in's credentials saved as the league's, and (unless
 * the password just changed) the connection tested, which keeps a token.
 */
async function iracingReady(w: World, newPassword = false): Promise<Actor> {
  const { iracing } = outside(w);
  // A new password at iRacing, saved as the league's: the tokens the old one got are forgotten.
  if (newPassword) iracing.credentials = { ...iracing.credentials, password: unique('contraseña-de-iracing') };
  const { credentials } = iracing;
  await ok(
    await w.api.request.put('/api/privacidad/ajustes').set(bearer(w.admin.token)).send({ nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.test', encargadosDesactivados: [] }),
    'iRacing entre los encargados',
  );
  await fresh(w, w.admin);
  await ok(await w.api.request.put('/api/iracing/ajustes').set(bearer(w.admin.token)).send({ ...credentials }), 'credenciales de iRacing');
  // The connection tested, as the admin does after saving: a token held, so the twin setups start alike.
  if (!newPassword) await ok(await w.api.request.post('/api/iracing/probar').set(bearer(w.admin.token)), 'prueba de la conexión');
  return w.admin;
}

/**
 * A race session iRacing (its stand-in) has the results and lap chart of, with the league connected:
 * answers its subsession id. One driver, a site account matched by his iRacing id.
 */
async function iracingSession(w: World, overrides: Record<string, unknown> = {}): Promise<number> {
  const { iracing } = outside(w);
  await iracingReady(w);
  const subsessionId = 91_000_000 + ++serial;
  iracing.results.set(
    subsessionId,
    inventedExport({
      subsession_id: subsessionId,
      session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: 7, display_name: 'Ana Pista', finish_position: 0, laps_complete: 3, incidents: 0 })] }],
      ...overrides,
    }),
  );
  iracing.setLapChart(
    subsessionId,
    [0, 1, 2, 3].map((lap) => ({ group_id: 7, cust_id: 7, display_name: 'Ana Pista', name: 'Ana Pista', lap_number: lap, lap_position: 1, car_number: '7', flags: 0, lap_time: -1 })),
  );
  return subsessionId;
}

/** The session id a token names (its `sid`). */
const sessionOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

/** A driver signed in twice: his first session (the actor) and the second one's id. */
async function twoSessions(w: World): Promise<{ driver: Actor; other: string; otherToken: string }> {
  const driver = await w.newDriver();
  const again = await ok<{ token: string }>(await w.api.request.post('/api/auth/login').set('X-Forwarded-For', '198.19.0.3').send({ email: driver.email, password: driver.password }), 'segunda sesión');
  return { driver, other: sessionOf(again.token), otherToken: again.token };
}

async function lastMailTo(w: World, to: string): Promise<string> {
  const mail = await w.context.knex('mail_outbox').where({ to }).orderBy('id', 'desc').first();
  if (!mail) throw new Error(`sin correo para ${to}`);
  return String(mail.text);
}

// ---- the recipes ----

export const RECIPES: Record<string, Recipe> = {
  // Identity
  'POST /api/auth/register': {
    // The same registration five times: one account, every answer alike (docs/adr/0003).
    prepare: async () => ({ method: 'POST', url: '/api/auth/register', json: { nombre: 'Juan', apellido: 'Pérez', email: `juan.${++serial}@ejemplo.test`, password: 'secreto123' } }),
    varies: ['mail_outbox'], // the owner of the address is told of each attempt after the first
  },
  'POST /api/auth/login': {
    each: true,
    prepare: async (w) => {
      const d = await w.newDriver();
      return { method: 'POST', url: '/api/auth/login', json: { email: d.email, password: d.password } };
    },
  },
  'POST /api/auth/logout': {
    prepare: async (w) => ({ method: 'POST', url: '/api/auth/logout', actor: await w.newDriver() }),
  },
  'POST /api/auth/forgot-password': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/auth/forgot-password', json: { email: (await w.newDriver()).email } }),
  },
  'POST /api/auth/reset-password': {
    prepare: async (w) => {
      const d = await w.newDriver();
      await ok(await w.api.request.post('/api/auth/forgot-password').set('X-Forwarded-For', '198.19.0.1').send({ email: d.email }), 'enlace');
      const match = /\/reset-password\?token=([^&\s]+)&userId=([^\s"&]+)/.exec(await lastMailTo(w, d.email))!;
      return { method: 'POST', url: '/api/auth/reset-password', json: { token: decodeURIComponent(match[1]!), userId: decodeURIComponent(match[2]!), newPassword: 'nueva-clave-9', confirmPassword: 'nueva-clave-9' } };
    },
  },
  'POST /api/users/change-password': {
    prepare: async (w) => {
      const d = await w.newDriver();
      return { method: 'POST', url: '/api/users/change-password', actor: d, json: { currentPassword: d.password, newPassword: 'nueva-clave-9', confirmPassword: 'nueva-clave-9' } };
    },
  },
  'POST /api/seguridad/llaves/opciones': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/seguridad/llaves/opciones', actor: await w.newDriver(), json: {} }),
  },
  'POST /api/seguridad/llaves': {
    prepare: async (w) => {
      const driver = await w.newDriver();
      const start = await ok<{ desafio: string; opciones: Record<string, unknown> }>(await w.api.request.post('/api/seguridad/llaves/opciones').set(bearer(driver.token)).send({}), 'opciones');
      return { method: 'POST', url: '/api/seguridad/llaves', actor: driver, json: { desafio: start.desafio, respuesta: new SoftAuthenticator(ORIGIN).register(start.opciones) } };
    },
  },
  'PUT /api/seguridad/llaves/:id': {
    prepare: async (w) => {
      const p = await withPasskey(w);
      return { method: 'PUT', url: `/api/seguridad/llaves/${p.id}`, actor: p.driver, json: { nombre: 'Mi teléfono' } };
    },
  },
  'DELETE /api/seguridad/llaves/:id': {
    prepare: async (w) => {
      const p = await withPasskey(w);
      return { method: 'DELETE', url: `/api/seguridad/llaves/${p.id}`, actor: p.driver };
    },
  },
  'POST /api/seguridad/app': {
    prepare: async (w) => ({ method: 'POST', url: '/api/seguridad/app', actor: await w.newDriver(), json: {} }),
  },
  'POST /api/seguridad/app/confirmar': {
    prepare: async (w) => {
      const driver = await w.newDriver();
      const setup = await ok<{ secreto: string }>(await w.api.request.post('/api/seguridad/app').set(bearer(driver.token)).send({}), 'app');
      return { method: 'POST', url: '/api/seguridad/app/confirmar', actor: driver, json: { codigo: code(w, setup.secreto) } };
    },
  },
  'DELETE /api/seguridad/app': {
    prepare: async (w) => ({ method: 'DELETE', url: '/api/seguridad/app', actor: (await withApp(w)).driver }),
  },
  'POST /api/seguridad/codigos': {
    prepare: async (w) => ({ method: 'POST', url: '/api/seguridad/codigos', actor: (await withApp(w)).driver, json: {} }),
  },
  // The provider's code is good once: the first copy signs the new person in (one account), the others are refused.
  'POST /api/auth/google/exchange-code': {
    prepare: googleCallback,
  },
  'POST /api/auth/segundo-paso': {
    prepare: async (w) => {
      const { driver, secret } = await withApp(w);
      const first = await ok<{ segundoPaso: { desafio: string } }>(await w.api.request.post('/api/auth/login').set('X-Forwarded-For', '198.19.0.2').send({ email: driver.email, password: driver.password }), 'primer paso');
      return { method: 'POST', url: '/api/auth/segundo-paso', json: { desafio: first.segundoPaso.desafio, codigo: code(w, secret) } };
    },
  },
  'POST /api/auth/llave/opciones': {
    each: true,
    prepare: async () => ({ method: 'POST', url: '/api/auth/llave/opciones', json: {} }),
  },
  'POST /api/auth/llave': {
    prepare: async (w) => {
      const { key } = await withPasskey(w);
      const options = await ok<{ desafio: string; opciones: Record<string, unknown> }>(await w.api.request.post('/api/auth/llave/opciones').send({}), 'opciones');
      return { method: 'POST', url: '/api/auth/llave', json: { desafio: options.desafio, respuesta: key.authenticate(options.opciones) } };
    },
  },
  'PUT /api/users/:id': {
    prepare: async (w) => {
      const d = await w.newDriver();
      return { method: 'PUT', url: `/api/users/${d.id}`, actor: d, json: { biografia: 'Piloto de GT3 desde 2020.' } };
    },
  },
  'DELETE /api/users/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/users/${(await w.newDriver()).id}`, actor: await fresh(w, w.admin) }),
  },
  'POST /api/seguridad/confirmar': {
    // Confirming again moves the same session's instant: every copy succeeds, one row per session.
    prepare: async (w) => {
      const d = await w.newDriver();
      return { method: 'POST', url: '/api/seguridad/confirmar', actor: d, json: { contrasena: d.password } };
    },
  },
  'POST /api/seguridad/confirmar/opciones': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/seguridad/confirmar/opciones', actor: (await withPasskey(w)).driver, json: {} }),
  },
  'DELETE /api/seguridad/sesiones/:id': {
    prepare: async (w) => {
      const { driver, other } = await twoSessions(w);
      return { method: 'DELETE', url: `/api/seguridad/sesiones/${other}`, actor: driver };
    },
  },
  'POST /api/seguridad/sesiones/cerrar-otras': {
    // Closing the others when none is left closes nothing and says so: every copy succeeds.
    prepare: async (w) => ({ method: 'POST', url: '/api/seguridad/sesiones/cerrar-otras', actor: (await twoSessions(w)).driver }),
  },
  'POST /api/auth/sesion/cerrar-desde-correo': {
    prepare: async (w) => {
      const { driver } = await twoSessions(w);
      const [sesion, clave] = /\/cerrar-sesion#([^.\s]+)\.(\S+)/.exec(await lastMailTo(w, driver.email))!.slice(1);
      return { method: 'POST', url: '/api/auth/sesion/cerrar-desde-correo', json: { sesion, clave } };
    },
  },

  // Fuel, contact, calendar, profile
  'POST /api/fuell/calculate': {
    each: true,
    prepare: async () => ({ method: 'POST', url: '/api/fuell/calculate', json: { raceDuration: 60, lapTime: 90, fuelConsumptionPerLap: 2.5, tankCapacity: 100 } }),
  },
  'POST /api/contact': {
    each: true,
    prepare: async () => ({ method: 'POST', url: '/api/contact', json: { name: 'Ana', email: 'ana@ejemplo.test', phone: '5512345678', message: 'Hola, ¿cuándo empieza la próxima copa?' } }),
  },
  'PUT /api/contact/admin/:id/respondido': {
    prepare: async (w) => {
      await ok(await w.api.request.post('/api/contact').set('X-Forwarded-For', `198.19.1.${serial % 250}`).send({ name: 'Ana', email: `ana${++serial}@ejemplo.test`, phone: '5512345678', message: 'Hola' }), 'mensaje');
      const message = await w.context.knex('contact_messages').orderBy('createdAt', 'desc').first();
      return { method: 'PUT', url: `/api/contact/admin/${message.id}/respondido`, actor: w.admin, json: { respondido: true } };
    },
  },
  // ARCO rights
  'POST /api/derechos-arco': {
    // Five requests sent are five requests in the queue, each acknowledged by mail, as five contact messages are.
    each: true,
    prepare: async () => ({ method: 'POST', url: '/api/derechos-arco', json: { tipo: 'oposicion', nombre: 'Ana Ruiz', email: 'ana.arco@ejemplo.test', detalle: 'No quiero recibir noticias.' } }),
  },
  'POST /api/datos-personales/solicitudes': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/datos-personales/solicitudes', actor: await w.newDriver(), json: { tipo: 'rectificacion', detalle: 'Mi apellido está mal escrito.' } }),
  },
  'POST /api/datos-personales/cancelar': {
    // Cancelling five times at once blocks once: the others are told the account is cancelled (or their session is gone).
    prepare: async (w) => ({ method: 'POST', url: '/api/datos-personales/cancelar', actor: await w.newDriver(), json: { confirmacion: 'CANCELAR' } }),
  },
  'PUT /api/datos-personales/admin/solicitudes/:id': {
    prepare: async (w) => {
      await ok(await w.api.request.post('/api/derechos-arco').set('X-Forwarded-For', `198.19.2.${++serial % 250}`).send({ tipo: 'rectificacion', nombre: 'Ana Ruiz', email: `ana.arco${serial}@ejemplo.test`, detalle: 'Corrijan mi apellido.' }), 'solicitud ARCO');
      const request = await w.context.knex('arco_requests').orderBy('createdAt', 'desc').first();
      return { method: 'PUT', url: `/api/datos-personales/admin/solicitudes/${request.id}`, actor: w.admin, json: { estado: 'atendida', respuesta: 'Corregimos tu apellido.' } };
    },
  },
  'POST /api/calendario/mi-enlace/regenerar': {
    // Every copy answers a new link; the last one written is the link.
    prepare: async (w) => ({ method: 'POST', url: '/api/calendario/mi-enlace/regenerar', actor: await w.newDriver() }),
  },
  'PUT /api/perfil/notificaciones': {
    prepare: async (w) => ({ method: 'PUT', url: '/api/perfil/notificaciones', actor: await w.newDriver(), json: { recordatoriosCarreras: false } }),
  },
  // The same browser subscribing again keeps its one device (the endpoint is unique): every copy answers it.
  'POST /api/perfil/dispositivos': {
    prepare: async (w) => ({ method: 'POST', url: '/api/perfil/dispositivos', actor: await w.newDriver(), json: browserSubscription() }),
  },
  // Two tabs signing out at once: the browser's device goes once, both answer alike.
  'POST /api/perfil/dispositivos/baja': {
    prepare: async (w) => {
      const driver = await w.newDriver();
      const subscription = browserSubscription();
      await ok(await w.api.request.post('/api/perfil/dispositivos').set(bearer(driver.token)).send(subscription), 'dispositivo');
      return { method: 'POST', url: '/api/perfil/dispositivos/baja', actor: driver, json: { endpoint: subscription.endpoint } };
    },
  },
  'PUT /api/perfil/dispositivos/:id': {
    prepare: async (w) => {
      const driver = await w.newDriver();
      const id = await pushDevice(w, driver);
      return { method: 'PUT', url: `/api/perfil/dispositivos/${id}`, actor: driver, json: { tipos: { aviso: false, resultados: false } } };
    },
  },
  'DELETE /api/perfil/dispositivos/:id': {
    prepare: async (w) => {
      const driver = await w.newDriver();
      const id = await pushDevice(w, driver);
      return { method: 'DELETE', url: `/api/perfil/dispositivos/${id}`, actor: driver };
    },
  },

  // Championships and races
  'POST /api/campeonatos': {
    // Pressing 'Crear campeonato' five times: the form sends the key it drew when it opened with each, so one championship.
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/campeonatos',
      actor: w.admin,
      fields: { ...championshipFields({ nombreCampeonato: unique('Copa Doble Clic') }), claveFormulario: `clave-${unique('formulario').replace(/\W/g, '')}-0123456789` },
      files: [{ field: 'imagenPortada', content: TINY_PNG, name: 'portada.png' }],
    }),
  },
  'PUT /api/campeonatos/:id': {
    prepare: async (w) => {
      const id = await championship(w);
      return { method: 'PUT', url: `/api/campeonatos/${id}`, actor: w.admin, fields: championshipFields({ nombreCampeonato: unique('Copa Editada'), precio: '1200' }) };
    },
  },
  'DELETE /api/campeonatos/:id': {
    prepare: async (w) => {
      const c = await championship(w);
      await race(w, c);
      return { method: 'DELETE', url: `/api/campeonatos/${c}`, actor: w.admin };
    },
  },
  'POST /api/carreras': {
    // Five copies of one race are five races: the calendar allows two rounds at the same start.
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/carreras', actor: w.admin, fields: raceFields(await championship(w)) }),
  },
  'PUT /api/carreras/:id': {
    prepare: async (w) => {
      const c = await championship(w);
      const id = await race(w, c);
      return { method: 'PUT', url: `/api/carreras/${id}`, actor: w.admin, fields: raceFields(c, { circuito: 'Monza', horaInicio: '21:00' }) };
    },
  },
  'DELETE /api/carreras/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/carreras/${(await league(w)).carreraId}`, actor: w.admin }),
  },
  'POST /api/carreras/:id/baja': {
    prepare: async (w) => {
      const l = await league(w);
      return { method: 'POST', url: `/api/carreras/${l.carreraId}/baja`, actor: l.beto };
    },
  },
  'DELETE /api/carreras/:id/baja': {
    prepare: async (w) => {
      const l = await league(w);
      await ok(await w.api.request.post(`/api/carreras/${l.carreraId}/baja`).set(bearer(l.beto.token)), 'baja');
      return { method: 'DELETE', url: `/api/carreras/${l.carreraId}/baja`, actor: l.beto };
    },
  },
  'PUT /api/campeonatos/:id/orden-rondas': {
    prepare: async (w) => {
      const c = await championship(w);
      const a = await race(w, c, { circuito: 'Monza' });
      const b = await race(w, c, { circuito: 'Spa' });
      return { method: 'PUT', url: `/api/campeonatos/${c}/orden-rondas`, actor: w.admin, json: { carreraIds: [b, a] } };
    },
  },
  'PUT /api/campeonatos/:id/puntuacion': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/campeonatos/${await championship(w)}/puntuacion`, actor: w.admin, json: { ...scoringPreset('f1'), rondasDescartadas: 1 } }),
  },

  // Entries
  'POST /api/campeonatos/inscribir-admin': {
    prepare: async (w) => ({ method: 'POST', url: '/api/campeonatos/inscribir-admin', actor: w.admin, json: { campeonatoId: await championship(w), usuarioId: (await w.newDriver()).id } }),
  },
  'POST /api/campeonatos/:id/inscribirme': {
    prepare: async (w) => ({ method: 'POST', url: `/api/campeonatos/${await championship(w, { precio: '0' })}/inscribirme`, actor: await w.newDriver() }),
  },
  'PUT /api/campeonatos/:id/mi-inscripcion': {
    prepare: async (w) => {
      const l = await league(w);
      return { method: 'PUT', url: `/api/campeonatos/${l.campeonatoId}/mi-inscripcion`, actor: l.ana, json: { numeroAuto: 77, equipo: 'Escudería Águila' } };
    },
  },
  'PUT /api/campeonatos/:id/numeros/:usuarioId': {
    prepare: async (w) => {
      const l = await league(w);
      return { method: 'PUT', url: `/api/campeonatos/${l.campeonatoId}/numeros/${l.ana.id}`, actor: w.admin, json: { numeroAuto: 7, reservado: true } };
    },
  },
  'DELETE /api/campeonatos/:id/numeros/:usuarioId': {
    prepare: async (w) => {
      const l = await league(w);
      await ok(await w.api.request.put(`/api/campeonatos/${l.campeonatoId}/numeros/${l.ana.id}`).set(bearer(w.admin.token)).send({ numeroAuto: 7, reservado: true }), 'número');
      return { method: 'DELETE', url: `/api/campeonatos/${l.campeonatoId}/numeros/${l.ana.id}`, actor: w.admin };
    },
  },
  'PUT /api/campeonatos/:id/excepciones/:usuarioId': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/campeonatos/${await championship(w)}/excepciones/${(await w.newDriver()).id}`, actor: w.admin }),
  },
  'DELETE /api/campeonatos/:id/excepciones/:usuarioId': {
    prepare: async (w) => {
      const c = await championship(w);
      const d = await w.newDriver();
      await ok(await w.api.request.put(`/api/campeonatos/${c}/excepciones/${d.id}`).set(bearer(w.admin.token)), 'excepción');
      return { method: 'DELETE', url: `/api/campeonatos/${c}/excepciones/${d.id}`, actor: w.admin };
    },
  },
  'POST /api/campeonatos/:id/solicitud-excepcion': {
    // One open request per driver and championship: the copies after the first find it open.
    prepare: async (w) => ({ method: 'POST', url: `/api/campeonatos/${await gated(w)}/solicitud-excepcion`, actor: await w.newDriver() }),
  },
  'POST /api/campeonatos/:id/solicitudes-excepcion/:solicitudId/conceder': {
    prepare: async (w) => {
      const r = await exemptionRequest(w);
      return { method: 'POST', url: `/api/campeonatos/${r.campeonatoId}/solicitudes-excepcion/${r.id}/conceder`, actor: w.admin };
    },
  },
  'POST /api/campeonatos/:id/solicitudes-excepcion/:solicitudId/rechazar': {
    prepare: async (w) => {
      const r = await exemptionRequest(w);
      return { method: 'POST', url: `/api/campeonatos/${r.campeonatoId}/solicitudes-excepcion/${r.id}/rechazar`, actor: w.admin, json: { motivo: 'Agrega tu ID de iRacing y corre una fecha.' } };
    },
  },
  'POST /api/campeonatos/:id/lista-espera': {
    prepare: async (w) => ({ method: 'POST', url: `/api/campeonatos/${await fullChampionship(w)}/lista-espera`, actor: await w.newDriver() }),
  },
  'DELETE /api/campeonatos/:id/lista-espera': {
    prepare: async (w) => {
      const c = await fullChampionship(w);
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/campeonatos/${c}/lista-espera`).set(bearer(d.token)), 'lista');
      return { method: 'DELETE', url: `/api/campeonatos/${c}/lista-espera`, actor: d };
    },
  },
  'PUT /api/campeonatos/:id/lista-espera/orden': {
    prepare: async (w) => {
      const c = await fullChampionship(w);
      const a = await w.newDriver();
      const b = await w.newDriver();
      for (const d of [a, b]) await ok(await w.api.request.post(`/api/campeonatos/${c}/lista-espera`).set(bearer(d.token)), 'lista');
      return { method: 'PUT', url: `/api/campeonatos/${c}/lista-espera/orden`, actor: w.admin, json: { usuarioIds: [b.id, a.id] } };
    },
  },
  'POST /api/campeonatos/:id/lista-espera/:usuarioId/oferta': {
    prepare: async (w) => {
      const c = await fullChampionship(w);
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/campeonatos/${c}/lista-espera`).set(bearer(d.token)), 'lista');
      // A place frees: the admin offers it by hand.
      const taken = await w.context.knex('championship_enrolments').where({ campeonatoId: c }).first();
      await ok(await w.api.request.delete(`/api/campeonatos/${c}/inscritos/${taken.userId}`).set(bearer(w.admin.token)), 'baja del inscrito');
      // Freeing the place offered it to him at once; the admin's offer by hand is for a queue whose offer ended.
      await w.context.knex('championship_waitlist').where({ campeonatoId: c }).update({ ofertaCreadaEn: null, ofertaVenceEn: null });
      return { method: 'POST', url: `/api/campeonatos/${c}/lista-espera/${d.id}/oferta`, actor: w.admin };
    },
  },
  'DELETE /api/campeonatos/:id/lista-espera/:usuarioId/oferta': {
    prepare: async (w) => {
      const c = await fullChampionship(w);
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/campeonatos/${c}/lista-espera`).set(bearer(d.token)), 'lista');
      const taken = await w.context.knex('championship_enrolments').where({ campeonatoId: c }).first();
      await ok(await w.api.request.delete(`/api/campeonatos/${c}/inscritos/${taken.userId}`).set(bearer(w.admin.token)), 'baja del inscrito');
      return { method: 'DELETE', url: `/api/campeonatos/${c}/lista-espera/${d.id}/oferta`, actor: w.admin };
    },
  },
  'POST /api/campeonatos/:id/solicitudes/:usuarioId/aprobar': {
    prepare: async (w) => {
      const c = await championship(w, { precio: '0', requiereAprobacion: 'true' });
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/campeonatos/${c}/inscribirme`).set(bearer(d.token)), 'solicitud');
      return { method: 'POST', url: `/api/campeonatos/${c}/solicitudes/${d.id}/aprobar`, actor: w.admin, json: {} };
    },
  },
  'POST /api/campeonatos/:id/solicitudes/:usuarioId/rechazar': {
    prepare: async (w) => {
      const c = await championship(w, { precio: '0', requiereAprobacion: 'true' });
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/campeonatos/${c}/inscribirme`).set(bearer(d.token)), 'solicitud');
      return { method: 'POST', url: `/api/campeonatos/${c}/solicitudes/${d.id}/rechazar`, actor: w.admin, json: { motivo: 'El cupo es para pilotos con licencia B.' } };
    },
  },
  'DELETE /api/campeonatos/:id/inscritos/:usuarioId': {
    prepare: async (w) => {
      const l = await league(w);
      return { method: 'DELETE', url: `/api/campeonatos/${l.campeonatoId}/inscritos/${l.ana.id}`, actor: w.admin };
    },
  },

  // Single events
  'POST /api/eventos-unicos': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/eventos-unicos', actor: w.admin, fields: { ...EVENT_FIELDS, fechaInicio: '2026-04-14', nombre: unique('Noche de GT3') } }),
  },
  'PUT /api/eventos-unicos/:id': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/eventos-unicos/${await event(w)}`, actor: w.admin, fields: { ...EVENT_FIELDS, fechaInicio: '2026-04-15', nombre: unique('Noche editada') } }),
  },
  'DELETE /api/eventos-unicos/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/eventos-unicos/${await event(w)}`, actor: w.admin }),
  },
  'POST /api/eventos-unicos/:id/register': {
    prepare: async (w) => ({ method: 'POST', url: `/api/eventos-unicos/${await event(w)}/register`, actor: await w.newDriver() }),
  },
  'DELETE /api/eventos-unicos/:id/unregister': {
    prepare: async (w) => {
      const e = await event(w);
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/eventos-unicos/${e}/register`).set(bearer(d.token)), 'registro');
      return { method: 'DELETE', url: `/api/eventos-unicos/${e}/unregister`, actor: d };
    },
  },
  'POST /api/eventos-unicos/:id/lista-espera': {
    prepare: async (w) => {
      const e = await event(w, { participantesMaximos: '1' });
      await ok(await w.api.request.post(`/api/eventos-unicos/${e}/register`).set(bearer((await w.newDriver()).token)), 'registro');
      return { method: 'POST', url: `/api/eventos-unicos/${e}/lista-espera`, actor: await w.newDriver() };
    },
  },
  'DELETE /api/eventos-unicos/:id/lista-espera': {
    prepare: async (w) => {
      const e = await event(w, { participantesMaximos: '1' });
      await ok(await w.api.request.post(`/api/eventos-unicos/${e}/register`).set(bearer((await w.newDriver()).token)), 'registro');
      const d = await w.newDriver();
      await ok(await w.api.request.post(`/api/eventos-unicos/${e}/lista-espera`).set(bearer(d.token)), 'lista');
      return { method: 'DELETE', url: `/api/eventos-unicos/${e}/lista-espera`, actor: d };
    },
  },

  // Sponsors
  'POST /api/sponsors/create': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/sponsors/create', actor: w.admin, fields: { nombre: unique('Cascos MX') }, files: [{ field: 'logo', content: TINY_PNG, name: 'logo.png' }] }),
  },
  'PUT /api/sponsors/:id': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/sponsors/${await sponsor(w)}`, actor: w.admin, fields: { nombre: unique('Cascos Renombrados') } }),
  },
  'DELETE /api/sponsors/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/sponsors/${await sponsor(w)}`, actor: w.admin }),
  },

  // The stream's overlays: the broadcast team hides a panel (the state already kept, so the copies queue on its row).
  'PUT /api/transmision/:campeonatoId': {
    prepare: async (w) => {
      const id = await championship(w);
      const broadcaster = await w.newDriver({ rol: 'transmision' });
      await ok(await w.api.request.put(`/api/transmision/${id}`).set(bearer(broadcaster.token)).send({ oculto: [] }), 'transmisión');
      return { method: 'PUT', url: `/api/transmision/${id}`, actor: broadcaster, json: { oculto: ['clasificacion'] } };
    },
  },

  // Series and seasons
  'POST /api/series': {
    prepare: async (w) => ({ method: 'POST', url: '/api/series', actor: w.admin, fields: { nombre: unique('Serie Doble Clic'), categoria: 'GT' } }),
  },
  'PUT /api/series/:id': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/series/${await series(w)}`, actor: w.admin, fields: { nombre: unique('Serie Renombrada'), categoria: 'GT' } }),
  },
  'DELETE /api/series/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/series/${await series(w)}`, actor: w.admin }),
  },
  'PUT /api/series/ediciones/:campeonatoId': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/series/ediciones/${await championship(w)}`, actor: w.admin, json: { serieId: await series(w), temporada: 2026, diasPrioridad: 5 } }),
  },
  'POST /api/temporadas/:campeonatoId/siguiente': {
    prepare: async (w) => {
      const c = await edition(w);
      w.clock.set('2026-07-15T18:00:00.000Z');
      return { method: 'POST', url: `/api/temporadas/${c}/siguiente`, actor: w.admin };
    },
  },

  'POST /api/temporadas/:campeonatoId/cerrar': {
    prepare: async (w) => ({ method: 'POST', url: `/api/temporadas/${await finishedSeason(w)}/cerrar`, actor: w.admin }),
  },
  'POST /api/temporadas/:campeonatoId/reabrir': {
    prepare: async (w) => {
      const c = await finishedSeason(w);
      await ok(await w.api.request.post(`/api/temporadas/${c}/cerrar`).set(bearer(w.admin.token)), 'cierre');
      return { method: 'POST', url: `/api/temporadas/${c}/reabrir`, actor: w.admin, json: { motivo: 'Resultado de la ronda corregido por iRacing' } };
    },
  },

  // Results
  'POST /api/events/import-file': {
    // Importing the same session again replaces its event (200): the copies that are not refused while one imports replace it.
    replaces: true,
    prepare: async (w) => {
      const file = inventedExport({
        subsession_id: 90_000_000 + ++serial,
        session_results: [{ simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: 7, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 0 })] }],
      });
      return { method: 'POST', url: '/api/events/import-file', actor: w.admin, files: [{ field: 'eventfile', content: Buffer.from(JSON.stringify(file)), name: 'r.json' }] };
    },
  },
  // The same subsession asked from iRacing five times at once: one import holds it, the copies that come after it replace its event, as a file sent again does.
  'POST /api/events/import-iracing': {
    replaces: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/events/import-iracing', actor: w.admin, json: { subsessionId: await iracingSession(w) } }),
  },
  // 'Traer vueltas de iRacing' pressed five times for an event imported from a file: one lap chart stored (the copies after it store the same again).
  'POST /api/events/:id/vueltas/iracing': {
    replaces: true,
    prepare: async (w) => ({ method: 'POST', url: `/api/events/${await importedEvent(w, await iracingSession(w))}/vueltas/iracing`, actor: w.admin }),
  },
  'DELETE /api/events/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/events/${await importedEvent(w)}`, actor: await fresh(w, w.admin) }),
  },

  // Track records
  'POST /api/track-records': {
    prepare: async (w) => ({ method: 'POST', url: '/api/track-records', actor: w.admin, json: { ...RECORD, circuit: unique('Circuito'), user: (await w.newDriver()).id } }),
  },
  'PUT /api/track-records/:id': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/track-records/${await trackRecord(w)}`, actor: w.admin, json: { ...RECORD, lapTime: '1:27.900' } }),
  },
  'DELETE /api/track-records/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/track-records/${await trackRecord(w)}`, actor: w.admin }),
  },
  'POST /api/track-records/sugerencias/:id/aceptar': {
    prepare: async (w) => ({ method: 'POST', url: `/api/track-records/sugerencias/${await suggestion(w)}/aceptar`, actor: w.admin }),
  },
  'POST /api/track-records/sugerencias/:id/descartar': {
    prepare: async (w) => ({ method: 'POST', url: `/api/track-records/sugerencias/${await suggestion(w)}/descartar`, actor: w.admin }),
  },

  // Stewarding
  'POST /api/reportes': {
    // A report sent five times is one report: the same driver, race, lap and accused.
    prepare: async (w) => {
      const l = await league(w);
      w.clock.set(AFTER_RACE);
      return { method: 'POST', url: '/api/reportes', actor: l.ana, fields: { usuarioDenunciado: l.beto.id, campeonato: l.campeonatoId, carrera: l.carreraId, vuelta: '7', descripcion: 'Me sacó de la pista en la curva 1.' } };
    },
  },
  'DELETE /api/reportes/:id': {
    prepare: async (w) => ({ method: 'DELETE', url: `/api/reportes/${(await report(w)).id}`, actor: w.admin }),
  },
  'POST /api/reportes/comisarios': {
    prepare: async (w) => ({ method: 'POST', url: '/api/reportes/comisarios', actor: w.admin, json: { campeonato: await championship(w), comisario: (await w.newDriver({ rol: 'comisario' })).id } }),
  },
  'DELETE /api/reportes/comisarios/:campeonatoId/:userId': {
    prepare: async (w) => {
      const c = await championship(w);
      const s = await steward(w, c);
      return { method: 'DELETE', url: `/api/reportes/comisarios/${c}/${s.id}`, actor: w.admin };
    },
  },
  'PUT /api/reportes/ajustes/:campeonatoId': {
    prepare: async (w) => {
      const c = await championship(w);
      const current = await ok<Record<string, unknown>>(await w.api.request.get(`/api/reportes/ajustes/${c}`).set(bearer(w.admin.token)), 'ajustes');
      return { method: 'PUT', url: `/api/reportes/ajustes/${c}`, actor: w.admin, json: { ...current, comisariosPorReporte: 3, nombresVisibles: false } };
    },
  },
  'PUT /api/reportes/:id/resolve': {
    prepare: async (w) => {
      const r = await report(w);
      return { method: 'PUT', url: `/api/reportes/${r.id}/resolve`, actor: await steward(w, r.l.campeonatoId), json: { aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'puntos', puntos: 5, puntosLicencia: 3 } } };
    },
  },
  'POST /api/reportes/:id/votos': {
    prepare: async (w) => {
      const l = await league(w);
      const s = await steward(w, l.campeonatoId);
      await steward(w, l.campeonatoId);
      await steward(w, l.campeonatoId);
      const settings = await ok<Record<string, unknown>>(await w.api.request.get(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(w.admin.token)), 'ajustes');
      await ok(await w.api.request.put(`/api/reportes/ajustes/${l.campeonatoId}`).set(bearer(w.admin.token)).send({ ...settings, comisariosPorReporte: 3 }), 'panel de tres');
      const r = await report(w, l);
      return { method: 'POST', url: `/api/reportes/${r.id}/votos`, actor: s, json: { veredicto: 'advertencia', puntosLicencia: 2, razonamiento: 'Contacto evitable.' } };
    },
  },
  'POST /api/reportes/sanciones': {
    // A penalty recorded by hand five times is five penalties, as five clicks on 'Sancionar' are.
    each: true,
    prepare: async (w) => {
      const l = await league(w);
      w.clock.set(AFTER_RACE);
      return { method: 'POST', url: '/api/reportes/sanciones', actor: w.admin, json: { campeonato: l.campeonatoId, carrera: l.carreraId, piloto: l.beto.id, explicacion: 'Conducción peligrosa.', sancion: { tipo: 'advertencia' } } };
    },
  },
  'POST /api/reportes/:id/apelaciones': {
    prepare: async (w) => {
      const r = await decided(w);
      return { method: 'POST', url: `/api/reportes/${r.id}/apelaciones`, actor: r.l.beto, fields: { motivo: 'La repetición muestra que Ana frenó antes de la curva.' } };
    },
  },
  'PUT /api/reportes/apelaciones/:id': {
    prepare: async (w) => {
      const r = await decided(w);
      const filed = await ok<{ id?: string; _id?: string; apelacion?: { id: string } }>(
        await w.api.request.post(`/api/reportes/${r.id}/apelaciones`).set(bearer(r.l.beto.token)).field('motivo', 'La repetición muestra que Ana frenó antes de la curva.'),
        'apelación',
      );
      const appeal = await w.context.knex('report_appeals').where({ reportId: r.id }).first();
      void filed;
      return { method: 'PUT', url: `/api/reportes/apelaciones/${appeal.id}`, actor: w.admin, json: { resultado: 'confirmada', explicacion: 'La sanción se mantiene.' } };
    },
  },
  'PUT /api/reportes/suspensiones/:id/levantar': {
    prepare: async (w) => {
      const r = await report(w);
      const s = await steward(w, r.l.campeonatoId);
      const settings = await ok<Record<string, unknown>>(await w.api.request.get(`/api/reportes/ajustes/${r.l.campeonatoId}`).set(bearer(w.admin.token)), 'ajustes');
      await ok(await w.api.request.put(`/api/reportes/ajustes/${r.l.campeonatoId}`).set(bearer(w.admin.token)).send({ ...settings, umbralesLicencia: [{ puntos: 3, sancion: 'carrera' }] }), 'umbral');
      await race(w, r.l.campeonatoId, { fechaInicio: '2026-04-11' });
      await ok(
        await w.api.request.put(`/api/reportes/${r.id}/resolve`).set(bearer(s.token)).send({ aprobado: true, explicacion: 'Contacto evitable.', sancion: { tipo: 'advertencia', puntosLicencia: 3 } }),
        'decisión',
      );
      const suspension = await w.context.knex('suspensions').where({ campeonatoId: r.l.campeonatoId }).first();
      if (!suspension) throw new Error('sin suspensión');
      return { method: 'PUT', url: `/api/reportes/suspensiones/${suspension.id}/levantar`, actor: w.admin, json: { motivo: 'La liga revisó el caso.' } };
    },
  },

  // Payments (the demo gateway)
  'POST /api/payments/crear-sesion': {
    prepare: async (w) => ({ method: 'POST', url: '/api/payments/crear-sesion', actor: await w.newDriver(), json: { campeonatoId: await championship(w) } }),
  },
  // Stripe delivers an event again when it is not sure it arrived, and may deliver it several times at once:
  // a card paid, told five times, enrols the driver once and mails him once, and each copy is told it was received.
  'POST /api/payments/webhook': {
    prepare: async (w) => {
      const { stripe, stripeApi } = outside(w);
      const campeonatoId = await championship(w);
      const driver = await w.newDriver();
      const started = await ok<{ sessionId: string }>(await stripeApi.request.post('/api/payments/crear-sesion').set(bearer(driver.token)).send({ campeonatoId }), 'checkout de Stripe');
      const { body, signature } = stripe.signedEvent('checkout.session.completed', stripe.pay(started.sessionId));
      return { api: stripeApi, method: 'POST', url: '/api/payments/webhook', headers: { 'Stripe-Signature': signature }, raw: body };
    },
  },
  'POST /api/payments/abierto/:campeonatoId/cancelar': {
    prepare: async (w) => {
      const c = await championship(w);
      const d = await w.newDriver();
      await checkout(w, c, d);
      return { method: 'POST', url: `/api/payments/abierto/${c}/cancelar`, actor: d };
    },
  },
  'POST /api/payments/demo/:sessionId/pagar': {
    prepare: async (w) => {
      const c = await championship(w);
      const d = await w.newDriver();
      return { method: 'POST', url: `/api/payments/demo/${encodeURIComponent(await checkout(w, c, d))}/pagar`, actor: d };
    },
  },
  'POST /api/payments/demo/:sessionId/cancelar': {
    prepare: async (w) => {
      const c = await championship(w);
      const d = await w.newDriver();
      return { method: 'POST', url: `/api/payments/demo/${encodeURIComponent(await checkout(w, c, d))}/cancelar`, actor: d };
    },
  },
  'POST /api/payments/demo/:sessionId/simular-pago': {
    prepare: async (w) => {
      const c = await championship(w);
      await ok(await w.api.request.put(`/api/payments/admin/metodos/${c}`).set(bearer(w.admin.token)).send({ oxxo: true }), 'métodos');
      const d = await w.newDriver();
      const sid = await checkout(w, c, d, 'oxxo');
      await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/pagar`).set(bearer(d.token)), 'ficha');
      return { method: 'POST', url: `/api/payments/demo/${encodeURIComponent(sid)}/simular-pago`, actor: d };
    },
  },
  'POST /api/payments/demo/:sessionId/simular-vencimiento': {
    prepare: async (w) => {
      const c = await championship(w);
      await ok(await w.api.request.put(`/api/payments/admin/metodos/${c}`).set(bearer(w.admin.token)).send({ oxxo: true }), 'métodos');
      const d = await w.newDriver();
      const sid = await checkout(w, c, d, 'oxxo');
      await ok(await w.api.request.post(`/api/payments/demo/${encodeURIComponent(sid)}/pagar`).set(bearer(d.token)), 'ficha');
      return { method: 'POST', url: `/api/payments/demo/${encodeURIComponent(sid)}/simular-vencimiento`, actor: d };
    },
  },
  'PUT /api/payments/admin/metodos/:campeonatoId': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/payments/admin/metodos/${await championship(w)}`, actor: w.admin, json: { oxxo: true } }),
  },
  'POST /api/payments/admin/manual': {
    // An admin may record several payments of an enrolled driver (a balance, an instalment): each is its own.
    each: true,
    prepare: async (w) => {
      const l = await league(w);
      return { method: 'POST', url: '/api/payments/admin/manual', actor: w.admin, json: { usuarioId: l.ana.id, campeonatoId: l.campeonatoId, monto: 1500 } };
    },
  },
  'PUT /api/payments/admin/:id/estado': {
    prepare: async (w) => ({ method: 'PUT', url: `/api/payments/admin/${(await manualPayment(w)).id}/estado`, actor: await fresh(w, w.admin), json: { estado: 'reembolsado' } }),
  },
  'DELETE /api/payments/admin/:id': {
    prepare: async (w) => {
      const { id } = await manualPayment(w);
      await fresh(w, w.admin);
      await ok(await w.api.request.put(`/api/payments/admin/${id}/estado`).set(bearer(w.admin.token)).send({ estado: 'reembolsado' }), 'reembolso');
      return { method: 'DELETE', url: `/api/payments/admin/${id}`, actor: w.admin };
    },
  },
  'POST /api/payments/admin/:id/reenviar-confirmacion': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: `/api/payments/admin/${(await manualPayment(w)).id}/reenviar-confirmacion`, actor: w.admin }),
  },
  'POST /api/payments/admin/:id/inscribir-sin-cupo': {
    prepare: async (w) => ({ method: 'POST', url: `/api/payments/admin/${(await paidWithoutPlace(w)).id}/inscribir-sin-cupo`, actor: w.admin }),
  },
  'POST /api/facturas': {
    prepare: async (w) => {
      const p = await manualPayment(w);
      return { method: 'POST', url: '/api/facturas', actor: p.driver, json: { pagoId: p.id, ...TAX_DATA } };
    },
  },
  'POST /api/facturas/admin/:id/emitir': {
    prepare: async (w) => {
      const p = await manualPayment(w);
      const asked = await ok<{ factura: { id: string } }>(await w.api.request.post('/api/facturas').set(bearer(p.driver.token)).send({ pagoId: p.id, ...TAX_DATA }), 'solicitud de factura');
      return {
        method: 'POST',
        url: `/api/facturas/admin/${asked.factura.id}/emitir`,
        actor: w.admin,
        files: [
          { field: 'pdf', content: PDF, name: 'factura.pdf' },
          { field: 'xml', content: XML, name: 'factura.xml' },
        ],
      };
    },
  },
  'POST /api/payments/admin/:id/reembolso-manual': {
    prepare: async (w) => ({ method: 'POST', url: `/api/payments/admin/${(await paidVoucher(w)).id}/reembolso-manual`, actor: await fresh(w, w.admin), json: { clabe: '032180000118359719', monto: 1499.5 } }),
  },
  'PUT /api/payments/admin/:id/reembolso-manual': {
    // The same tracking key again changes nothing: five successes, one note, one e-mail.
    prepare: async (w) => {
      const { id } = await paidVoucher(w);
      await fresh(w, w.admin);
      await ok(await w.api.request.post(`/api/payments/admin/${id}/reembolso-manual`).set(bearer(w.admin.token)).send({ clabe: '032180000118359719', monto: 1499.5 }), 'reembolso por registrar');
      return { method: 'PUT', url: `/api/payments/admin/${id}/reembolso-manual`, actor: w.admin, json: { claveRastreo: 'MBAN01002603200001' } };
    },
  },
  // An announcement sent five times is five announcements, each pushed and logged.
  'POST /api/avisos-inscritos': {
    each: true,
    prepare: async (w) => ({ method: 'POST', url: '/api/avisos-inscritos', actor: w.admin, json: { campeonatoId: await championship(w), titulo: 'Cambio de horario', cuerpo: 'La carrera empieza a las 21:00.' } }),
  },
  'PUT /api/ajustes/discord': {
    // The first save ever writes the settings' rows; later ones change them, and the same values again change (and record) nothing.
    varies: ['notification_settings', 'audit_log'],
    prepare: async (w) => ({ method: 'PUT', url: '/api/ajustes/discord', actor: w.admin, json: { anuncios: `https://discord.com/api/webhooks/100000000000000001/${'a'.repeat(68)}` } }),
  },
  // A test message is its own act, as a message is: five presses send five to Discord (its stand-in) and store nothing.
  'POST /api/ajustes/discord/:canal/prueba': {
    each: true,
    prepare: async (w) => {
      await ok(await w.api.request.put('/api/ajustes/discord').set(bearer(w.admin.token)).send({ resultados: `https://discord.com/api/webhooks/100000000000000002/${'b'.repeat(68)}` }), 'ajustes de Discord');
      return { method: 'POST', url: '/api/ajustes/discord/resultados/prueba', actor: w.admin };
    },
  },
  'PUT /api/privacidad/ajustes': {
    // The first save ever writes the settings' rows; the copies after it save what is saved, which changes nothing and records nothing.
    varies: ['privacy_settings', 'audit_log'],
    prepare: async (w) => ({ method: 'PUT', url: '/api/privacidad/ajustes', actor: w.admin, json: { nombre: 'Liga Parrilla', domicilio: 'Av. Reforma 1, CDMX', correo: 'privacidad@parrilla.test', encargadosDesactivados: ['iracing'] } }),
  },
  // Publishing the same text five times: one version (a version identical to the one in force is refused).
  'PUT /api/privacidad/aviso': {
    prepare: async (w) => ({ method: 'PUT', url: '/api/privacidad/aviso', actor: w.superadmin, json: { markdown: `# Aviso de privacidad integral\n\n${unique('Versión')}`, finalidades: ['correosNovedades'] } }),
  },
  'PUT /api/privacidad/mis-preferencias': {
    prepare: async (w) => ({ method: 'PUT', url: '/api/privacidad/mis-preferencias', actor: await w.newDriver(), json: { nombreCompleto: true } }),
  },
  // Answering the prompt five times: one answer recorded (the next ones find nothing pending).
  'POST /api/privacidad/respuesta': {
    prepare: async (w) => {
      // Registered under a version without Discord mentions, asked about them by the next one.
      const publish = async (purposes: string[]) => {
        const version = Number((await w.context.knex('privacy_notices').max({ v: 'version' }).first())?.v ?? 1) + 1;
        await w.context.knex('privacy_notices').insert({ version, markdown: `# Aviso ${version}`, purposes: JSON.stringify(purposes), publishedAt: START });
        return version;
      };
      await publish(['correosNovedades', 'nombreCompleto']);
      const driver = await w.newDriver();
      const version = await publish(['correosNovedades', 'mencionesDiscord', 'nombreCompleto']);
      return { method: 'POST', url: '/api/privacidad/respuesta', actor: driver, json: { version, acepta: true, finalidades: ['mencionesDiscord'] } };
    },
  },
  // Asking iRacing who the league is, with no token held (a password just changed): every press is answered, the tokens they get kept once.
  'POST /api/iracing/probar': {
    prepare: async (w) => ({ method: 'POST', url: '/api/iracing/probar', actor: await iracingReady(w, true) }),
  },
  // A session of the championship's league season imported into its race five times at once: one import holds it, the copies after it replace its event.
  'POST /api/iracing/campeonatos/:id/sesiones/:subsessionId/importar': {
    replaces: true,
    prepare: async (w) => {
      const l = await league(w);
      const subsessionId = await iracingSession(w);
      return { method: 'POST', url: `/api/iracing/campeonatos/${l.campeonatoId}/sesiones/${subsessionId}/importar`, actor: w.admin, json: { carreraId: l.carreraId, sesion: 1 } };
    },
  },
  // A league season kept in sync, 'Sincronizar' pressed five times at once: its one session with results imported once into its race.
  'POST /api/iracing/sincronizar': {
    prepare: async (w) => {
      const n = ++serial;
      const [ligaId, temporadaId] = [7000 + n, 90000 + n];
      const l = await league(w, { iracingLigaId: String(ligaId), iracingTemporadaId: String(temporadaId) });
      // The fixture race starts on 4 April 2026 at 20:00 in Mexico City (02:00 UTC on the 5th).
      const subsessionId = await iracingSession(w, { start_time: '2026-04-05T02:01:00Z', end_time: '2026-04-05T03:01:00Z' });
      outside(w).iracing.setSeason(ligaId, temporadaId, [{ subsession_id: subsessionId, launch_at: '2026-04-05T02:00:00Z', has_results: true }]);
      w.clock.set(AFTER_RACE);
      return { method: 'POST', url: '/api/iracing/sincronizar', actor: w.admin, json: { campeonatoId: l.campeonatoId } };
    },
  },
  'PUT /api/iracing/ajustes': {
    // The first save ever writes the settings' rows; later ones change them, and the same values again change (and record) nothing.
    varies: ['iracing_settings', 'audit_log'],
    prepare: async (w) => ({ method: 'PUT', url: '/api/iracing/ajustes', actor: await fresh(w, w.admin), json: IRACING_CREDENTIALS }),
  },
};
