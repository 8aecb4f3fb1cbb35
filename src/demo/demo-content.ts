/**
 * `parrilla seed --demo`: invented championships, races, sponsors and drivers that make a fresh
 * site look alive. Everything goes through the modules' own use cases, so the demo obeys every rule
 * the site does. The data is in demo-data.ts, the pictures are drawn by demo-images.ts.
 */
import { mexicoCityDay } from '../contracts/formats.js';
import type { AppContext } from '../container.js';
import { ForbiddenError, ConflictError } from '../platform/errors.js';
import { CHAMPIONSHIPS } from '../modules/championships/index.js';
import { IDENTITY, type Actor } from '../modules/identity/index.js';
import { RESULTS } from '../modules/results/index.js';
import { SINGLE_EVENTS } from '../modules/single-events/index.js';
import { SPONSORS } from '../modules/sponsors/index.js';
import { demoRaceExport } from './demo-results.js';
import { seedSeasonDemo } from './season-demo.js';
import { CHAMPIONSHIPS_DEMO, DEMO_TEXTS, EVENTS_DEMO, FIRST_NAMES, LAST_NAMES, SPONSORS_DEMO, VIDEO } from './demo-data.js';
import { circuitImage, cover, logo } from './demo-images.js';
import { PRIVACY } from '../modules/privacy/index.js';

const DAY = 86_400_000;
const ACTOR: Actor = { id: 'demo', rol: 'superadmin', suspendido: false };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoSummary {
  championships: number;
  races: number;
  sponsors: number;
  drivers: number;
  enrolments: number;
  events: number;
  results: number;
  /** Series (one per demo championship), last season's closed editions, stewards' decisions and track records. */
  series: number;
  closedSeasons: number;
  decisions: number;
  records: number;
}

/** True when the site has no championship and no sponsor yet. */
export async function isSiteEmpty(app: AppContext): Promise<boolean> {
  const [championships, sponsors] = await Promise.all([app.container.get(CHAMPIONSHIPS.ListChampionships).execute(), app.container.get(SPONSORS.List).execute()]);
  return championships.length === 0 && sponsors.length === 0;
}

