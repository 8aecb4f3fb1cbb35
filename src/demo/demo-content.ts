/**
 * `parrilla seed --demo`: invented championships, races, sponsors and drivers that make a fresh
 * site look alive. Everything goes through the modules' own use cases, so the demo obeys every rule
 * the site does. All names are made up; every image is drawn here.
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
import { Canvas, type Rgb } from './png.js';

const DAY = 86_400_000;
const ACTOR: Actor = { id: 'demo', rol: 'superadmin', suspendido: false };

/** A sample clip that embeds anywhere (YouTube's own player demo). */
const VIDEO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

interface DemoChampionship {
  nombre: string;
  categoria: string;
  /** Days from today to the start (negative: already started). */
  startsIn: number;
  weeks: number;
  max: number;
  precio: number;
  colours: [Rgb, Rgb];
  circuits: string[];
  /** Demo drivers to enrol. */
  enrol: number;
}

const CHAMPIONSHIPS_DEMO: DemoChampionship[] = [
  {
    nombre: 'Copa Óvalos del Bajío',
    categoria: 'Óvalos',
    startsIn: -14,
    weeks: 8,
    max: 24,
    precio: 900,
    colours: [[30, 60, 140], [10, 14, 30]],
    circuits: ['Óvalo Sierra Azul', 'Speedway Los Altos', 'Óvalo Puerto Dorado', 'Speedway Mesa Norte'],
    enrol: 6,
  },
  {
    nombre: 'Fórmula Cumbres',
    categoria: 'Fórmulas',
    startsIn: 10,
    weeks: 10,
    max: 20,
    precio: 1500,
    colours: [[200, 20, 20], [20, 8, 8]],
    circuits: ['Circuito Valle Escondido', 'Autódromo Cerro Verde', 'Circuito Bahía Clara', 'Autódromo Laguna Seca del Sur'],
    enrol: 4,
  },
  {
    nombre: 'Deportivos Noche GT',
    categoria: 'Deportivos',
    startsIn: -30,
    weeks: 12,
    max: 30,
    precio: 1200,
    colours: [[20, 130, 90], [6, 20, 16]],
    circuits: ['Autódromo Río Bravo', 'Circuito Pinos Altos', 'Autódromo Costa Esmeralda', 'Circuito Mirador'],
    enrol: 8,
  },
  {
    nombre: 'Resistencia Multiclase 6H',
    categoria: 'Multiclase',
    startsIn: 35,
    weeks: 6,
    max: 4,
    precio: 2500,
    colours: [[240, 170, 20], [30, 20, 4]],
    circuits: ['Autódromo Gran Meseta', 'Circuito Tres Volcanes'],
    // Full: every place taken, so the page shows 'CUPOS AGOTADOS'.
    enrol: 4,
  },
  {
    nombre: 'Serie IndyCar Pacífico',
    categoria: 'IndyCar',
    startsIn: 60,
    weeks: 8,
    max: 22,
    precio: 1800,
    colours: [[120, 40, 200], [16, 8, 28]],
    circuits: ['Callejero Malecón Sur', 'Óvalo Costa Brava', 'Circuito Isla Coral'],
    enrol: 2,
  },
];

const SPONSORS_DEMO: { nombre: string; colour: Rgb; link: string | null }[] = [
  { nombre: 'Llantas Relámpago', colour: [225, 6, 0], link: 'https://example.com/llantas-relampago' },
  { nombre: 'Volantes Quetzal', colour: [31, 191, 117], link: 'https://example.com/volantes-quetzal' },
  { nombre: 'Café Pits', colour: [160, 100, 40], link: null },
  { nombre: 'Pedales Cóndor', colour: [77, 163, 255], link: 'https://example.com/pedales-condor' },
  { nombre: 'Simuladores Jaguar', colour: [255, 176, 32], link: 'https://example.com/simuladores-jaguar' },
  { nombre: 'Bebidas Meta', colour: [200, 60, 160], link: null },
  { nombre: 'Telemetría Colibrí', colour: [40, 200, 200], link: 'https://example.com/telemetria-colibri' },
  { nombre: 'Cascos Tláloc', colour: [240, 240, 240], link: null },
  { nombre: 'Garage Nopal', colour: [120, 200, 60], link: 'https://example.com/garage-nopal' },
  { nombre: 'Monitores Águila', colour: [250, 120, 40], link: null },
];

const FIRST_NAMES = ['Valeria', 'Mateo', 'Ximena', 'Santiago', 'Renata', 'Emiliano', 'Regina', 'Leonardo', 'Camila', 'Diego', 'Fernanda', 'Iker'];
const LAST_NAMES = ['Quintanar', 'Olvera', 'Arriaga', 'Zavaleta', 'Bustamante', 'Cervantes', 'Ibarra', 'Montiel', 'Villaseñor', 'Garza', 'Peralta', 'Solís'];

function cover(title: string, category: string, [top, bottom]: [Rgb, Rgb]): Buffer {
  const c = new Canvas(960, 540, bottom);
  c.gradient(top, bottom);
  c.stripes([255, 255, 255].map((v, i) => Math.round(v * 0.06 + top[i]! * 0.94)) as Rgb, 90, 14);
  c.chequer(0, 500, 960, 40, 20, [240, 240, 240], [15, 17, 21]);
  c.text(category, 48, 230, 5, [242, 244, 248]);
  const scale = Math.max(4, Math.min(9, Math.floor(860 / Math.max(1, Canvas.textWidth(title, 1)))));
  c.text(title, 48, 300, scale, [242, 244, 248]);
  return c.toPng();
}

