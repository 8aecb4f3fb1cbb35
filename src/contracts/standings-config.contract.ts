/**
 * The scoring configuration of a championship (docs/adr/0014): one JSON document a league moves in one
 * file. Shared by `GET/PUT /api/campeonatos/{id}/puntuacion`, `parrilla standings config` and the admin
 * editor. Every message is Spanish and names the field; every list and number has a bound, so nothing a
 * person sends can size unbounded work.
 */
import { z } from 'zod';
import { isOneLine } from './one-line-names.js';

export const STANDINGS_LIMITS = {
  nombre: 60,
  tiposPuntuacion: 10,
  eventosPorTipo: 10,
  tabla: 60,
  puntosPorPosicion: 1000,
  motivos: 20,
  grupos: 20,
  pilotos: 1000,
  cambiosDeGrupo: 10,
  rondas: 100,
  rondasDescartadas: 50,
  equipos: 200,
  pilotosPorEquipo: 4,
  sesionesPorRonda: 3,
  custId: 2_147_483_647,
} as const;

/** Which iRacing session of the scored event's export a scored event reads. */
export const IRACING_SESSIONS = ['qualifying', 'race'] as const;
export type IracingSession = (typeof IRACING_SESSIONS)[number];

/** How a scored event gives points (docs/adr/0014). */
export const SCORED_EVENT_KINDS = ['posicion', 'vueltaRapida', 'vueltasLideradas', 'posicionesGanadas'] as const;
export type ScoredEventKind = (typeof SCORED_EVENT_KINDS)[number];

export const SCORED_EVENT_KIND_LABELS: Record<ScoredEventKind, string> = {
  posicion: 'Posición',
  vueltaRapida: 'Vuelta rápida',
  vueltasLideradas: 'Vueltas lideradas',
  posicionesGanadas: 'Posiciones ganadas',
};

/** Positions count within iRacing's car classes, or within the championship's own groups. */
export const GROUPING_MODES = ['clases', 'grupos'] as const;
export type GroupingMode = (typeof GROUPING_MODES)[number];

export const SCORING_PRESET_IDS = ['f1', 'motogp', 'personalizado'] as const;
export type ScoringPresetId = (typeof SCORING_PRESET_IDS)[number];

/** The presets the editor offers, with the exact names people see. */
export const SCORING_PRESETS: ReadonlyArray<{ id: ScoringPresetId; nombre: string }> = [
  { id: 'f1', nombre: 'F1 (25-18-15-12-10-8-6-4-2-1)' },
  { id: 'motogp', nombre: 'MotoGP (25-20-16-13-11-10-9-8-7-6-5-4-3-2-1)' },
  { id: 'personalizado', nombre: 'Personalizado' },
];

const L = STANDINGS_LIMITS;

