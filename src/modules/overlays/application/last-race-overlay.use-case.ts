import type { Clock } from '../../../platform/clock.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import { penaltyText } from '../../../contracts/penalty-text.js';
import { PENALTY_LABELS } from '../../../contracts/stewarding.messages.js';
import type { AppliedPenalty, RaceResultsSource } from './ports/results-source.port.js';
import { STANDINGS_OVERLAY_MSG } from './standings-overlay.use-case.js';

export interface LastRaceRow {
  clave: string;
  posicion: number;
  nombre: string;
  numero: string | null;
  clase: string | null;
  /** '+1.234', '+1 v' (laps down), '' for the leader; '—' for a driver out without a time. */
  diferencia: string;
  vueltaRapida: boolean;
  /** The penalties applied to him in this session: '+5 s', '−3 pos.', '−10 pts', 'Descalificado', each with the decision log's words. */
  sanciones: Array<{ texto: string; detalle: string }>;
}

export interface LastRaceView {
  campeonato: string;
  /** Null before any published results of the championship. */
  carrera: { ronda: number; circuito: string; provisional: boolean } | null;
  vueltaRapida: { nombre: string; tiempo: string } | null;
  filas: LastRaceRow[];
}

/** A penalty as a results row shows it: short on the row, in the decision log's words for who reads it closely. */
export function penaltyTag(p: Omit<AppliedPenalty, 'custId' | 'sesion'>): { texto: string; detalle: string } | null {
  const texto =
    p.tipo === 'tiempo' && p.segundos
      ? `+${p.segundos} s`
      : p.tipo === 'posiciones' && p.posiciones
        ? `−${p.posiciones} pos.`
        : p.tipo === 'puntos' && p.puntos
          ? `−${p.puntos} pts`
          : p.tipo === 'descalificacion'
            ? 'Descalificado'
            : null;
  if (texto === null) return null;
  return { texto, detalle: penaltyText({ id: '', tipo: p.tipo, descripcion: PENALTY_LABELS[p.tipo], segundos: p.segundos, posiciones: p.posiciones, puntos: p.puntos, puntosLicencia: 0, sesion: null, evento: null }) };
}

const HOUR_MS = 3_600_000;
const RACE_SESSION_TYPE = 6;

/** A lap time in milliseconds as 'm:ss.mmm'. */
export function lapText(ms: number): string {
  const thousandths = Math.round(ms);
  const minutes = Math.floor(thousandths / 60_000);
  const seconds = (thousandths % 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(3).padStart(6, '0')}`;
}

/** The gap to the winner: seconds with three decimals, laps down, or nothing for the winner. */
export function gapText(row: { posicion: number; interval: number | null; vueltasPerdidas: number | null }): string {
  if (row.posicion === 1) return '';
  if (row.vueltasPerdidas !== null && row.vueltasPerdidas > 0) return `+${row.vueltasPerdidas} v`;
  if (row.interval === null || row.interval < 0) return '—';
  return `+${(row.interval / 1000).toFixed(3)}`;
}

/**
 * The last race's results overlay: the classification of the race phase of the championship's latest
 * race with published results (its last scored session), the top `filas` (of one class when asked),
 * each gap to the winner, the fastest lap, the penalties the stewards applied to each driver in that
 * session (beside him: the order stays the classification the public results page shows, since where a
 * penalty puts him depends on the scoring rules the standings apply), and 'Provisional' until the race's
 * protest window closes (its start plus the championship's hours for reports, as reports are refused after it).
 */
export class LastRaceOverlay {
  constructor(private readonly deps: { results: RaceResultsSource; clock: Clock }) {}

  async execute(options: { campeonato: string | null; clase: string | null; filas: number }): Promise<LastRaceView> {
    if (!options.campeonato) throw new ValidationError(STANDINGS_OVERLAY_MSG.championshipMissing, { campeonato: STANDINGS_OVERLAY_MSG.championshipMissing });
    const championship = await this.deps.results.championship(options.campeonato);
    if (!championship) throw new NotFoundError(STANDINGS_OVERLAY_MSG.championshipNotFound);
    const races = await this.deps.results.races(options.campeonato);
    const byId = new Map(races.map((r) => [r.id, r]));
    // The championship's races' events only, read by race.
    const events = races.length === 0 ? [] : (await this.deps.results.publishedEventsOf(races.map((r) => r.id))).filter((e) => e.carreraId !== null && byId.has(e.carreraId));
    const latest = events.sort((a, b) => byId.get(b.carreraId!)!.ronda - byId.get(a.carreraId!)!.ronda || (b.sesion ?? 0) - (a.sesion ?? 0) || b.event_date.localeCompare(a.event_date))[0];
    if (!latest) return { campeonato: championship.nombre, carrera: null, vueltaRapida: null, filas: [] };
    const race = byId.get(latest.carreraId!)!;
    const phase = [...latest.phases].reverse().find((p) => p.simsession_type === RACE_SESSION_TYPE) ?? latest.phases.at(-1);
    const [rows, penalties] = await Promise.all([phase ? this.deps.results.phase(latest.id, phase.simsession_name) : [], this.deps.results.penalties(options.campeonato, race.id)]);
    const session = latest.sesion ?? 1;
    const tagsOf = new Map<number, LastRaceRow['sanciones']>();
    for (const p of penalties) {
      const tag = p.sesion === session ? penaltyTag(p) : null;
      if (tag) tagsOf.set(p.custId, [...(tagsOf.get(p.custId) ?? []), tag]);
    }
    const wanted = options.clase?.toLowerCase();
    const klass = wanted ? latest.session_car_classes.find((c) => c.name.toLowerCase() === wanted || c.short_name.toLowerCase() === wanted || String(c.car_class_id) === wanted) : undefined;
    const className = new Map(latest.session_car_classes.map((c) => [c.car_class_id, c.short_name || c.name]));
    const shown = klass ? rows.filter((r) => r.car_class_id === klass.car_class_id) : rows;
    const timed = shown.filter((r) => r.bestLapTime !== null && r.bestLapTime > 0);
    const fastest = timed.reduce<(typeof timed)[number] | undefined>((best, r) => (!best || r.bestLapTime! < best.bestLapTime! ? r : best), undefined);
    const filas = shown.slice(0, options.filas).map((r, i): LastRaceRow => {
      const posicion = klass ? r.position_in_class : r.position;
      return {
        clave: r.participant_id,
        posicion,
        nombre: r.nombreEquipo ?? r.nombrePiloto,
        numero: r.car_number,
        clase: className.get(r.car_class_id) ?? null,
        // In one class the gap is to the class's winner: the export's interval and laps down are to the overall winner.
        diferencia: gapText({
          posicion: i + 1,
          interval: r.interval === null ? null : r.interval - (klass ? (shown[0]!.interval ?? 0) : 0),
          vueltasPerdidas: r.vueltasPerdidas === null ? null : r.vueltasPerdidas - (klass ? (shown[0]!.vueltasPerdidas ?? 0) : 0),
        }),
        vueltaRapida: fastest === r,
        sanciones: (r.cust_id_individual !== null && tagsOf.get(r.cust_id_individual)) || [],
      };
    });
    const closes = new Date(race.inicio).getTime() + championship.plazoReportesHoras * HOUR_MS;
    return {
      campeonato: championship.nombre,
      carrera: { ronda: race.ronda, circuito: race.circuito, provisional: this.deps.clock.now().getTime() < closes },
      vueltaRapida: fastest ? { nombre: fastest.nombreEquipo ?? fastest.nombrePiloto, tiempo: lapText(fastest.bestLapTime!) } : null,
      filas,
    };
  }
}
