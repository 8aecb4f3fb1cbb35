import { heldPaymentWords, type PaymentChampionshipSummary, type PaymentSituation, type PaymentView, type PendingPaymentResponse } from '../../../contracts/payments.contract.js';
import { decisionDeadline, isDelayed } from '../domain/payment-methods.js';
import type { Payment } from '../domain/payment.entity.js';
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
    metodo: r.metodo,
    situacion: situationOf(r),
    ficha: r.ficha,
    plazoApartado: isDelayed(r.metodo) && r.ficha ? r.expiraEn : null,
    planMeses: r.planMeses,
    reembolsoManual: r.reembolsoManual
      ? { clabe: r.reembolsoManual.clabe, monto: fromCents(r.reembolsoManual.montoCentavos), claveRastreo: r.reembolsoManual.claveRastreo, registradoEn: r.reembolsoManual.registradoEn, enviadoEn: r.reembolsoManual.enviadoEn }
      : null,
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

/** Apartado (a voucher or transfer holding the place), pagado sin lugar, or a manual refund still to send. */
export function situationOf(p: Payment): PaymentSituation | null {
  if (p.reembolsoManual && !p.reembolsoManual.claveRastreo) return 'reembolso-manual-pendiente';
  if (p.estado === 'completado' && p.sinLugar) return 'pagado-sin-lugar';
  if (p.estado === 'pendiente' && p.ficha) return 'apartado';
  return null;
}

/** A driver's voucher or transfer as `/pago-pendiente` and the profile show it. */
export function toPendingView(r: PaymentRecord): PendingPaymentResponse {
  return {
    pagoId: r.id,
    sessionId: r.stripeSessionId,
    campeonato: championshipSummaryOf(r),
    metodo: r.metodo,
    monto: fromCents(r.montoCentavos),
    moneda: r.moneda,
    estado: r.estado,
    ficha: r.ficha,
    plazoApartado: r.ficha ? r.expiraEn : null,
    aviso: heldPaymentWords(r.metodo).aviso,
    sinLugar: r.estado === 'completado' && r.sinLugar,
    plazoDecision: decisionDeadlineOf(r),
    demo: r.pasarela === 'demo',
  };
}

/** Until when the admins decide a payment that arrived without a place (null for any other payment). */
export function decisionDeadlineOf(p: Payment): string | null {
  if (p.estado !== 'completado' || !p.sinLugar) return null;
  return decisionDeadline(new Date(p.fechaCompletado ?? p.updatedAt)).toISOString();
}