/** An object that refuses unknown fields (a typo in a file would otherwise be lost without a word). */
const object = <T extends z.ZodRawShape>(label: string, shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${label} tiene campos desconocidos: ${issue.keys.join(', ')}` : `${label} debe ser un objeto`,
  });

const text = (label: string, max: number = L.nombre) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .min(1, `${label} no puede quedar vacío`)
    .max(max, `${label} debe tener como máximo ${max} caracteres`)
    .refine(isOneLine, `${label} no puede llevar saltos de línea, tabuladores ni otros caracteres de control`);

const integer = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número entero` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} debe estar entre ${min} y ${max}`)
    .max(max, `${label} debe estar entre ${min} y ${max}`);

const flag = (label: string) => z.boolean({ error: `${label} debe ser verdadero o falso` });

const list = <T extends z.ZodType>(label: string, item: T, max: number, min = 0) =>
  z
    .array(item, { error: `${label} debe ser una lista` })
    .min(min, min === 1 ? `${label} debe tener al menos un elemento` : `${label} debe tener al menos ${min} elementos`)
    .max(max, `${label} admite como máximo ${max} elementos`);

const custId = (label: string) => integer(label, 1, L.custId);

const pointsTable = list(
  'La tabla de puntos',
  z
    .number({ error: 'Cada valor de la tabla de puntos debe ser un número' })
    .min(0, 'Los puntos de la tabla no pueden ser negativos')
    .max(L.puntosPorPosicion, `Los puntos de la tabla deben ser como máximo ${L.puntosPorPosicion}`),
  L.tabla,
  1,
);

const scoredEventSchema = object('El evento puntuable', {
  nombre: text('El nombre del evento puntuable'),
  sesionIracing: z.enum(IRACING_SESSIONS, { error: 'La sesión de iRacing del evento debe ser qualifying o race' }),
  tipo: z.enum(SCORED_EVENT_KINDS, { error: `El tipo del evento debe ser uno de estos: ${SCORED_EVENT_KINDS.join(', ')}` }),
  tabla: pointsTable,
  /** Share (0–1) of the laps of his group's leader a driver must complete to score in this event. */
  vueltasMinimas: z
    .number({ error: 'El mínimo de vueltas debe ser un número entre 0 y 1' })
    .min(0, 'El mínimo de vueltas debe estar entre 0 y 1')
    .max(1, 'El mínimo de vueltas debe estar entre 0 y 1')
    .default(0),
});

const scoreTypeSchema = object('El tipo de puntuación', {
  nombre: text('El nombre del tipo de puntuación'),
  eventos: list('La lista de eventos puntuables', scoredEventSchema, L.eventosPorTipo, 1),
});

const groupSchema = object('El grupo', {
  nombre: text('El nombre del grupo'),
  /** Scored on the overall finishing order instead of the order within the group. */
  posicionesGenerales: flag('La opción de posiciones generales del grupo').default(false),
  /**
   * With `posicionesGenerales`: a penalty moves the driver only among the cars of his own car class
   * (he takes their overall places, the other classes keep theirs).
   */
  sancionesSoloEnSuClase: flag('La opción de sanciones dentro de la clase del grupo').default(false),
});

const groupChangeSchema = object('El cambio de grupo', {
  desdeRonda: integer('La ronda del cambio de grupo', 2, L.rondas),
  /** null: from that round he is in no group (scores nothing, takes nobody's place). */
  grupo: text('El grupo del cambio').nullable(),
});

const driverSchema = object('El piloto', {
  custId: custId('El ID de cliente de iRacing del piloto'),
  nombre: text('El nombre del piloto'),
  /** null: listed in no group: he scores nothing and takes nobody's place (the default group is not his). */
  grupo: text('El grupo del piloto').nullable(),
  cambios: list('La lista de cambios de grupo del piloto', groupChangeSchema, L.cambiosDeGrupo).default([]),
});

const rosterSchema = object('El equipo', {
  nombre: text('El nombre del equipo'),
  pilotos: list('La lista de pilotos del equipo', custId('El ID de cliente de iRacing de un piloto del equipo'), L.pilotosPorEquipo, 1),
});

const defaultTeams = () => ({ plantillas: [], descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false });

/** The rosters and how their table adds up (docs/adr/0014). */
const teamsSchema = object('La configuración de equipos', {
  plantillas: list('La lista de equipos', rosterSchema, L.equipos).default([]),
  /** The lowest rounds each roster drops: its own count, among the rounds not in `rondasNoDescartables`. */
  descartes: integer('El número de rondas que descarta cada equipo', 0, L.rondasDescartadas).default(0),
  /** The drivers' championship-point deductions also come off their roster's total. */
  incluirDeduccionesDePilotos: flag('La opción de restar a los equipos las deducciones de sus pilotos').default(false),
  /** Rosters of three or more drivers score each round without their lowest driver's points (once `descartarPeorPilotoDeEquipo`, outside). */
  descartarPeorPiloto: flag('La opción de descartar al peor piloto del equipo').default(false),
});

const roundFormatSchema = object('El formato de la ronda', {
  ronda: integer('El número de ronda del formato', 1, L.rondas),
  sesiones: list('La lista de sesiones de la ronda', text('El tipo de puntuación de la sesión'), L.sesionesPorRonda, 1),
});

/**
 * The document's version. 2 since the options a version 1 document could not say (drivers listed
 * without results, the teams' own rule); a version 1 document is read with the meaning it had
 * (`fromVersion1`). A document without `version` is of the current version.
 */
export const STANDINGS_CONFIG_VERSION = 2;

const baseSchema = object('La configuración de puntuación', {
  version: z.literal(STANDINGS_CONFIG_VERSION, { error: 'La versión de la configuración debe ser 1 o 2' }).default(STANDINGS_CONFIG_VERSION),
  plantilla: z.enum(SCORING_PRESET_IDS, { error: 'La plantilla debe ser f1, motogp o personalizado' }).default('personalizado'),
  tiposPuntuacion: list('La lista de tipos de puntuación', scoreTypeSchema, L.tiposPuntuacion, 1),
  /** iRacing reasons out (reason_out) that score nothing in any event, e.g. 'Disconnected'. */
  motivosSinPuntos: list('La lista de motivos que no puntúan', text('Un motivo que no puntúa'), L.motivos).default([]),
  /** When true the non-scoring drivers are taken out of the order and those behind move up. */
  cerrarPosiciones: flag('La opción de cerrar posiciones').default(false),
  /**
   * When true a penalty that moves (places, time, disqualification) on a driver who scores nothing in
   * that event moves nobody: the drivers around him keep their places and points. Once named
   * `penalizacionSinPuntosNoMueve`, which is still read.
   */
  sancionSinPuntosNoMueveAOtros: flag('La opción de que la sanción a quien no puntúa no mueva a nadie').default(false),
  agrupacion: z.enum(GROUPING_MODES, { error: 'La agrupación debe ser clases o grupos' }).default('clases'),
  grupos: list('La lista de grupos', groupSchema, L.grupos).default([]),
  pilotos: list('La lista de pilotos asignados', driverSchema, L.pilotos).default([]),
  /**
   * Every driver of `pilotos` is listed in his group from the first day, at 0 until he scores (only
   * when grouping by groups: a driver without results has no car class yet).
   */
  mostrarPilotosSinResultados: flag('La opción de mostrar a los pilotos sin resultados').default(true),
  /** Where drivers missing from `pilotos` go when grouping by groups; null: they score nothing. */
  grupoPorDefecto: text('El grupo por defecto').nullable().default(null),
  rondasDescartadas: integer('El número de rondas descartadas', 0, L.rondasDescartadas).default(0),
  rondasNoDescartables: list('La lista de rondas no descartables', integer('Una ronda no descartable', 1, L.rondas), L.rondas).default([]),
  equipos: teamsSchema.default(defaultTeams),
  formato: object('El formato de las rondas', {
    /** The score type of sessions 1, 2 and 3 of every round not listed in `rondas`. */
    porDefecto: list('La lista del formato por defecto', text('El tipo de puntuación de la sesión'), L.sesionesPorRonda, 1),
    rondas: list('La lista de formatos por ronda', roundFormatSchema, L.rondas).default([]),
  }),
});

type Issue = { path: PropertyKey[]; message: string };

function duplicates<T>(items: T[]): Set<number> {
  const seen = new Map<T, number>();
  const out = new Set<number>();
  items.forEach((item, i) => {
    if (seen.has(item)) out.add(i);
    else seen.set(item, i);
  });
  return out;
}

const key = (name: string) => name.trim().toLocaleLowerCase('es-MX');

/** The rules between fields: names that must be unique and names that must refer to something. */
function crossFieldIssues(c: z.output<typeof baseSchema>): Issue[] {
  const issues: Issue[] = [];
  for (const i of duplicates(c.tiposPuntuacion.map((t) => key(t.nombre)))) issues.push({ path: ['tiposPuntuacion', i, 'nombre'], message: `El tipo de puntuación «${c.tiposPuntuacion[i]!.nombre}» está repetido` });
  c.tiposPuntuacion.forEach((t, ti) => {
    for (const i of duplicates(t.eventos.map((e) => key(e.nombre)))) issues.push({ path: ['tiposPuntuacion', ti, 'eventos', i, 'nombre'], message: `El evento «${t.eventos[i]!.nombre}» está repetido en «${t.nombre}»` });
  });
  const types = new Set(c.tiposPuntuacion.map((t) => key(t.nombre)));
  c.formato.porDefecto.forEach((name, i) => {
    if (!types.has(key(name))) issues.push({ path: ['formato', 'porDefecto', i], message: `El formato por defecto usa «${name}», que no es un tipo de puntuación` });
  });
  for (const i of duplicates(c.formato.rondas.map((r) => r.ronda))) issues.push({ path: ['formato', 'rondas', i, 'ronda'], message: `El formato de la ronda ${c.formato.rondas[i]!.ronda} está repetido` });
  c.formato.rondas.forEach((r, ri) =>
    r.sesiones.forEach((name, i) => {
      if (!types.has(key(name))) issues.push({ path: ['formato', 'rondas', ri, 'sesiones', i], message: `La ronda ${r.ronda} usa «${name}», que no es un tipo de puntuación` });
    }),
  );

  for (const i of duplicates(c.grupos.map((g) => key(g.nombre)))) issues.push({ path: ['grupos', i, 'nombre'], message: `El grupo «${c.grupos[i]!.nombre}» está repetido` });
  c.grupos.forEach((g, i) => {
    if (g.sancionesSoloEnSuClase && !g.posicionesGenerales)
      issues.push({
        path: ['grupos', i, 'sancionesSoloEnSuClase'],
        message: `Las sanciones dentro de la clase solo aplican a un grupo que puntúa por posiciones generales: marca también «posiciones generales» en «${g.nombre}»`,
      });
  });
  const groups = new Set(c.grupos.map((g) => key(g.nombre)));
  if (c.agrupacion === 'grupos' && c.grupos.length === 0) issues.push({ path: ['grupos'], message: 'Los grupos no pueden quedar vacíos cuando se puntúa por grupos' });
  if (c.grupoPorDefecto !== null && !groups.has(key(c.grupoPorDefecto))) issues.push({ path: ['grupoPorDefecto'], message: `El grupo por defecto «${c.grupoPorDefecto}» no es uno de los grupos` });
  for (const i of duplicates(c.pilotos.map((p) => p.custId))) issues.push({ path: ['pilotos', i, 'custId'], message: `El piloto con ID de cliente ${c.pilotos[i]!.custId} está repetido` });
  c.pilotos.forEach((p, pi) => {
    if (p.grupo !== null && !groups.has(key(p.grupo))) issues.push({ path: ['pilotos', pi, 'grupo'], message: `El grupo «${p.grupo}» del piloto ${p.nombre} no es uno de los grupos` });
    p.cambios.forEach((change, ci) => {
      if (change.grupo !== null && !groups.has(key(change.grupo))) issues.push({ path: ['pilotos', pi, 'cambios', ci, 'grupo'], message: `El grupo «${change.grupo}» del cambio de ${p.nombre} no es uno de los grupos` });
      if (ci > 0 && change.desdeRonda <= p.cambios[ci - 1]!.desdeRonda)
        issues.push({ path: ['pilotos', pi, 'cambios', ci, 'desdeRonda'], message: `Los cambios de grupo de ${p.nombre} deben ir en orden de ronda, sin repetirla` });
    });
  });

  for (const i of duplicates(c.rondasNoDescartables)) issues.push({ path: ['rondasNoDescartables', i], message: `La ronda no descartable ${c.rondasNoDescartables[i]} está repetida` });
  const rosters = c.equipos.plantillas;
  for (const i of duplicates(rosters.map((t) => key(t.nombre)))) issues.push({ path: ['equipos', 'plantillas', i, 'nombre'], message: `El equipo «${rosters[i]!.nombre}» está repetido` });
  const rostered = new Map<number, string>();
  rosters.forEach((team, ti) =>
    team.pilotos.forEach((id, i) => {
      const other = rostered.get(id);
      if (other !== undefined) issues.push({ path: ['equipos', 'plantillas', ti, 'pilotos', i], message: `El piloto con ID de cliente ${id} ya está en el equipo «${other}»` });
      else rostered.set(id, team.nombre);
    }),
  );
  return issues;
}

const currentSchema = baseSchema.superRefine((config, ctx) => {
  for (const issue of crossFieldIssues(config)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A version 1 document (every rulebook stored, and every file exported, before version 2) as a version 2
 * one with the same meaning: the options version 2 added take the values that keep its tables as they
 * were, unless it says otherwise. Anything else is left to the schema.
 */
function fromVersion1(input: unknown): unknown {
  if (!isRecord(input) || input.version !== 1) return input;
  const drops = input.rondasDescartadas;
  // A bad count is refused on `rondasDescartadas` alone.
  const driversDrops = typeof drops === 'number' && Number.isInteger(drops) && drops >= 0 && drops <= L.rondasDescartadas ? drops : 0;
  return {
    ...input,
    version: STANDINGS_CONFIG_VERSION,
    mostrarPilotosSinResultados: input.mostrarPilotosSinResultados ?? false,
    // Version 1 held the rosters' list alone; they dropped as many rounds as the drivers, less the drivers' deductions.
    equipos: Array.isArray(input.equipos) || input.equipos === undefined ? { plantillas: input.equipos ?? [], descartes: driversDrops, incluirDeduccionesDePilotos: true } : input.equipos,
  };
}

/** Options renamed or moved: the old place, the new one (a dotted path), both read. */
const OLD_PLACES = [
  { old: 'penalizacionSinPuntosNoMueve', now: ['sancionSinPuntosNoMueveAOtros'] },
  { old: 'descartarPeorPilotoDeEquipo', now: ['equipos', 'descartarPeorPiloto'] },
] as const;

/**
 * A document with its options in their current places: a roster list without `version` (a file written by
 * hand before version 2) becomes `equipos.plantillas` with the new defaults; an option at its old place
 * or under its old name moves to its new one. Named in both places, the old one is refused by `oldPlaceIssues`.
 */
function toCurrentPlaces(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if (Array.isArray(out.equipos) && out.version === undefined) out.equipos = { plantillas: out.equipos };
  for (const { old, now } of OLD_PLACES) {
    if (!(old in out)) continue;
    const parent = now.length === 1 ? out : isRecord(out[now[0]]) ? (out[now[0]] = { ...(out[now[0]] as Record<string, unknown>) }) : out[now[0]] === undefined ? (out[now[0]] = {}) : null;
    const leaf = now[now.length - 1]!;
    if (!isRecord(parent) || leaf in parent) continue;
    parent[leaf] = out[old];
    delete out[old];
  }
  return out;
}

/** The Spanish refusals of an option named at its old place and its new one, and of a roster list in a version 2 document. */
function oldPlaceIssues(input: unknown): Issue[] {
  if (!isRecord(input)) return [];
  const issues: Issue[] = [];
  if (Array.isArray(input.equipos) && input.version === STANDINGS_CONFIG_VERSION)
    issues.push({
      path: ['equipos'],
      message: 'En la versión 2, «equipos» es un objeto: pon la lista de equipos en «equipos.plantillas» (o quita «version» para leer el archivo con las opciones nuevas)',
    });
  for (const { old, now } of OLD_PLACES) {
    const parent = now.length === 1 ? input : input[now[0]];
    if (old in input && isRecord(parent) && now[now.length - 1]! in parent) issues.push({ path: [old], message: `«${old}» es el nombre anterior de «${now.join('.')}»: deja solo uno` });
  }
  return issues;
}

/**
 * Options a document sets that its grouping ignores, each explained in Spanish (the answer's `avisos`,
 * the CLI's standard error): grouping by car class reads neither the drivers' list nor
 * `mostrarPilotosSinResultados` (a driver without results has no car class yet).
 */
export function ignoredOptions(input: unknown): string[] {
  if (!isRecord(input) || (input.agrupacion ?? 'clases') !== 'clases') return [];
  const notes: string[] = [];
  const listed = Array.isArray(input.pilotos) && input.pilotos.length > 0;
  // Only with drivers listed: without them the option has nothing to show, whatever the grouping.
  if (listed && input.mostrarPilotosSinResultados !== false) notes.push('«mostrarPilotosSinResultados» no se aplica al agrupar por clases de auto: un piloto sin resultados todavía no tiene clase.');
  if (listed) notes.push('«pilotos» no se aplica al agrupar por clases de auto: cada piloto puntúa en la clase de su auto.');
  return notes;
}

/** A configuration as a file or a form may send it (defaults may be left out). */
export type StandingsConfigInput = z.input<typeof currentSchema>;

/**
 * The whole scoring configuration, as stored, sent and received; a version 1 document is read as it
 * meant. Typed by the current document's input, which is what the forms hold.
 */
export const standingsConfigSchema = z.preprocess<unknown, typeof currentSchema, StandingsConfigInput>((input, ctx) => {
  const refused = oldPlaceIssues(input);
  for (const issue of refused) ctx.addIssue({ code: 'custom', path: issue.path as Array<string | number>, message: issue.message, input });
  return refused.length > 0 ? z.NEVER : toCurrentPlaces(fromVersion1(input));
}, currentSchema);

/** A configuration after parsing: every default filled in. */
export type StandingsConfig = z.output<typeof standingsConfigSchema>;
export type ScoreType = StandingsConfig['tiposPuntuacion'][number];
export type ScoredEventConfig = ScoreType['eventos'][number];
export type GroupConfig = StandingsConfig['grupos'][number];
export type DriverAssignment = StandingsConfig['pilotos'][number];
export type RosterConfig = StandingsConfig['equipos']['plantillas'][number];

/** A share of the leader's laps most leagues ask of a race finisher; the admin changes it per event. */
const RACE_MINIMUM_LAPS = 0.75;

function positionsOnly(plantilla: ScoringPresetId, table: number[]): StandingsConfig {
  return standingsConfigSchema.parse({
    plantilla,
    tiposPuntuacion: [{ nombre: 'Carrera', eventos: [{ nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: table, vueltasMinimas: RACE_MINIMUM_LAPS }] }],
    formato: { porDefecto: ['Carrera'] },
  } satisfies StandingsConfigInput);
}

/**
 * A full, valid configuration for a preset: F1 and MotoGP score the race by position; 'Personalizado'
 * is a starting point with a pole and a fastest-lap point to edit.
 */
export function scoringPreset(id: ScoringPresetId): StandingsConfig {
  switch (id) {
    case 'f1':
      return positionsOnly('f1', [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]);
    case 'motogp':
      return positionsOnly('motogp', [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    case 'personalizado':
      return standingsConfigSchema.parse({
        plantilla: 'personalizado',
        tiposPuntuacion: [
          {
            nombre: 'Principal',
            eventos: [
              { nombre: 'Pole', sesionIracing: 'qualifying', tipo: 'posicion', tabla: [1] },
              { nombre: 'Carrera', sesionIracing: 'race', tipo: 'posicion', tabla: [10, 8, 6, 5, 4, 3, 2, 1], vueltasMinimas: RACE_MINIMUM_LAPS },
              { nombre: 'Vuelta rápida', sesionIracing: 'race', tipo: 'vueltaRapida', tabla: [1], vueltasMinimas: RACE_MINIMUM_LAPS },
            ],
          },
        ],
        formato: { porDefecto: ['Principal'] },
      } satisfies StandingsConfigInput);
  }
}
