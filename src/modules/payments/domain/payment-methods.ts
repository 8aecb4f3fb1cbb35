import { mexicoCityDay, mexicoCityInstant } from '../../../contracts/formats.js';
import { MSI_MIN_CENTS, oxxoLimitProblem, PAYMENT_METHOD_MSG, type PaymentMethod } from '../../../contracts/payments.messages.js';
import { addCalendarDays, nextMexicanBusinessDay } from './business-days.js';

/** The methods a championship accepts besides the card, which it always accepts. */
export interface MethodSettings {
  oxxo: boolean;
  spei: boolean;
  msi: boolean;
}

export const NO_EXTRA_METHODS: MethodSettings = { oxxo: false, spei: false, msi: false };

/** Days an OXXO voucher (and the SPEI transfer we wait for) stays valid after the checkout. */
export const VOUCHER_DAYS = 2;

/** Whether a method is paid later (a voucher or a transfer) rather than at once. */
export function isDelayed(method: PaymentMethod): boolean {
  return method === 'oxxo' || method === 'spei';
}

/** The last second of a Mexico City calendar day. */
function endOfMexicoCityDay(day: string): Date {
  return new Date(mexicoCityInstant(addCalendarDays(day, 1)).getTime() - 1000);
}

/** When a voucher issued at `issuedAt` expires: 23:59:59 Mexico City of its last day (`days` calendar days later). */
export function voucherExpiry(issuedAt: Date, days = VOUCHER_DAYS): Date {
  return endOfMexicoCityDay(addCalendarDays(mexicoCityDay(issuedAt), days));
}

/**
 * How long a voucher or transfer holds its place: its expiry plus one Mexican business day (the end
 * of the first business day after the day it expires), the latest a payment at the counter confirms.
 */
export function holdDeadline(expiry: Date): Date {
  return endOfMexicoCityDay(nextMexicanBusinessDay(mexicoCityDay(expiry)));
}

/**
 * Business days the admins commit to for a payment that arrived without a place ('Pagado sin
 * lugar'): by the end of the second Mexican business day after the day it arrived they enrol the
 * driver over the capacity or refund him (docs/adr/0031, addendum).
 */
export const DECISION_BUSINESS_DAYS = 2;

/** When the admins decide a payment received at `receivedAt` without a place: 23:59:59 Mexico City of the second business day after. */
export function decisionDeadline(receivedAt: Date, businessDays = DECISION_BUSINESS_DAYS): Date {
  let day = mexicoCityDay(receivedAt);
  for (let i = 0; i < businessDays; i += 1) day = nextMexicanBusinessDay(day);
  return endOfMexicoCityDay(day);
}

export interface MethodOption {
  metodo: PaymentMethod;
  disponible: boolean;
  /** Why it is not offered, when it is not. */
  motivo: string | null;
}

/**
 * The methods a driver may choose for a championship at `now`: the card always; meses sin
 * intereses when on and the price reaches Stripe's minimum; OXXO and SPEI when on and the latest
 * moment the payment could confirm comes before the first race starts, OXXO only for a price within
 * its limits (10 to 10,000 MXN).
 */
export function methodOptions(settings: MethodSettings, priceCents: number, firstRaceStart: Date | null, now: Date): MethodOption[] {
  const options: MethodOption[] = [{ metodo: 'tarjeta', disponible: true, motivo: null }];
  if (settings.msi) {
    const ok = priceCents >= MSI_MIN_CENTS;
    options.push({ metodo: 'msi', disponible: ok, motivo: ok ? null : PAYMENT_METHOD_MSG.msiMinimum });
  }
  const deadline = holdDeadline(voucherExpiry(now));
  const tooLate = firstRaceStart !== null && firstRaceStart.getTime() <= deadline.getTime();
  for (const metodo of ['oxxo', 'spei'] as const) {
    if (!settings[metodo]) continue;
    // OXXO's own limits first: no later date changes them.
    const motivo = (metodo === 'oxxo' ? oxxoLimitProblem(priceCents) : null) ?? (tooLate ? PAYMENT_METHOD_MSG.tooCloseToRace : null);
    options.push({ metodo, disponible: motivo === null, motivo });
  }
  return options;
}