/** Fills an empty site with the demo content; refused in production and on a site with content. */
export async function seedDemoContent(app: AppContext, now = new Date()): Promise<DemoSummary> {
  if (app.config.env === 'production') throw new ForbiddenError('El contenido de demostración no se carga en producción', 'DEMO_IN_PRODUCTION');
  if (!(await isSiteEmpty(app))) throw new ConflictError('SITE_NOT_EMPTY', 'La base de datos ya tiene campeonatos o sponsors: el contenido de demostración solo se carga en un sitio vacío.');
  const get = app.container.get.bind(app.container);
  // Today is Mexico City's today (after 18:00 there, UTC is already on the next day).
  const today = Date.parse(`${mexicoCityDay(now)}T00:00:00.000Z`);

  const drivers: string[] = [];
  const driverAt: Array<string | null> = [];
  for (let i = 0; i < FIRST_NAMES.length; i += 1) {
    const nombre = FIRST_NAMES[i]!;
    const apellido = LAST_NAMES[i]!;
    const email = `${nombre.toLowerCase()}.${apellido.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}@demo.parrilla.invalid`;
    const registered = await get(IDENTITY.RegisterUser).execute({ nombre, apellido, email, password: `demo-${i}-parrilla` });
    if (registered.created) drivers.push(registered.user.id);
    // Invented drivers who allowed their full name on public pages (the privacy notice's voluntary purpose).
    if (registered.created) await get(PRIVACY.SaveMyChoices).execute({ id: registered.user.id, rol: 'user', suspendido: false }, { nombreCompleto: true });
    driverAt.push(registered.created ? registered.user.id : null);
  }

  let races = 0;
  let enrolments = 0;
  let lastRun: { id: string; circuito: string; day: number; championship: string; minutes: number } | undefined;
  const current: Array<{ id: string; demo: (typeof CHAMPIONSHIPS_DEMO)[number]; run: Array<{ id: string; circuito: string; day: number }> }> = [];
  for (const [index, demo] of CHAMPIONSHIPS_DEMO.entries()) {
    const start = today + demo.startsIn * DAY;
    const championship = await get(CHAMPIONSHIPS.CreateChampionship).execute(ACTOR, {
      fields: {
        nombreCampeonato: demo.nombre,
        categoria: demo.categoria,
        detallesCampeonato: DEMO_TEXTS.championshipDetails(demo.circuits.length, demo.categoria),
        reglas: DEMO_TEXTS.championshipRules,
        fechaInicio: isoDay(start),
        fechaFin: isoDay(start + demo.weeks * 7 * DAY),
        participantesMaximos: demo.max,
        precio: demo.precio,
        premios: DEMO_TEXTS.prizes,
      },
      cover: cover(demo.nombre, demo.categoria, demo.colours),
    });
    const run: Array<{ id: string; circuito: string; day: number }> = [];
    current.push({ id: championship.id, demo, run });
    for (const [n, circuito] of demo.circuits.entries()) {
      const raceDay = start + (n * 14 + 2) * DAY;
      const race = await get(CHAMPIONSHIPS.CreateRace).execute(ACTOR, {
        fields: {
          campeonato: championship.id,
          circuito,
          fechaInicio: isoDay(raceDay),
          horaInicio: n % 2 ? '19:30' : '20:00',
          hasPractice: true,
          practiceDuration: 20,
          hasQualy: true,
          qualyDuration: 10,
          hasRace: true,
          raceDuration: demo.categoria === 'Multiclase' ? 360 : 45,
          incidents: 3,
          clima: DEMO_TEXTS.weather[n % DEMO_TEXTS.weather.length],
          estado: raceDay < today ? 'finalizada' : 'pendiente',
          videos: raceDay < today ? [VIDEO] : [],
        },
        image: circuitImage(circuito, index + n),
      });
      races += 1;
      if (raceDay < today) run.push({ id: race.id, circuito, day: raceDay });
      if (raceDay < today && (!lastRun || raceDay > lastRun.day)) {
        lastRun = { id: race.id, circuito, day: raceDay, championship: demo.nombre, minutes: demo.categoria === 'Multiclase' ? 360 : 45 };
      }
    }
    for (let d = 0; d < demo.enrol; d += 1) {
      await get(CHAMPIONSHIPS.EnrolUser).execute(ACTOR, { campeonatoId: championship.id, usuarioId: drivers[(d + index * 2) % drivers.length] });
      enrolments += 1;
    }
  }

  for (const sponsor of SPONSORS_DEMO) {
    await get(SPONSORS.Create).execute(ACTOR, { fields: { nombre: sponsor.nombre, link: sponsor.link }, logo: logo(sponsor.nombre, sponsor.colour) });
  }

  for (const [index, demo] of EVENTS_DEMO.entries()) {
    const event = await get(SINGLE_EVENTS.Create).execute(ACTOR, {
      fields: {
        nombre: demo.nombre,
        fechaInicio: isoDay(today + demo.startsIn * DAY),
        horaInicio: demo.hora,
        participantesMaximos: demo.places === null ? '' : String(demo.places),
        hasPractice: true,
        practiceDuration: '15',
        hasQualy: true,
        qualyDuration: '10',
        hasRace: true,
        raceDuration: '40',
        incidents: '12',
        detalles: DEMO_TEXTS.eventDetails,
        reglas: DEMO_TEXTS.eventRules,
      },
      cover: cover(demo.nombre, 'Evento único', demo.colours),
    });
    for (let d = 0; d < demo.signUps; d += 1) {
      await get(SINGLE_EVENTS.Register).execute({ id: drivers[(d + index) % drivers.length]!, rol: 'user', suspendido: false }, event.id);
    }
  }

  // The last race already run gets results, so the home page's podium and the analyzer have something to show.
  let results = 0;
  if (lastRun) {
    const names = FIRST_NAMES.map((nombre, i) => `${nombre} ${LAST_NAMES[i]}`);
    const start = new Date(lastRun.day + 26 * 3600_000);
    const file = demoRaceExport({ subsessionId: 70_000_001, sessionName: lastRun.championship, track: lastRun.circuito, start, raceMinutes: lastRun.minutes, drivers: names });
    await get(RESULTS.ImportEventFile).execute(ACTOR, { bytes: JSON.stringify(file), carreraId: lastRun.id });
    results = 1;
  }

  // The seasons: series and editions, last season closed with its champions, and the championship with
  // the most races run (not the one with the podium's race) given its rounds' results.
  const names = FIRST_NAMES.map((nombre, i) => `${nombre} ${LAST_NAMES[i]}`);
  const running = current.filter((c) => c.run.length > 0 && !c.run.some((r) => r.id === lastRun?.id)).sort((a, b) => b.run.length - a.run.length)[0];
  const seasons = await seedSeasonDemo(app, {
    actor: ACTOR,
    drivers: driverAt,
    names,
    current: current.map(({ id, demo }) => ({ id, demo })),
    year: Number(mexicoCityDay(now).slice(0, 4)),
    running: running ? { id: running.id, nombre: running.demo.nombre, races: running.run } : null,
  });

  return {
    championships: CHAMPIONSHIPS_DEMO.length + seasons.pastChampionships,
    races: races + seasons.races,
    sponsors: SPONSORS_DEMO.length,
    drivers: drivers.length,
    enrolments,
    events: EVENTS_DEMO.length,
    results: results + seasons.results,
    series: seasons.series,
    closedSeasons: seasons.pastChampionships,
    decisions: seasons.decisions,
    records: seasons.records,
  };
}
