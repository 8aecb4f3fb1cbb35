import { listPaymentsQuerySchema } from '../../../contracts/payments.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { fromCents } from '../domain/payment.entity.js';
import { toCsv } from '../domain/payments-csv.js';
import { toFilters } from './list-payments.use-case.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

const COLUMNS = [
  'id',
  'fecha',
  'usuario',
  'email',
  'campeonato',
  'monto',
  'moneda',
  'estado',
  'pasarela',
  'esManual',
  'fechaCompletado',
  'fechaReembolso',
  'stripeSessionId',
  'stripePaymentIntentId',
] as const;

/** `parrilla payments export --format csv`: every payment matching the filters, newest first. */
export class ExportPayments {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader }) {}

  async execute(actor: Actor, rawFilters: unknown = {}): Promise<string> {
    assertAdmin(actor);
    const { page: _page, limit: _limit, despues: _after, antes: _before, ...filters } = parseOrThrow(listPaymentsQuerySchema, rawFilters ?? {});
    const { rows } = await this.deps.records.search(toFilters(filters), null);
    return toCsv(
      COLUMNS,
      rows.map((r) => ({
        id: r.id,
        fecha: r.createdAt,
        usuario: r.usuario ? `${r.usuario.nombre} ${r.usuario.apellido}`.trim() : '',
        email: r.usuario?.email ?? '',
        campeonato: r.campeonato?.nombreCampeonato ?? '',
        monto: fromCents(r.montoCentavos),
        moneda: r.moneda,
        estado: r.estado,
        pasarela: r.pasarela,
        esManual: r.esManual ? 'sí' : 'no',
        fechaCompletado: r.fechaCompletado ?? '',
        fechaReembolso: r.fechaReembolso ?? '',
        stripeSessionId: r.stripeSessionId ?? '',
        stripePaymentIntentId: r.stripePaymentIntentId ?? '',
      })),
    );
  }
}
