import { REPORTABLE_CHAMPIONSHIPS_PAGE, type ReportableChampionshipsAnswer } from '../../../contracts/stewarding.views.js';
import { ValidationError } from '../../../platform/errors.js';
import { LOST_PAGE } from '../../../platform/keyset.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import type { CompetitionDirectory, OfferedChampionship, OfferedPlace } from './ports/competition-directory.port.js';

/** The `siguiente` of a page that ends at this championship: opaque to the client. */
const placeAfter = (c: OfferedChampionship): string => Buffer.from(JSON.stringify([c.fechaInicio, c.nombreCampeonato, c.id])).toString('base64url');

/** The place a `despues` names; a text no page gave is refused in Spanish. */
function readPlace(raw: unknown): OfferedPlace | undefined {
  if (raw === undefined || raw === '') return undefined;
  const lost = () => new ValidationError(LOST_PAGE, { despues: LOST_PAGE });
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' && /^[A-Za-z0-9_-]{1,1000}$/.test(raw) ? JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((v) => typeof v === 'string' && v !== '' && !v.includes('\u0000'))) throw lost();
  const [fechaInicio, nombreCampeonato, id] = parsed as [string, string, string];
  if (Number.isNaN(Date.parse(fechaInicio))) throw lost();
  return { fechaInicio, nombreCampeonato, id };
}

/**
 * GET /api/reportes/campeonatos: the championships the report form offers the signed-in driver, those
 * he is enrolled in (an admin files for anyone, so every one: report-rules.ts), each with its races, a
 * page at a time by place (docs/adr/0070). Read through his enrolments and stopped at the page, so the
 * answer never grows with the league's history.
 */
export class ListReportableChampionships {
  constructor(private readonly deps: { competitions: CompetitionDirectory }) {}

  /** `despues` as it arrives (an HTTP query's value). */
  async execute(actor: Actor, despues?: unknown): Promise<ReportableChampionshipsAnswer> {
    const after = readPlace(despues);
    // One more than shown: whether it comes says if there is a next page.
    const found = await this.deps.competitions.enteredChampionships(isAdmin(actor) ? null : actor.id, { after, limit: REPORTABLE_CHAMPIONSHIPS_PAGE + 1 });
    const shown = found.slice(0, REPORTABLE_CHAMPIONSHIPS_PAGE);
    const races = await this.deps.competitions.racesOfEach(shown.map((c) => c.id));
    return {
      data: shown.map((c) => ({
        id: c.id,
        nombreCampeonato: c.nombreCampeonato,
        carreras: races.filter((r) => r.campeonatoId === c.id).map((r) => ({ id: r.id, circuito: r.circuito, inicio: r.inicio })),
      })),
      siguiente: found.length > REPORTABLE_CHAMPIONSHIPS_PAGE ? placeAfter(shown[shown.length - 1]!) : null,
    };
  }
}
