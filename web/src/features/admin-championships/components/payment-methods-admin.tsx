import { useState } from 'react';
import type { MethodOptionsResponse } from '@contracts/payments.views';
import { PAYMENT_METHOD_MSG } from '@contracts/payments.messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useChampionshipPaymentMethods, useSaveChampionshipPaymentMethods } from '../api/payment-methods';
import { withDetail } from './messages';

/**
 * 'Métodos de pago' of a championship (issue #31): the card always; OXXO, SPEI and meses sin
 * intereses each on or off. The form says why one switched on is not offered to drivers now.
 */
export function PaymentMethodsAdmin({ campeonatoId }: { campeonatoId: string }) {
  const { data, error, mutate } = useChampionshipPaymentMethods(campeonatoId);
  return (
    <section className="admin-form__races" aria-labelledby="payment-methods-title">
      <h3 id="payment-methods-title">Métodos de pago</h3>
      {error ? (
        <ErrorState message="No se pudieron cargar los métodos de pago." onRetry={() => void mutate()} />
      ) : data ? (
        <MethodsForm campeonatoId={campeonatoId} data={data} />
      ) : (
        <p className="muted">Cargando métodos de pago...</p>
      )}
    </section>
  );
}

function MethodsForm({ campeonatoId, data }: { campeonatoId: string; data: MethodOptionsResponse }) {
  const [values, setValues] = useState(data.ajustes);
  const { trigger, isMutating: busy } = useSaveChampionshipPaymentMethods(campeonatoId);
  const reason = (metodo: 'oxxo' | 'spei' | 'msi') => data.metodos.find((m) => m.metodo === metodo && !m.disponible)?.motivo ?? undefined;
  const save = async () => {
    try {
      await trigger(values);
      toast.success(PAYMENT_METHOD_MSG.settingsSaved, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('Error al guardar los métodos de pago', err), ADMIN_TOAST);
    }
  };
  return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p className="muted">La tarjeta se acepta siempre.</p>
          <Checkbox
            label="Tarjeta a meses sin intereses"
            checked={values.msi}
            onChange={(e) => setValues((v) => ({ ...v, msi: e.target.checked }))}
            hint={reason('msi') ?? 'Solo se ofrece cuando el precio es de al menos $300 MXN.'}
          />
          <Checkbox
            label="Efectivo en OXXO"
            checked={values.oxxo}
            onChange={(e) => setValues((v) => ({ ...v, oxxo: e.target.checked }))}
            hint={reason('oxxo') ?? 'La ficha vale 2 días; el lugar queda apartado hasta el día hábil siguiente a su vencimiento.'}
          />
          <Checkbox
            label="Transferencia SPEI"
            checked={values.spei}
            onChange={(e) => setValues((v) => ({ ...v, spei: e.target.checked }))}
            hint={reason('spei') ?? 'Stripe da al piloto una CLABE y una referencia; se confirma en minutos en días hábiles.'}
          />
          <Button type="submit" variant="secondary" busy={busy} busyText="Guardando...">
            Guardar métodos de pago
          </Button>
        </form>
  );
}
