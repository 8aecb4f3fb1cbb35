import { formatDeadline } from '../../../contracts/formats.js';
import { SEASONS_MSG } from '../../../contracts/seasons.messages.js';
import type { NextSeasonView } from '../../../contracts/seasons.views.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { ChampionshipView } from '../../../contracts/championships.views.js';
import { ConflictError, DomainError } from '../../../platform/errors.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { MailMessage, MailOutbox } from '../../../platform/mail/mail.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { dateNextYear, nextEditionName, raceDayNextYear } from '../domain/next-edition.js';
import type { ChampionshipCopier, EditionDrivers, EntryCarryOver, RulebookCopier } from './ports/next-edition.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';

const DAY = 86_400_000;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function priorityMail(input: { to: string; nombre: string; championship: string; until: string; link: string }): MailMessage {
  const line = `Ya está preparada ${input.championship}. Como piloto de la temporada anterior puedes inscribirte antes que nadie: tu prioridad dura hasta el ${input.until}.`;
  return {
    to: input.to,
    subject: `Tu lugar en ${input.championship}: inscripción prioritaria`,
    text: [`Hola, ${input.nombre}:`, '', line, '', `Campeonato: ${input.link}`].join('\n'),
    html: [`<p>Hola, ${escape(input.nombre)}:</p>`, `<p>${escape(line)}</p>`, `<p><a href="${escape(input.link)}">Ver el campeonato</a></p>`].join(''),
  };
}

/**
 * 'Preparar la siguiente temporada' and `parrilla seasons next`: copies a championship into the next
 * edition of its series (details, rules, prizes, price, capacity, protest and offer windows, cover,
 * scoring rulebook, its races a year later on the same weekday at the same Mexico City time, and what
 * entries carry over through EntryCarryOver), never its entries; then e-mails the last edition's
 * drivers, who may enter during the priority window (`diasPrioridad` days) before everyone else.
 *
 * All of it is one transaction under the last edition's lock, so the same request sent several times
 * at once makes one edition: the others wait, find it and are refused (409 NEXT_EDITION_EXISTS), and
 * a failure anywhere leaves nothing, the copied files removed too.
 */
export class PrepareNextSeason {
  constructor(
    private readonly deps: {
      series: SeriesRepository;
      copier: ChampionshipCopier;
      rulebook: RulebookCopier;
      carryOver: EntryCarryOver;
      drivers: EditionDrivers;
      outbox: MailOutbox;
      storage: Pick<FileStorage, 'remove'>;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
      publicUrl: string;
    },
  ) {}

  async execute(actor: Actor, campeonatoId: string): Promise<NextSeasonView> {
    assertAdmin(actor);
    const source = await this.deps.copier.get(campeonatoId);
    const edition = await this.deps.series.editionOf(campeonatoId);
    if (!edition) throw withoutSeries();
    const temporada = edition.temporada + 1;
    if (await this.deps.series.findEdition(edition.serieId, temporada)) throw nextExists(temporada);

    // Everything read before the transaction: on SQLite the pool's one connection is the transaction's then.
    const cover = await this.deps.copier.image(source.imagenPortada);
    const raceImages = await Promise.all(source.carreras.map((race) => this.deps.copier.image(race.imgCircuito)));
    const rulebook = await this.deps.rulebook.read(actor, campeonatoId);
    const recipients: Array<{ email: string; nombre: string }> = [];
    for (const userId of await this.deps.drivers.enrolledUserIds(campeonatoId)) {
      const driver = await this.deps.drivers.find(userId);
      if (driver) recipients.push(driver);
    }

    const stored: string[] = [];
    const keep = (url: string | null) => void (url && stored.push(url));
    try {
      return await this.deps.tx.run(async (trx) => {
        // The last edition's row, locked: a second request waits here, then finds the edition made.
        const locked = await this.deps.series.lockEdition(campeonatoId, trx);
        if (!locked) throw withoutSeries();
        if (locked.temporada + 1 !== temporada || (await this.deps.series.findEdition(locked.serieId, temporada, trx))) throw nextExists(locked.temporada + 1);

        const created = await this.deps.copier.create(actor, this.championshipFields(source, edition.temporada), cover, trx);
        keep(created.imagenPortada);
        for (const [i, race] of source.carreras.entries()) {
          const copy = await this.deps.copier.createRace(actor, raceFields(created.id, race), raceImages[i], trx);
          keep(copy.imgCircuito);
        }
        if (rulebook) await this.deps.rulebook.save(actor, created.id, rulebook, trx);
        await this.deps.carryOver.copy(campeonatoId, created.id, trx);

        const now = this.deps.clock.now();
        const prioridadHasta = new Date(now.getTime() + locked.diasPrioridad * DAY).toISOString();
        await this.deps.series.saveEdition({ campeonatoId: created.id, serieId: locked.serieId, temporada, diasPrioridad: locked.diasPrioridad, prioridadHasta, createdAt: now.toISOString(), updatedAt: now.toISOString() }, trx);

        await this.deps.audit.record(
          staffChange(actor, 'temporada.siguiente', { tipo: 'campeonato', id: created.id, nombre: created.nombreCampeonato }, null, { desde: campeonatoId, serieId: locked.serieId, temporada, prioridadHasta, avisados: recipients.length }),
          trx,
        );
        const link = `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${created.id}`;
        for (const driver of recipients) {
          await this.deps.outbox.enqueue(priorityMail({ to: driver.email, nombre: driver.nombre, championship: created.nombreCampeonato, until: formatDeadline(prioridadHasta), link }), trx);
        }
        return { campeonatoId: created.id, nombreCampeonato: created.nombreCampeonato, serieId: locked.serieId, temporada, carreras: source.carreras.length, prioridadHasta, avisados: recipients.length };
      });
    } catch (err) {
      await Promise.all(stored.map((url) => this.deps.storage.remove(url).catch(() => undefined)));
      // The season taken by a request that committed first (the series' unique key): the same refusal.
      if (err instanceof DomainError && err.code === 'EDITION_TAKEN') throw nextExists(temporada);
      throw err;
    }
  }

