import { UserX } from 'lucide-react';
import { useState } from 'react';
import { ARCO_MSG } from '@contracts/data-rights.contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { fieldErrorsOf, messageOf } from '@/lib/api-client';
import { useCancelAccount } from '../api/data-rights';

/**
 * 'Cancelar mi cuenta': the first stage of a cancellation. What happens is said before; the person
 * types CANCELAR; a refusal (a held place, a pending refund, an unanswered report) says what must end first.
 */
export function CancelAccount({ onCancelled }: { onCancelled: () => void }) {
  const [word, setWord] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string; reasons?: string[] } | null>(null);
  const { trigger, isMutating } = useCancelAccount();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (word.trim() !== 'CANCELAR') {
      setError({ field: ARCO_MSG.cancelConfirm });
      return;
    }
    try {
      await trigger({ confirmacion: 'CANCELAR' });
      onCancelled();
    } catch (err) {
      const reasons = Object.values(fieldErrorsOf(err)).filter((m) => m !== ARCO_MSG.cancelConfirm);
      setError(reasons.length ? { form: 'Antes de cancelar tu cuenta:', reasons } : { form: messageOf(err, 'No pudimos cancelar tu cuenta. Inténtalo de nuevo.') });
    }
  };

  return (
    <Card as="section" aria-labelledby="cancelar-cuenta">
      <h2 id="cancelar-cuenta" className="profile__section-title">
        Cancelar mi cuenta
      </h2>
      <ul className="arco-cancel__list">
        <li>Ya no podrás iniciar sesión ni recibirás correos; tus lugares en campeonatos y eventos por venir se liberan.</li>
        <li>Tu foto y tu perfil se borran en ese momento.</li>
        <li>Tus pagos y facturas quedan bloqueados 5 años desde cada pago, como pide el Código Fiscal; solo el superadministrador puede consultarlos. Después se borran.</li>
        <li>En resultados, clasificaciones y decisiones pasadas aparecerás como «Piloto retirado», para que las tablas sigan sumando.</li>
      </ul>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <Input label="Escribe CANCELAR para confirmar" autoComplete="off" value={word} onChange={(e) => setWord(e.target.value)} disabled={isMutating} error={error?.field} />
        <div>
          <Button type="submit" variant="danger" icon={<UserX size={18} aria-hidden="true" />} busy={isMutating} busyText="Cancelando..." disabled={isMutating}>
            Cancelar mi cuenta
          </Button>
        </div>
        {error?.form && (
          <div className="form-error" role="alert">
            <p>{error.form}</p>
            {error.reasons && (
              <ul>
                {error.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </Card>
  );
}
