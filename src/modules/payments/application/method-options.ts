import { mexicoCityInstant } from '../../../contracts/formats.js';
import { PAYMENT_METHOD_LABELS, type MethodOptionsResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { methodOptions, type MethodOption, type MethodSettings } from '../domain/payment-methods.js';
import { toCents } from '../domain/payment.entity.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { MethodSettingsRepository } from './ports/method-settings.port.js';
import type { StripeSwitch } from './ports/payment-gateway.port.js';
import { PROCESSOR_OFF_MSG } from '../../../contracts/privacy.messages.js';

export interface MethodOptionsDeps {
  catalog: ChampionshipCatalog;
  methodSettings: MethodSettingsRepository;
  clock: Clock;
  /** Whether the league uses Stripe (privacy's processors); stand-ins without it use it. */
  stripe?: StripeSwitch;
}

/** A championship's methods at `now`: its settings, its price and its first race's start (Mexico City). */
export async function optionsFor(deps: MethodOptionsDeps, campeonatoId: string): Promise<{ settings: MethodSettings; options: MethodOption[]; precio: number; id: string; enLinea: boolean }> {
  const championship = await deps.catalog.execute(campeonatoId);
  const settings = await deps.methodSettings.find(championship.id);
  const starts = championship.carreras.map((r) => mexicoCityInstant(r.fechaInicio, r.horaInicio).getTime()).filter(Number.isFinite);
  const first = starts.length ? new Date(Math.min(...starts)) : null;
  const options = methodOptions(settings, toCents(championship.precio), first, deps.clock.now());
  // Every method is paid through Stripe: with Stripe turned off none is offered, each saying why.
  const enLinea = deps.stripe ? await deps.stripe.stripeOn() : true;
  return {
    settings,
    options: enLinea ? options : options.map((o) => ({ ...o, disponible: false, motivo: PROCESSOR_OFF_MSG.stripeCheckout })),
    precio: championship.precio,
    id: championship.id,
    enLinea,
  };
}

export function toOptionsResponse(found: Awaited<ReturnType<typeof optionsFor>>, demo: boolean): MethodOptionsResponse {
  return {
    campeonatoId: found.id,
    precio: found.precio,
    metodos: found.options.map((o) => ({ ...o, nombre: PAYMENT_METHOD_LABELS[o.metodo] })),
    ajustes: { ...found.settings },
    enLinea: found.enLinea,
    demo,
  };
}
