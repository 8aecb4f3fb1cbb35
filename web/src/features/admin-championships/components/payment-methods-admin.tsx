import type { UseFormRegister } from 'react-hook-form';
import type { MethodOptionsResponse, MethodSettingsRequest } from '@contracts/payments.contract';
import { MSI_MIN_CENTS, oxxoLimitProblem, PAYMENT_METHOD_MSG } from '@contracts/payments.messages';
import { PROCESSOR_OFF_MSG } from '@contracts/privacy.messages';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import type { ChampionshipFormValues } from '../api/championships';

export type MethodChoice = { oxxo: boolean; spei: boolean; msi: boolean };
export type { MethodSettingsRequest };

/**
 * 'Métodos de pago' of a championship (issue #31), inside the championship's own form: the card
 * always; OXXO, SPEI and meses sin intereses each on or off, saved by the form's one button. Each
 * says why drivers would not be offered it: the limits of the price being typed (OXXO from 10 to
 * 10,000 MXN, MSI from 300 MXN) and, for OXXO and SPEI, a first race too close (the server's reason).
 */
export function PaymentMethodsFields({
  precio,
  options,
  loadError,
  onRetry,
  shown,
  register,
}: {
  /** The price as typed, in pesos. */
  precio: number;
  options: MethodOptionsResponse | undefined;
  loadError: boolean;
  onRetry: () => void;
  /** The methods as the form holds them; null until they are read. */
  shown: MethodChoice | null;
  register: UseFormRegister<ChampionshipFormValues>;
}) {
  const cents = Math.round(precio * 100);
  const serverReason = (metodo: 'oxxo' | 'spei') => options?.metodos.find((m) => m.metodo === metodo && !m.disponible && m.motivo === PAYMENT_METHOD_MSG.tooCloseToRace)?.motivo ?? null;
  const msiReason = cents < MSI_MIN_CENTS ? PAYMENT_METHOD_MSG.msiMinimum : null;
  const oxxoReason = oxxoLimitProblem(cents) ?? serverReason('oxxo');
  const speiReason = serverReason('spei');
  return (
    <fieldset className="admin-form__fieldset">
      <legend>Métodos de pago</legend>
      {loadError ? (
        <ErrorState message="No se pudieron cargar los métodos de pago." onRetry={onRetry} />
      ) : !shown ? (
        <p className="muted">Cargando métodos de pago...</p>
      ) : (
        <>
          {options?.enLinea === false && (
            <p className="form-error" role="note">
              {PROCESSOR_OFF_MSG.stripeAdmin}
            </p>
          )}
          <p className="muted">La tarjeta se acepta siempre. Se guardan con «Guardar cambios».</p>
          <Checkbox
            label="Tarjeta a meses sin intereses"
            {...register('metodos.msi')}
            hint={msiReason ? `No se ofrece a los pilotos: ${msiReason}` : 'Solo se ofrece cuando el precio es de al menos $300 MXN.'}
          />
          <Checkbox
            label="Efectivo en OXXO"
            {...register('metodos.oxxo')}
            hint={oxxoReason ? `No se ofrece a los pilotos: ${oxxoReason}` : 'Precios de $10 a $10,000 MXN. La ficha vale 2 días; el lugar queda apartado hasta el día hábil siguiente a su vencimiento.'}
          />
          <Checkbox
            label="Transferencia SPEI"
            {...register('metodos.spei')}
            hint={speiReason ? `No se ofrece a los pilotos: ${speiReason}` : 'Stripe da al piloto una CLABE y una referencia; se confirma en minutos en días hábiles.'}
          />
        </>
      )}
    </fieldset>
  );
}