function circuitImage(name: string, seed: number): Buffer {
  const c = new Canvas(640, 360, [24, 28, 36]);
  c.gradient([40, 48, 60], [15, 17, 21]);
  // A simple track outline: two straights joined by rounded ends.
  const cx = 320;
  const cy = 180;
  const rx = 200 + (seed % 3) * 20;
  const ry = 100 - (seed % 2) * 20;
  for (let a = 0; a < Math.PI * 2; a += 0.002) {
    const x = cx + Math.cos(a) * rx * (1 + 0.15 * Math.sin(a * (2 + (seed % 3))));
    const y = cy + Math.sin(a) * ry;
    for (let w = -6; w <= 6; w += 1) c.set(x, y + w, [200, 204, 212]);
  }
  c.rect(cx - 4, cy - ry - 10, 8, 20, [225, 6, 0]);
  c.text(name, 20, 320, 3, [242, 244, 248]);
  return c.toPng();
}

function logo(name: string, colour: Rgb): Buffer {
  const c = new Canvas(360, 200, [31, 36, 48]);
  c.rect(0, 0, 360, 12, colour);
  c.rect(0, 188, 360, 12, colour);
  const words = name.split(' ');
  words.forEach((word, i) => {
    const scale = Math.min(6, Math.floor(320 / Math.max(1, Canvas.textWidth(word, 1))));
    c.text(word, Math.round((360 - Canvas.textWidth(word, scale)) / 2), 50 + i * 60, scale, i === 0 ? colour : [242, 244, 248]);
  });
  return c.toPng();
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoSummary {
  championships: number;
  races: number;
  sponsors: number;
  drivers: number;
  enrolments: number;
  events: number;
  results: number;
}

/** Free one-off events: days from today, start time, places (null: no limit), demo drivers signed up. */
const EVENTS_DEMO = [
  { nombre: 'Noche de GT3 en Río Bravo', startsIn: 5, hora: '20:30', places: 24, signUps: 6, colours: [[225, 6, 0], [40, 40, 60]] as [Rgb, Rgb] },
  { nombre: 'Leyendas MX-5 Abierta', startsIn: 12, hora: '19:00', places: null, signUps: 3, colours: [[31, 191, 117], [20, 60, 40]] as [Rgb, Rgb] },
  { nombre: 'Sprint de Fórmulas', startsIn: 20, hora: '21:00', places: 10, signUps: 10, colours: [[77, 163, 255], [20, 40, 80]] as [Rgb, Rgb] },
];

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
  for (let i = 0; i < FIRST_NAMES.length; i += 1) {
    const nombre = FIRST_NAMES[i]!;
    const apellido = LAST_NAMES[i]!;
    const email = `${nombre.toLowerCase()}.${apellido.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}@demo.parrilla.invalid`;
    const registered = await get(IDENTITY.RegisterUser).execute({ nombre, apellido, email, password: `demo-${i}-parrilla` });
    if (registered.created) drivers.push(registered.user.id);
  }

  let races = 0;
  let enrolments = 0;
  let lastRun: { id: string; circuito: string; day: number; championship: string; minutes: number } | undefined;
  for (const [index, demo] of CHAMPIONSHIPS_DEMO.entries()) {
    const start = today + demo.startsIn * DAY;
    const championship = await get(CHAMPIONSHIPS.CreateChampionship).execute(ACTOR, {
      fields: {
        nombreCampeonato: demo.nombre,
        categoria: demo.categoria,
        detallesCampeonato: `${demo.circuits.length} fechas de ${demo.categoria.toLowerCase()} con transmisión en vivo. Comisarios en cada carrera. Puntos para el campeonato de pilotos y de equipos.`,
        reglas: 'Máximo 3 incidentes por carrera antes de revisión.\nBandera azul obligatoria: cede el paso en la siguiente recta.\nReinicios en fila india.',
        fechaInicio: isoDay(start),
        fechaFin: isoDay(start + demo.weeks * 7 * DAY),
        participantesMaximos: demo.max,
        precio: demo.precio,
        premios: { primerPuesto: 'Volante de simulador', segundoPuesto: 'Juego de pedales', tercerPuesto: 'Playera oficial' },
      },
      cover: cover(demo.nombre, demo.categoria, demo.colours),
    });
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
          clima: ['Soleado', 'Nublado', 'Variable', 'Lluvioso'][n % 4],
          estado: raceDay < today ? 'finalizada' : 'pendiente',
          videos: raceDay < today ? [VIDEO] : [],
        },
        image: circuitImage(circuito, index + n),
      });
      races += 1;
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
        detalles: 'Evento gratuito y abierto a toda la comunidad.\nTransmisión en vivo con comentarios en español.',
        reglas: 'Respeta los límites de pista.\nBandera azul: cede el paso en la siguiente recta.',
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

  return { championships: CHAMPIONSHIPS_DEMO.length, races, sponsors: SPONSORS_DEMO.length, drivers: drivers.length, enrolments, events: EVENTS_DEMO.length, results };
}
