import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { containing, toIso, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ChampionshipPlace, ChampionshipRepository, SearchWord, EnteredChampionship, EnteredPlace } from '../../application/ports/championship.repository.port.js';
import { championshipSearchText } from '../../application/admin-championship-page.js';
import { championshipAlreadyCreated } from '../../domain/championships.errors.js';
import { GATE_CATEGORIES, LICENCE_CLASSES, type GateCategory, type LicenceClass } from '../../domain/entry-gate.js';
import { DEFAULT_HORAS_PARA_ACEPTAR, DEFAULT_PLAZO_REPORTES_HORAS, type Championship } from '../../domain/championship.entity.js';

const TABLE = 'championships';
const FORM_KEY_UNIQUE = 'championships_clave_formulario_unique';

interface ChampionshipRow {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number | string;
  precioCentavos: number | string;
  imagenPortada: string | null;
  premioPrimerPuesto: string;
  premioSegundoPuesto: string;
  premioTercerPuesto: string;
  plazoReportesHoras: number | string | null;
  iracingLigaId: number | string | null;
  iracingTemporadaId: number | string | null;
  horasParaAceptar: number | string | null;
  requiereAprobacion: boolean | number | null;
  maxPilotosPorEquipo?: number | string | null;
  maxBajas?: number | string | null;
  maxAusencias?: number | string | null;
  categoriaLicencia?: string | null;
  licenciaMinima?: string | null;
  iratingMinimo?: number | string | null;
  iratingMaximo?: number | string | null;
  color?: string | null;
  /** Derived: name, category and start year folded (championshipSearchText); never read back. */
  searchText?: string;
  createdAt: string;
  updatedAt: string;
}

