import { mexicoCityInstant } from '../../../contracts/formats.js';
import { PAYMENT_METHOD_LABELS, type MethodOptionsResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { methodOptions, type MethodOption, type MethodSettings } from '../domain/payment-methods.js';
import { toCents } from '../domain/payment.entity.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { MethodSettingsRepository } from './ports/method-settings.port.js';

export interface MethodOptionsDeps {
  catalog: ChampionshipCatalog;
  methodSettings: MethodSettingsRepository;
  clock: Clock;
}

/** A championship's methods at `now`: its settings, its price and its first race's start (Mexico City). */
export async function optionsFor(deps: MethodOptionsDeps, campeonatoId: string): Promise<{ settings: MethodSettings; options: MethodOption[]; precio: number; id: string }> {
  const championship = await deps.catalog.execute(campeonatoId);
  const settings = await deps.methodSettings.find(championship.id);
  const starts = championship.carreras.map((r) => mexicoCityInstant(r.fechaInicio, r.horaInicio).getTime()).filter(Number.isFinite);
  const first = starts.length ? new Date(Math.min(...starts)) : null;
  return { settings, options: methodOptions(settings, toCents(championship.precio), first, deps.clock.now()), precio: championship.precio, id: championship.id };
}

export function toOptionsResponse(found: Awaited<ReturnType<typeof optionsFor>>, demo: boolean): MethodOptionsResponse {
  return {
    campeonatoId: found.id,
    precio: found.precio,
    metodos: found.options.map((o) => ({ ...o, nombre: PAYMENT_METHOD_LABELS[o.metodo] })),
    ajustes: { ...found.settings },
    demo,
  };
}
