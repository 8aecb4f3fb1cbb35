import type { PaymentChampionshipSummary, PaymentView } from '../../../contracts/payments.contract.js';
import { fromCents } from '../domain/payment.entity.js';
import type { PaymentRecord } from './ports/payment.repository.port.js';

/** A payment on the wire (spec 2 §3): ids as `_id` and `id`, people and championship by name. */
export function toPaymentView(r: PaymentRecord): PaymentView {
  return {
    _id: r.id,
    id: r.id,
    usuario: r.usuario ? { _id: r.usuario.id, nombre: r.usuario.nombre, apellido: r.usuario.apellido, email: r.usuario.email } : null,
    campeonato: r.campeonato ? { _id: r.campeonato.id, nombreCampeonato: r.campeonato.nombreCampeonato } : null,
    monto: fromCents(r.montoCentavos),
    moneda: r.moneda,
    estado: r.estado,
    esManual: r.esManual,
    creadoPor: r.creador ? { _id: r.creador.id, nombre: r.creador.nombre, email: r.creador.email } : null,
    pasarela: r.pasarela,
    stripeSessionId: r.stripeSessionId,
    stripePaymentIntentId: r.stripePaymentIntentId,
    fechaCompletado: r.fechaCompletado,
    fechaReembolso: r.fechaReembolso,
    notasAdmin: r.notasAdmin,
    detalles: r.detalles,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function championshipSummaryOf(r: PaymentRecord): PaymentChampionshipSummary {
  return {
    _id: r.campeonatoId,
    nombreCampeonato: r.campeonato?.nombreCampeonato ?? '',
    categoria: r.campeonato?.categoria ?? '',
    precio: fromCents(r.campeonato?.precioCentavos ?? r.montoCentavos),
  };
}
