import { formatDateTime, formatDeadline } from '../../../contracts/formats.js';
import { SEASONS_MSG } from '../../../contracts/seasons.messages.js';
import type { NextSeasonView } from '../../../contracts/seasons.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
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
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  async execute(actor: Actor, campeonatoId: string): Promise<NextSeasonView> {
    assertAdmin(actor);
    const source = await this.deps.copier.get(campeonatoId);
    const edition = await this.deps.series.editionOf(campeonatoId);
    if (!edition) throw new ConflictError('WITHOUT_SERIES', SEASONS_MSG.withoutSeries);
    const temporada = edition.temporada + 1;
    if (await this.deps.series.findEdition(edition.serieId, temporada)) throw new ConflictError('NEXT_EDITION_EXISTS', SEASONS_MSG.nextExists(temporada));

    const created = await this.deps.copier.create(
      actor,
      {
        nombreCampeonato: nextEditionName(source.nombreCampeonato, edition.temporada),
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
      },
      await this.deps.copier.image(source.imagenPortada),
    );
    for (const race of source.carreras) {
      await this.deps.copier.createRace(
        actor,
        {
          campeonato: created.id,
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
        },
        await this.deps.copier.image(race.imgCircuito),
      );
    }
    await this.deps.rulebook.copy(actor, campeonatoId, created.id);
    await this.deps.carryOver.copy(campeonatoId, created.id);

    const now = this.deps.clock.now();
    const prioridadHasta = new Date(now.getTime() + edition.diasPrioridad * DAY).toISOString();
    await this.deps.series.saveEdition({ campeonatoId: created.id, serieId: edition.serieId, temporada, diasPrioridad: edition.diasPrioridad, prioridadHasta, createdAt: now.toISOString(), updatedAt: now.toISOString() });

    let avisados = 0;
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${created.id}`;
    for (const userId of await this.deps.drivers.enrolledUserIds(campeonatoId)) {
      const driver = await this.deps.drivers.find(userId);
      if (!driver) continue;
      await this.deps.outbox.enqueue(priorityMail({ to: driver.email, nombre: driver.nombre, championship: created.nombreCampeonato, until: formatDeadline(prioridadHasta), link }));
      avisados += 1;
    }
    return { campeonatoId: created.id, nombreCampeonato: created.nombreCampeonato, serieId: edition.serieId, temporada, carreras: source.carreras.length, prioridadHasta, avisados };
  }
}

/**
 * Offered to championships' entry (CHAMPIONSHIPS.Seasons): during an edition's priority window only
 * the previous edition's drivers may enter; after it, everyone.
 */
export async function assertMayEnter(
  deps: { series: SeriesRepository; drivers: Pick<EditionDrivers, 'enrolledUserIds'>; clock: Clock },
  campeonatoId: string,
  userId: string,
): Promise<void> {
  const edition = await deps.series.editionOf(campeonatoId);
  if (!edition?.prioridadHasta || deps.clock.now().getTime() >= Date.parse(edition.prioridadHasta)) return;
  const previous = await deps.series.findEdition(edition.serieId, edition.temporada - 1);
  if (previous && (await deps.drivers.enrolledUserIds(previous.campeonatoId)).includes(userId)) return;
  throw new ConflictError('PRIORITY_WINDOW', SEASONS_MSG.priorityWindow(formatDateTime(edition.prioridadHasta)));
}
