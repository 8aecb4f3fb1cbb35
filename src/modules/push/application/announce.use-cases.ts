import { PUSH_MSG, pushAnnouncementSchema } from '../../../contracts/push.contract.js';
import type { PushAnnouncementView } from '../../../contracts/push.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ChampionshipEntrants, PushAnnouncements, PushAnnouncementTally, PushDevices, PushQueue } from './ports/push.port.js';

const view = (a: PushAnnouncementTally): PushAnnouncementView => ({
  id: a.id,
  campeonatoId: a.campeonatoId,
  campeonato: a.campeonato,
  titulo: a.titulo,
  cuerpo: a.cuerpo,
  creadoEn: a.createdAt,
  dispositivos: a.dispositivos,
  enviados: a.enviados,
  fallidos: a.fallidos,
  pendientes: a.pendientes,
});

/** How many announcements the admin's list shows. */
const SHOWN = 20;

/** The latest announcements, each with how many devices it was queued for and how their pushes went. */
export class ListAnnouncements {
  constructor(private readonly deps: { announcements: PushAnnouncements }) {}

  async execute(actor: Actor): Promise<PushAnnouncementView[]> {
    assertAdmin(actor);
    return (await this.deps.announcements.latest(SHOWN)).map(view);
  }
}

/**
 * 'Aviso a los inscritos': a title and a short text pushed to every device of everyone entered in the
 * championship that has announcements on, opening the championship's page. Recorded in the audit log
 * with the push rows, in one transaction; the pushes go out with the outbox's worker.
 */
export class AnnounceToEntrants {
  constructor(
    private readonly deps: {
      entrants: ChampionshipEntrants;
      devices: PushDevices;
      queue: PushQueue;
      announcements: PushAnnouncements;
      tx: TransactionRunner;
      audit: AuditTrail;
      clock: Clock;
      newId: IdGenerator;
    },
  ) {}

  async execute(actor: Actor, input: unknown): Promise<PushAnnouncementView> {
    assertAdmin(actor);
    const { campeonatoId, titulo, cuerpo } = parseOrThrow(pushAnnouncementSchema, input);
    const [championship] = await this.deps.entrants.championships([campeonatoId]);
    if (!championship) throw new NotFoundError(PUSH_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
    const userIds = await this.deps.entrants.enrolledUserIds(campeonatoId);
    const now = this.deps.clock.now();
    const id = this.deps.newId();
    await this.deps.tx.run(async (trx) => {
      const devices = await this.deps.devices.wanting(userIds, 'aviso', trx);
      await this.deps.announcements.insert({ id, campeonatoId, campeonato: championship.nombreCampeonato, titulo, cuerpo, autorId: actor.id, createdAt: now.toISOString() }, trx);
      const payload = { titulo, cuerpo, url: `/campeonatos/${campeonatoId}`, etiqueta: `aviso-${id}` };
      await this.deps.queue.enqueue(
        devices.map((d) => ({ suscripcionId: d.id, userId: d.userId, tipo: 'aviso' as const, clave: `aviso:${id}`, avisoId: id, payload })),
        now,
        trx,
      );
      await this.deps.audit.record(
        {
          actor,
          accion: 'aviso.enviado',
          objeto: { tipo: 'campeonato', id: campeonatoId, nombre: championship.nombreCampeonato },
          cambios: [
            { campo: 'titulo', antes: null, despues: titulo },
            { campo: 'cuerpo', antes: null, despues: cuerpo },
            { campo: 'dispositivos', antes: null, despues: devices.length },
          ],
        },
        trx,
      );
    });
    return view((await this.deps.announcements.find(id))!);
  }
}
