import { STEWARDS_PAGE_MSG, stewardListQuerySchema, type StewardListQueryInput } from '../../../contracts/stewarding.contract.js';
import type { StewardAssignmentView, StewardListAnswer } from '../../../contracts/stewarding.views.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { StewardAssignments, StewardPlace } from './ports/steward-assignments.port.js';
import type { StewardAssignment } from '../domain/steward-assignment.entity.js';
import { namesFor } from './report-views.js';

/** The `siguiente` of a page that ends at this assignment: opaque to the client. */
const placeAfter = (a: StewardAssignment) => Buffer.from(JSON.stringify([a.createdAt, a.userId, a.campeonatoId])).toString('base64url');

/** The place a `despues` names; a text no page gave is refused in Spanish. */
function readPlace(despues: string): StewardPlace {
  const lost = () => new ValidationError(STEWARDS_PAGE_MSG.lost, { despues: STEWARDS_PAGE_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((p) => typeof p === 'string' && p !== '' && !p.includes('\u0000'))) throw lost();
  const [createdAt, userId, campeonatoId] = parsed as string[];
  return { createdAt: createdAt!, userId: userId!, campeonatoId: campeonatoId! };
}

/**
 * GET /api/reportes/comisarios?campeonato= (admin) and `parrilla stewards list`: who judges which
 * championship, oldest assignment first, a page at a time (at most STEWARDS_PAGE.maxSize, by place;
 * docs/adr/0060).
 */
export class ListStewards {
  constructor(private readonly deps: { assignments: StewardAssignments; competitions: CompetitionDirectory; drivers: DriverCards }) {}

  /** `query` as it arrives (an HTTP query's values, the console's options): the contract checks it. */
  async execute(actor: Actor, query: { [K in keyof StewardListQueryInput]?: unknown }): Promise<StewardListAnswer> {
    assertAdmin(actor);
    const { campeonato, limite, despues } = parseOrThrow(stewardListQuerySchema, query);
    let after = despues === undefined ? undefined : readPlace(despues);
    const shown: StewardAssignmentView[] = [];
    let last: StewardAssignment | undefined;
    // A deleted account or championship judges nothing: its assignment is not shown. Such rows are
    // read past, so a page is full whenever more assignments follow; one more than asked says whether they do.
    for (;;) {
      const wanted = limite + 1 - shown.length;
      const rows = await this.deps.assignments.page({ campeonatoId: campeonato, after, limit: wanted });
      const names = await namesFor(this.deps, { userIds: rows.map((a) => a.userId), championshipIds: rows.map((a) => a.campeonatoId), raceIds: [] });
      for (const a of rows) {
        const championship = names.championship(a.campeonatoId);
        const comisario = names.driver(a.userId);
        if (!championship || !comisario) continue;
        if (shown.length === limite) return { comisarios: shown, siguiente: placeAfter(last!) };
        shown.push({ campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato }, comisario, asignadoEn: a.createdAt });
        last = a;
      }
      if (rows.length < wanted) return { comisarios: shown, siguiente: null };
      const end = rows[rows.length - 1]!;
      after = { createdAt: end.createdAt, userId: end.userId, campeonatoId: end.campeonatoId };
    }
  }
}
