import type { Knex } from 'knex';
import { toBool, toIso, toNumber } from '../../../../platform/database/rows.js';
import type { NewChampionship, NewSingleEvent, NewsSource, PublishedResults, StewardsDecision } from '../../application/ports/news.port.js';
import { DISCORD_TABLE } from './discord.knex.js';

interface DecisionRow {
  reportId: string;
  numeroReporte: number | string;
  aprobado: unknown;
  explicacion: string;
  decididoAt: string;
  campeonato: string | null;
  circuito: string | null;
  aNombre: string | null;
  bNombre: string | null;
  tipo: string | null;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number | null;
}

/**
 * The read model behind the league's Discord messages: championships', free events', results' and
 * stewarding's tables, owned by those modules and only read here, leaving out what already has an
 * outbox row (`clave` = prefix + id).
 */
export class KnexNewsSource implements NewsSource {
  constructor(private readonly knex: Knex) {}

  private unannounced(prefix: string, column: string) {
    return (q: Knex.QueryBuilder) =>
      q.whereNotExists(this.knex(DISCORD_TABLE).select(this.knex.raw('1')).whereRaw('clave = cast(? as varchar(50)) || cast(?? as varchar(50))', [prefix, column]));
  }

  async championships(since: string): Promise<NewChampionship[]> {
    const rows: NewChampionship[] = await this.knex('championships as c')
      .select('c.id', 'c.nombreCampeonato', 'c.categoria', 'c.detallesCampeonato', 'c.fechaInicio', 'c.fechaFin', 'c.participantesMaximos', 'c.precioCentavos')
      .where('c.createdAt', '>=', since)
      .modify(this.unannounced('campeonato:', 'c.id'))
      .orderBy('c.createdAt');
    return rows.map((r) => ({ ...r, participantesMaximos: toNumber(r.participantesMaximos), precioCentavos: toNumber(r.precioCentavos) }));
  }

  async singleEvents(since: string): Promise<NewSingleEvent[]> {
    const rows: NewSingleEvent[] = await this.knex('single_events as e')
      .select('e.id', 'e.nombre', 'e.fechaInicio', 'e.horaInicio', 'e.participantesMaximos', 'e.detalles')
      .where('e.createdAt', '>=', since)
      .modify(this.unannounced('evento:', 'e.id'))
      .orderBy('e.createdAt');
    return rows.map((r) => ({ ...r, participantesMaximos: r.participantesMaximos === null ? null : toNumber(r.participantesMaximos) }));
  }

  async publishedResults(since: string, now: string): Promise<PublishedResults[]> {
    const rows: PublishedResults[] = await this.knex('result_events as e')
      .leftJoin('races as r', 'r.id', 'e.carreraId')
      .leftJoin('championships as c', 'c.id', 'r.campeonatoId')
      .select('e.id', 'e.subsessionId', 'e.sessionName', 'e.trackName', 'e.trackConfig', 'e.startTime', 'e.publishedAt', 'c.nombreCampeonato as campeonato', 'r.circuito as circuito')
      .where('e.publishedAt', '<=', now)
      .andWhere('e.importedAt', '>=', since)
      .modify(this.unannounced('resultados:', 'e.subsessionId'))
      .orderBy('e.publishedAt');
    return rows.map((r) => ({ ...r, subsessionId: String(r.subsessionId), startTime: toIso(r.startTime), publishedAt: toIso(r.publishedAt) }));
  }

  async decisions(since: string): Promise<StewardsDecision[]> {
    const name = (alias: string) => this.knex.raw(`${this.concatName(alias)} as ??`, [`${alias}Nombre`]);
    const rows: DecisionRow[] = await this.knex('report_decisions as d')
      .join('reports as rep', 'rep.id', 'd.reportId')
      .leftJoin('championships as c', 'c.id', 'rep.campeonatoId')
      .leftJoin('races as r', 'r.id', 'rep.carreraId')
      .leftJoin('users as a', 'a.id', 'rep.reporterId')
      .leftJoin('users as b', 'b.id', 'rep.reportedId')
      .leftJoin('penalties as p', 'p.reportId', 'rep.id')
      .select(
        'd.reportId',
        'rep.numeroReporte',
        'd.aprobado',
        'd.explicacion',
        'd.decididoAt',
        'c.nombreCampeonato as campeonato',
        'r.circuito as circuito',
        name('a'),
        name('b'),
        'p.tipo',
        'p.segundos',
        'p.posiciones',
        'p.puntos',
        'p.puntosLicencia',
      )
      .where('d.decididoAt', '>=', since)
      .modify(this.unannounced('decision:', 'd.reportId'))
      .orderBy('d.decididoAt');
    return rows.map((r) => ({
      reportId: r.reportId,
      numeroReporte: toNumber(r.numeroReporte),
      aprobado: toBool(r.aprobado),
      explicacion: r.explicacion,
      decididoAt: toIso(r.decididoAt),
      campeonato: r.campeonato ?? null,
      circuito: r.circuito ?? null,
      reporter: r.aNombre ?? 'Piloto',
      reported: r.bNombre ?? 'Piloto',
      penalty: r.tipo
        ? {
            tipo: r.tipo,
            segundos: r.segundos === null ? null : toNumber(r.segundos),
            posiciones: r.posiciones === null ? null : toNumber(r.posiciones),
            puntos: r.puntos === null ? null : toNumber(r.puntos),
            puntosLicencia: toNumber(r.puntosLicencia ?? 0),
          }
        : null,
    }));
  }

  private concatName(alias: string): string {
    return `(${alias}.nombre || ' ' || ${alias}.apellido)`;
  }
}
