import type { Knex } from 'knex';
import { toNumber } from '../../../../platform/database/rows.js';
import { byCodePoints } from '../../../../platform/code-point-order.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { inSlices } from '../../../../platform/database/slices.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ChampionshipDigest, ChampionshipSummary, CreatedChampionship, OpenRace, RaceLabel } from '../../application/championship-digest.js';

/** Races that may still be run: a cancelled or finished one is not reminded. */
const OPEN_RACE_STATES = ['pendiente', 'activa'];
/** CHAMPIONSHIPS.Digest over championships, races and enrolments: a join of this module's own tables per question. */
export class KnexChampionshipDigest implements ChampionshipDigest {
  constructor(private readonly knex: Knex) {}

  summaries(ids: readonly string[], trx?: unknown): Promise<ChampionshipSummary[]> {
    return inSlices(ids, async (slice) => {
      const rows: ChampionshipSummary[] = await db(this.knex, trx as Transaction | undefined)('championships')
        .whereIn('id', slice)
        .select('id', 'nombreCampeonato', 'categoria', 'precioCentavos');
      return rows.map((r) => ({ id: r.id, nombreCampeonato: r.nombreCampeonato, categoria: r.categoria, precioCentavos: toNumber(r.precioCentavos) }));
    });
  }

  async firstByName(ids: readonly string[], count: number): Promise<ChampionshipSummary[]> {
    if (count <= 0 || ids.length === 0) return [];
    // The names compared as their UTF-8 bytes (code points): PostgreSQL told so with the C collation
    // whatever the database's, SQLite's BINARY does it already. Each slice cut in the database, the
    // cuts merged here.
    const order = isPostgres(this.knex) ? '"nombreCampeonato" collate "C", "id" collate "C"' : '"nombreCampeonato", "id"';
    const found = await inSlices(ids, async (slice) => {
      const rows: ChampionshipSummary[] = await this.knex('championships').whereIn('id', slice).select('id', 'nombreCampeonato', 'categoria', 'precioCentavos').orderByRaw(order).limit(count);
      return rows.map((r) => ({ id: r.id, nombreCampeonato: r.nombreCampeonato, categoria: r.categoria, precioCentavos: toNumber(r.precioCentavos) }));
    });
    return found.sort((a, b) => byCodePoints(a.nombreCampeonato, b.nombreCampeonato) || byCodePoints(a.id, b.id)).slice(0, count);
  }

  async createdSince(since: string): Promise<CreatedChampionship[]> {
    const rows: CreatedChampionship[] = await this.knex('championships')
      .select('id', 'nombreCampeonato', 'categoria', 'detallesCampeonato', 'fechaInicio', 'fechaFin', 'participantesMaximos', 'precioCentavos')
      .where('createdAt', '>=', since)
      .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return rows.map((r) => ({ ...r, participantesMaximos: toNumber(r.participantesMaximos), precioCentavos: toNumber(r.precioCentavos) }));
  }

  raceLabels(raceIds: readonly string[]): Promise<RaceLabel[]> {
    return inSlices(raceIds, (slice) =>
      this.knex('races as r')
        .join('championships as c', 'c.id', 'r.campeonatoId')
        .whereIn('r.id', slice)
        .select('r.id', 'r.circuito', 'r.campeonatoId', 'c.nombreCampeonato'),
    );
  }

  async openRacesBetween(fromDay: string, toDay: string): Promise<OpenRace[]> {
    const races: Omit<OpenRace, 'entrantIds'>[] = await this.knex('races as r')
      .join('championships as c', 'c.id', 'r.campeonatoId')
      .select('r.id', 'r.circuito', 'r.campeonatoId', 'c.nombreCampeonato', 'r.fechaInicio', 'r.horaInicio')
      .where('r.fechaInicio', '>=', fromDay)
      .andWhere('r.fechaInicio', '<', `${toDay}~`)
      .whereIn('r.estado', OPEN_RACE_STATES)
      .orderBy([{ column: 'r.fechaInicio' }, { column: 'r.horaInicio' }, { column: 'r.id' }]);
    const enrolled = await inSlices(
      races.map((r) => r.campeonatoId),
      (slice): Promise<{ campeonatoId: string; userId: string }[]> =>
        this.knex('championship_enrolments').whereIn('campeonatoId', slice).orderBy([{ column: 'createdAt' }, { column: 'userId' }]).select('campeonatoId', 'userId'),
    );
    const byChampionship = new Map<string, string[]>();
    for (const e of enrolled) byChampionship.set(e.campeonatoId, [...(byChampionship.get(e.campeonatoId) ?? []), e.userId]);
    // A driver who signed out of a race ('No podré correr', issue #30) is not reminded of it.
    const signedOut = new Map<string, Set<string>>();
    const notices: Array<{ carreraId: string; userId: string }> = await inSlices(
      races.map((r) => r.id),
      (slice): Promise<{ carreraId: string; userId: string }[]> => this.knex('race_sign_outs').whereIn('carreraId', slice).select('carreraId', 'userId'),
    );
    for (const n of notices) signedOut.set(n.carreraId, (signedOut.get(n.carreraId) ?? new Set()).add(n.userId));
    return races.map((r) => ({ ...r, horaInicio: r.horaInicio ?? null, entrantIds: (byChampionship.get(r.campeonatoId) ?? []).filter((id) => !signedOut.get(r.id)?.has(id)) }));
  }
}