  private championshipFields(source: ChampionshipView, temporada: number): Record<string, unknown> {
    return {
      nombreCampeonato: nextEditionName(source.nombreCampeonato, temporada),
      categoria: source.categoria,
      detallesCampeonato: source.detallesCampeonato,
      reglas: source.reglas,
      fechaInicio: dateNextYear(source.fechaInicio),
      fechaFin: dateNextYear(source.fechaFin),
      participantesMaximos: source.participantesMaximos,
      precio: source.precio,
      premios: source.premios,
      plazoReportesHoras: source.plazoReportesHoras,
      horasParaAceptar: source.horasParaAceptar,
      requiereAprobacion: source.requiereAprobacion,
      // The licence and iRating requirements carry over with the rules (docs/adr/0037).
      categoriaLicencia: source.categoriaLicencia,
      licenciaMinima: source.licenciaMinima,
      iratingMinimo: source.iratingMinimo,
      iratingMaximo: source.iratingMaximo,
      // So is its colour on the stream.
      color: source.color,
    };
  }
}

const withoutSeries = () => new ConflictError('WITHOUT_SERIES', SEASONS_MSG.withoutSeries);
const nextExists = (temporada: number) => new ConflictError('NEXT_EDITION_EXISTS', SEASONS_MSG.nextExists(temporada));

/** A race of the next edition: the same sessions a year later on the same weekday, no videos. */
function raceFields(campeonatoId: string, race: ChampionshipView['carreras'][number]): Record<string, unknown> {
  return {
    campeonato: campeonatoId,
    circuito: race.circuito,
    fechaInicio: raceDayNextYear(race.fechaInicio),
    horaInicio: race.horaInicio ?? '',
    hasPractice: race.hasPractice,
    practiceDuration: race.practiceDuration,
    hasQualy: race.hasQualy,
    qualyDuration: race.qualyDuration,
    hasRace: race.hasRace,
    raceDuration: race.raceDuration,
    incidents: race.incidents,
    clima: race.clima,
    videos: [],
  };
}

/**
 * Offered to championships' entry (CHAMPIONSHIPS.Seasons): during an edition's priority window only
 * the previous edition's drivers may enter; after it, everyone. The instant (UTC) until which this
 * driver is kept out, or null when he may enter now.
 */
export async function priorityUntil(
  deps: { series: SeriesRepository; drivers: Pick<EditionDrivers, 'enrolledUserIds'>; clock: Clock },
  campeonatoId: string,
  userId: string,
): Promise<string | null> {
  const edition = await deps.series.editionOf(campeonatoId);
  if (!edition?.prioridadHasta || deps.clock.now().getTime() >= Date.parse(edition.prioridadHasta)) return null;
  const previous = await deps.series.findEdition(edition.serieId, edition.temporada - 1);
  if (previous && (await deps.drivers.enrolledUserIds(previous.campeonatoId)).includes(userId)) return null;
  return edition.prioridadHasta;
}

/** Refuses (409 PRIORITY_WINDOW, saying when he may enter in Mexico City time) a driver the window keeps out. */
export async function assertMayEnter(deps: Parameters<typeof priorityUntil>[0], campeonatoId: string, userId: string): Promise<void> {
  const until = await priorityUntil(deps, campeonatoId, userId);
  if (until) throw new ConflictError('PRIORITY_WINDOW', SEASONS_MSG.priorityWindow(formatDeadline(until)));
}
