import type { PaymentMethod } from '@contracts/payments.messages';
import { PAYMENT_METHOD_MSG } from '@contracts/payments.messages';
import type { MethodOptionsResponse } from '@contracts/payments.views';
import './method-picker.css';

const HINTS: Record<PaymentMethod, string> = {
  tarjeta: 'Crédito o débito. Tu lugar queda apartado unos 30 minutos mientras pagas.',
  msi: 'Con tarjeta de crédito mexicana participante; eliges los meses en Stripe.',
  oxxo: 'Recibes una ficha para pagar en efectivo en cualquier OXXO; tu lugar queda apartado hasta el día hábil siguiente a su vencimiento.',
  spei: 'Recibes una CLABE y una referencia para transferir desde tu banco; tu lugar queda apartado hasta el día hábil siguiente al vencimiento.',
};

/** The driver picks how to pay before checkout (issue #31); methods not offered say why. */
export function MethodPicker({ options, value, onChange }: { options: MethodOptionsResponse; value: PaymentMethod; onChange: (m: PaymentMethod) => void }) {
  return (
    <fieldset className="method-picker">
      <legend>¿Cómo quieres pagar?</legend>
      {options.demo && (
        <p className="method-picker__demo" role="note">
          {PAYMENT_METHOD_MSG.nothingCharged}
        </p>
      )}
      {options.metodos.map((m) => {
        const id = `metodo-${m.metodo}`;
        return (
          <div key={m.metodo} className={`method-picker__option${m.disponible ? '' : ' method-picker__option--off'}`}>
            <input id={id} type="radio" name="metodo" value={m.metodo} checked={value === m.metodo} disabled={!m.disponible} onChange={() => onChange(m.metodo)} aria-describedby={`${id}-hint`} />
            <label htmlFor={id}>{m.nombre}</label>
            <p id={`${id}-hint`} className="method-picker__hint">
              {m.disponible ? HINTS[m.metodo] : `No disponible: ${m.motivo}`}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