/** The text inside a LIKE pattern taken literally: % and _ are not wildcards. */
const NEWEST = [
  { column: 'fechaInicio', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function toChampionship(row: ChampionshipRow): Championship {
  return {
    id: row.id,
    nombreCampeonato: row.nombreCampeonato,
    categoria: row.categoria,
    detallesCampeonato: row.detallesCampeonato,
    reglas: row.reglas ?? '',
    fechaInicio: toIso(row.fechaInicio),
    fechaFin: toIso(row.fechaFin),
    participantesMaximos: toNumber(row.participantesMaximos),
    precioCentavos: toNumber(row.precioCentavos),
    imagenPortada: row.imagenPortada,
    premios: { primerPuesto: row.premioPrimerPuesto, segundoPuesto: row.premioSegundoPuesto, tercerPuesto: row.premioTercerPuesto },
    plazoReportesHoras: row.plazoReportesHoras === null || row.plazoReportesHoras === undefined ? DEFAULT_PLAZO_REPORTES_HORAS : toNumber(row.plazoReportesHoras),
    iracingLigaId: row.iracingLigaId === null || row.iracingLigaId === undefined ? null : toNumber(row.iracingLigaId),
    iracingTemporadaId: row.iracingTemporadaId === null || row.iracingTemporadaId === undefined ? null : toNumber(row.iracingTemporadaId),
    horasParaAceptar: row.horasParaAceptar === null || row.horasParaAceptar === undefined ? DEFAULT_HORAS_PARA_ACEPTAR : toNumber(row.horasParaAceptar),
    requiereAprobacion: row.requiereAprobacion === true || row.requiereAprobacion === 1,
    maxPilotosPorEquipo: row.maxPilotosPorEquipo === null || row.maxPilotosPorEquipo === undefined ? null : toNumber(row.maxPilotosPorEquipo),
    maxBajas: row.maxBajas === null || row.maxBajas === undefined ? null : toNumber(row.maxBajas),
    maxAusencias: row.maxAusencias === null || row.maxAusencias === undefined ? null : toNumber(row.maxAusencias),
    categoriaLicencia: (GATE_CATEGORIES as readonly string[]).includes(row.categoriaLicencia ?? '') ? (row.categoriaLicencia as GateCategory) : null,
    licenciaMinima: (LICENCE_CLASSES as readonly string[]).includes(row.licenciaMinima ?? '') ? (row.licenciaMinima as LicenceClass) : null,
    iratingMinimo: row.iratingMinimo === null || row.iratingMinimo === undefined ? null : toNumber(row.iratingMinimo),
    iratingMaximo: row.iratingMaximo === null || row.iratingMaximo === undefined ? null : toNumber(row.iratingMaximo),
    color: row.color ?? null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

function toRow(changes: Partial<Championship>): Partial<ChampionshipRow> {
  const { premios, id: _id, ...rest } = changes;
  return {
    ...rest,
    ...(premios ? { premioPrimerPuesto: premios.primerPuesto, premioSegundoPuesto: premios.segundoPuesto, premioTercerPuesto: premios.tercerPuesto } : {}),
  };
}

export class KnexChampionshipRepository implements ChampionshipRepository {
  constructor(private readonly knex: Knex) {}

  async list(trx?: Transaction): Promise<Championship[]> {
    const rows = await db(this.knex, trx)(TABLE).orderBy([{ column: 'fechaInicio' }, { column: 'nombreCampeonato' }, { column: 'id' }]);
    return rows.map(toChampionship);
  }

  async listAmong(ids: readonly string[]): Promise<Championship[]> {
    if (ids.length === 0) return [];
    const rows = await this.knex(TABLE).whereIn('id', [...ids]).orderBy([{ column: 'fechaInicio' }, { column: 'nombreCampeonato' }, { column: 'id' }]);
    return rows.map(toChampionship);
  }

  async currentEditions(): Promise<Championship[]> {
    const rows = await this.knex(TABLE).where('edicionAnterior', false).orderBy([{ column: 'fechaInicio' }, { column: 'nombreCampeonato' }, { column: 'id' }]);
    return rows.map(toChampionship);
  }

  async countPastEditions(): Promise<number> {
    const row = await this.knex(TABLE).where('edicionAnterior', true).count<{ n: number | string }[]>({ n: '*' }).first();
    return toNumber(row?.n ?? 0);
  }

  async pastEditions(page: { after?: EnteredPlace; offset?: number; limit: number }): Promise<Championship[]> {
    // The index (edicionAnterior, fechaInicio, nombreCampeonato, id) walked down from the place.
    const query = this.knex(TABLE)
      .where('edicionAnterior', true)
      .orderBy([{ column: 'fechaInicio', order: 'desc' }, { column: 'nombreCampeonato', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(page.limit);
    const after = page.after;
    if (after) query.andWhereRaw('(??, ??, ??) < (?, ?, ?)', ['fechaInicio', 'nombreCampeonato', 'id', after.fechaInicio, after.nombreCampeonato, after.id]);
    else if (page.offset) query.offset(page.offset);
    return (await query).map(toChampionship);
  }

  async pastAmong(ids: readonly string[]): Promise<ReadonlySet<string>> {
    if (ids.length === 0) return new Set();
    const rows: Array<{ id: string }> = await this.knex(TABLE).whereIn('id', [...ids]).andWhere('edicionAnterior', true).select('id');
    return new Set(rows.map((r) => r.id));
  }

  async withVideos(page: { after?: { fechaInicio: string; id: string }; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>> {
    // Newest first, each championship asked whether one of its races (by their campeonatoId index) has a video.
    const query = this.knex(`${TABLE} as c`)
      .whereExists((q) => q.select(this.knex.raw('1')).from('races as r').whereRaw('?? = ??', ['r.campeonatoId', 'c.id']).andWhere('r.videos', '<>', '[]'))
      .select('c.id', 'c.nombreCampeonato', 'c.fechaInicio');
    const after = page.after;
    if (after) query.where((q) => q.where('c.fechaInicio', '<', after.fechaInicio).orWhere((same) => same.where('c.fechaInicio', after.fechaInicio).andWhere('c.id', '<', after.id)));
    const rows: Array<{ id: string; nombreCampeonato: string; fechaInicio: string | Date }> = await query
      .orderBy([{ column: 'c.fechaInicio', order: 'desc' }, { column: 'c.id', order: 'desc' }])
      .limit(page.limit);
    return rows.map((r) => ({ id: r.id, nombreCampeonato: r.nombreCampeonato, fechaInicio: toIso(r.fechaInicio) }));
  }

  async adminPage(page: { words?: readonly SearchWord[]; after?: ChampionshipPlace; limit: number }): Promise<Championship[]> {
    const query = this.knex(TABLE)
      .orderBy([...NEWEST])
      .limit(page.limit);
    for (const word of page.words ?? []) {
      query.where((q) => {
        q.whereRaw("?? like ? escape '\\'", ['searchText', containing(word.text)]);
        if (word.alsoIds.length) q.orWhereIn('id', [...word.alsoIds]);
      });
    }
    const after = page.after;
    if (after) query.andWhereRaw('(??, ??) < (?, ?)', ['fechaInicio', 'id', after.fechaInicio, after.id]);
    return (await query).map(toChampionship);
  }

  async newestCurrent(limit: number): Promise<Championship[]> {
    const rows = await this.knex(TABLE)
      .where('edicionAnterior', false)
      .orderBy([...NEWEST])
      .limit(limit);
    return rows.map(toChampionship);
  }

  async enteredBy(userId: string, page: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]> {
    // His enrolments by the unique (userId, campeonatoId) index, each championship by its key; only the page's columns.
    const query = this.knex('championship_enrolments as e')
      .join(`${TABLE} as c`, 'c.id', 'e.campeonatoId')
      .where('e.userId', userId)
      .select('c.id', 'c.nombreCampeonato', 'c.categoria', 'c.fechaInicio', 'c.fechaFin', 'c.imagenPortada');
    const after = page.after;
    if (after) {
      query.where((q) =>
        q
          .where('c.fechaInicio', '<', after.fechaInicio)
          .orWhere((same) =>
            same.where('c.fechaInicio', after.fechaInicio).andWhere((tie) => tie.where('c.nombreCampeonato', '>', after.nombreCampeonato).orWhere((name) => name.where('c.nombreCampeonato', after.nombreCampeonato).andWhere('c.id', '>', after.id))),
          ),
      );
    }
    const rows: Array<Pick<ChampionshipRow, 'id' | 'nombreCampeonato' | 'categoria' | 'fechaInicio' | 'fechaFin' | 'imagenPortada'>> = await query
      .orderBy([{ column: 'c.fechaInicio', order: 'desc' }, { column: 'c.nombreCampeonato' }, { column: 'c.id' }])
      .limit(page.limit);
    return rows.map((r) => ({ id: r.id, nombreCampeonato: r.nombreCampeonato, categoria: r.categoria, fechaInicio: toIso(r.fechaInicio), fechaFin: toIso(r.fechaFin), imagenPortada: r.imagenPortada }));
  }

  async newestEntered(userId: string | null, page: { after?: EnteredPlace; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>> {
    // His enrolments by the unique (userId, campeonatoId) index, each championship by its key; without
    // a user, the championships walked down the index on fechaInicio. A row value compares as ORDER BY
    // does (same columns, same collation) on both databases.
    const query = userId === null ? this.knex(`${TABLE} as c`) : this.knex('championship_enrolments as e').join(`${TABLE} as c`, 'c.id', 'e.campeonatoId').where('e.userId', userId);
    query.select('c.id', 'c.nombreCampeonato', 'c.fechaInicio');
    const after = page.after;
    if (after) query.andWhereRaw('(??, ??, ??) < (?, ?, ?)', ['c.fechaInicio', 'c.nombreCampeonato', 'c.id', after.fechaInicio, after.nombreCampeonato, after.id]);
    const rows: Array<{ id: string; nombreCampeonato: string; fechaInicio: string | Date }> = await query
      .orderBy([{ column: 'c.fechaInicio', order: 'desc' }, { column: 'c.nombreCampeonato', order: 'desc' }, { column: 'c.id', order: 'desc' }])
      .limit(page.limit);
    return rows.map((r) => ({ id: r.id, nombreCampeonato: r.nombreCampeonato, fechaInicio: toIso(r.fechaInicio) }));
  }

  async findById(id: string, trx?: Transaction): Promise<Championship | null> {
    const row = await db(this.knex, trx)(TABLE).where({ id }).first();
    return row ? toChampionship(row) : null;
  }

  async lockById(id: string, trx: Transaction): Promise<Championship | null> {
    const query = db(this.knex, trx)(TABLE).where({ id }).first();
    // SQLite has one writer and this app one connection to it, so its transactions already queue;
    // PostgreSQL needs the row lock.
    const row = await (isPostgres(this.knex) ? query.forUpdate() : query);
    return row ? toChampionship(row) : null;
  }

  async insert(championship: Championship, trx?: Transaction, formKey: string | null = null): Promise<void> {
    try {
      await db(this.knex, trx)(TABLE).insert({ id: championship.id, ...toRow(championship), searchText: championshipSearchText(championship), claveFormulario: formKey });
    } catch (err) {
      const { code, constraint, message } = err as { code?: string; constraint?: string; message?: string };
      if ((code === '23505' && constraint === FORM_KEY_UNIQUE) || (code === 'SQLITE_CONSTRAINT_UNIQUE' && /claveFormulario/.test(message ?? ''))) throw championshipAlreadyCreated();
      throw err;
    }
  }

  async update(id: string, changes: Partial<Championship>, trx?: Transaction): Promise<void> {
    const row = toRow(changes);
    if (!Object.keys(row).length) return;
    const conn = db(this.knex, trx);
    if (changes.nombreCampeonato !== undefined || changes.categoria !== undefined || changes.fechaInicio !== undefined) {
      const current = await conn(TABLE).where({ id }).first();
      if (current) row.searchText = championshipSearchText({ ...toChampionship(current), ...stripUndefined(changes) });
    }
    await conn(TABLE).where({ id }).update(row);
  }

  async delete(id: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).delete();
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
