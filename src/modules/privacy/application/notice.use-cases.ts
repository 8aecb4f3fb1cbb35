import { NECESSARY_PURPOSES, PRIVACY_MSG, publishNoticeSchema } from '../../../contracts/privacy.contract.js';
import type { PrivacyNoticeEditorView, PrivacyNoticeView } from '../../../contracts/privacy.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, ForbiddenError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { fillNotice } from '../domain/notice.js';
import { currentSettings } from './privacy-settings.use-cases.js';
import { NoticeVersionTaken, type NoticeRepository, type PrivacySettingsStore } from './ports/privacy.ports.js';

/** The 'Aviso de privacidad integral' in force, for anyone, with the league's identity filled in. */
export class GetPrivacyNotice {
  constructor(private readonly deps: { notices: NoticeRepository; settings: PrivacySettingsStore; contactTo?: string }) {}

  async execute(): Promise<PrivacyNoticeView> {
    const [notice, settings] = await Promise.all([this.deps.notices.current(), currentSettings(this.deps.settings, this.deps.contactTo)]);
    const responsable = { nombre: settings.nombre, domicilio: settings.domicilio, correo: settings.correo };
    return {
      version: notice.version,
      publicadoEl: notice.publishedAt,
      markdown: fillNotice(notice.markdown, responsable),
      necesarias: [...NECESSARY_PURPOSES],
      voluntarias: notice.purposes,
      responsable,
    };
  }
}

/** The superadmin's editor: the version in force as written, and every version published. */
export class GetNoticeEditor {
  constructor(private readonly deps: { notices: NoticeRepository }) {}

  async execute(actor: Actor): Promise<PrivacyNoticeEditorView> {
    assertSuperadmin(actor);
    const all = await this.deps.notices.all();
    const actual = all[all.length - 1];
    return {
      actual: { version: actual.version, publicadoEl: actual.publishedAt, markdown: actual.markdown, voluntarias: actual.purposes },
      versiones: [...all].reverse().map((n) => ({ version: n.version, publicadoEl: n.publishedAt, voluntarias: n.purposes })),
    };
  }
}

function assertSuperadmin(actor: Actor): void {
  assertAdmin(actor);
  if (actor.rol !== 'superadmin') throw new ForbiddenError(PRIVACY_MSG.superadminOnly, 'SUPERADMIN_ONLY');
}

const unchanged = () => new ConflictError('NOTICE_UNCHANGED', 'El aviso no cambió: no hay nada que publicar');

/**
 * Publishes the next version. A version identical to the one in force (text and purposes) is
 * refused, so a form sent twice publishes once; two different versions sent at the same instant
 * publish one, the other is refused and may be sent again.
 */
export class PublishPrivacyNotice {
  constructor(private readonly deps: { notices: NoticeRepository; tx: TransactionRunner; clock: Clock; trail: AuditTrail }) {}

  async execute(actor: Actor, raw: unknown): Promise<{ message: string; version: number }> {
    assertSuperadmin(actor);
    const fields = parseOrThrow(publishNoticeSchema, raw);
    try {
      return await this.deps.tx.run(async (trx) => {
        const current = await this.deps.notices.current(trx);
        if (current.markdown.trim() === fields.markdown && current.purposes.join() === fields.finalidades.join()) throw unchanged();
        const version = current.version + 1;
        await this.deps.notices.insert({ version, markdown: fields.markdown, purposes: fields.finalidades, publishedAt: this.deps.clock.now().toISOString() }, trx);
        await this.deps.trail.record(
          {
            actor,
            accion: 'privacidad.aviso-publicado',
            objeto: { tipo: 'aviso-de-privacidad', id: String(version), nombre: `Versión ${version}` },
            cambios: [{ campo: 'finalidades voluntarias', antes: current.purposes, despues: fields.finalidades }],
          },
          trx,
        );
        return { message: PRIVACY_MSG.published(version), version };
      });
    } catch (err) {
      if (err instanceof NoticeVersionTaken) throw new ConflictError('NOTICE_CHANGED', 'Se publicó otra versión del aviso al mismo tiempo. Revisa la versión vigente y vuelve a publicar.');
      throw err;
    }
  }
}
