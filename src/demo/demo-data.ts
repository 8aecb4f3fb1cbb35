/**
 * What `parrilla seed --demo` puts on a fresh site: invented championships, sponsors, drivers and
 * free events. Only data lives here; demo-images.ts draws the pictures and demo-content.ts loads it
 * all through the modules' use cases. All names are made up.
 */
import type { Rgb } from './png.js';

/** A sample clip that embeds anywhere (YouTube's own player demo). */
export const VIDEO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

export interface DemoChampionship {
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

/** One championship per line (Deportivos Noche GT is the running one: three rounds already run, with results, see season-demo.ts): name, category, start (days from today), weeks, places, price (MXN), cover colours, circuits, demo drivers enrolled. */
export const CHAMPIONSHIPS_DEMO: DemoChampionship[] = [
  { nombre: 'Copa Óvalos del Bajío', categoria: 'Óvalos', startsIn: -14, weeks: 8, max: 24, precio: 900, colours: [[30, 60, 140], [10, 14, 30]], circuits: ['Óvalo Sierra Azul', 'Speedway Los Altos', 'Óvalo Puerto Dorado', 'Speedway Mesa Norte'], enrol: 6 },
  { nombre: 'Fórmula Cumbres', categoria: 'Fórmulas', startsIn: 10, weeks: 10, max: 20, precio: 1500, colours: [[200, 20, 20], [20, 8, 8]], circuits: ['Circuito Valle Escondido', 'Autódromo Cerro Verde', 'Circuito Bahía Clara', 'Autódromo Laguna Seca del Sur'], enrol: 4 },
  { nombre: 'Deportivos Noche GT', categoria: 'Deportivos', startsIn: -44, weeks: 12, max: 30, precio: 1200, colours: [[20, 130, 90], [6, 20, 16]], circuits: ['Autódromo Río Bravo', 'Circuito Pinos Altos', 'Autódromo Costa Esmeralda', 'Circuito Mirador'], enrol: 8 },
  // Full: every place taken, so the page shows 'CUPOS AGOTADOS'.
  { nombre: 'Resistencia Multiclase 6H', categoria: 'Multiclase', startsIn: 35, weeks: 6, max: 4, precio: 2500, colours: [[240, 170, 20], [30, 20, 4]], circuits: ['Autódromo Gran Meseta', 'Circuito Tres Volcanes'], enrol: 4 },
  { nombre: 'Serie IndyCar Pacífico', categoria: 'IndyCar', startsIn: 60, weeks: 8, max: 22, precio: 1800, colours: [[120, 40, 200], [16, 8, 28]], circuits: ['Callejero Malecón Sur', 'Óvalo Costa Brava', 'Circuito Isla Coral'], enrol: 2 },
];

export const SPONSORS_DEMO: { nombre: string; colour: Rgb; link: string | null }[] = [
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

export const FIRST_NAMES = ['Valeria', 'Mateo', 'Ximena', 'Santiago', 'Renata', 'Emiliano', 'Regina', 'Leonardo', 'Camila', 'Diego', 'Fernanda', 'Iker'];
export const LAST_NAMES = ['Quintanar', 'Olvera', 'Arriaga', 'Zavaleta', 'Bustamante', 'Cervantes', 'Ibarra', 'Montiel', 'Villaseñor', 'Garza', 'Peralta', 'Solís'];

/** Free one-off events: days from today, start time, places (null: no limit), demo drivers signed up. */
export const EVENTS_DEMO = [
  { nombre: 'Noche de GT3 en Río Bravo', startsIn: 5, hora: '20:30', places: 24, signUps: 6, colours: [[225, 6, 0], [40, 40, 60]] as [Rgb, Rgb] },
  { nombre: 'Leyendas MX-5 Abierta', startsIn: 12, hora: '19:00', places: null, signUps: 3, colours: [[31, 191, 117], [20, 60, 40]] as [Rgb, Rgb] },
  { nombre: 'Sprint de Fórmulas', startsIn: 20, hora: '21:00', places: 10, signUps: 10, colours: [[77, 163, 255], [20, 40, 80]] as [Rgb, Rgb] },
];

/** The texts every demo championship and event shares. */
export const DEMO_TEXTS = {
  championshipDetails: (races: number, categoria: string) => `${races} fechas de ${categoria.toLowerCase()} con transmisión en vivo. Comisarios en cada carrera. Puntos para el campeonato de pilotos y de equipos.`,
  championshipRules: 'Máximo 3 incidentes por carrera antes de revisión.\nBandera azul obligatoria: cede el paso en la siguiente recta.\nReinicios en fila india.',
  prizes: { primerPuesto: 'Volante de simulador', segundoPuesto: 'Juego de pedales', tercerPuesto: 'Playera oficial' },
  /** Race weather, in turn. */
  weather: ['Soleado', 'Nublado', 'Variable', 'Lluvioso'],
  eventDetails: 'Evento gratuito y abierto a toda la comunidad.\nTransmisión en vivo con comentarios en español.',
  eventRules: 'Respeta los límites de pista.\nBandera azul: cede el paso en la siguiente recta.',
  seriesDescription: (categoria: string) => `La serie de ${categoria.toLowerCase()} de la liga: una edición por temporada.`,
  penaltyExplanation: 'Contacto evitable en la primera curva que sacó de la pista a otro piloto. Cinco segundos al tiempo de carrera y dos puntos de licencia.',
};

/**
 * Last season's editions of some of the series (named after this year's championship): the month it
 * started, its circuits and, per race, the shuffle of the invented results (demo-results.ts), so each
 * closed season has its own champions.
 */
export const PAST_SEASON_DEMO: Array<{ series: string; categoria: string; month: number; colours: [Rgb, Rgb]; circuits: string[]; rounds: number[] }> = [
  { series: 'Copa Óvalos del Bajío', categoria: 'Óvalos', month: 3, colours: [[30, 60, 140], [10, 14, 30]], circuits: ['Óvalo Sierra Azul', 'Speedway Los Altos'], rounds: [2, 3] },
  { series: 'Fórmula Cumbres', categoria: 'Fórmulas', month: 5, colours: [[200, 20, 20], [20, 8, 8]], circuits: ['Circuito Valle Escondido', 'Autódromo Cerro Verde'], rounds: [4, 1] },
  { series: 'Deportivos Noche GT', categoria: 'Deportivos', month: 7, colours: [[20, 130, 90], [6, 20, 16]], circuits: ['Autódromo Río Bravo', 'Circuito Pinos Altos'], rounds: [1, 6] },
];
