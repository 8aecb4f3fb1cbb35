import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMySignOut, useSetSignOut } from '../api/sign-out';

/** 'No podré correr' for an entered driver, until the race starts (issue #30); he may take it back. */
export function SignOutToggle({ carreraId, circuito }: { carreraId: string; circuito: string }) {
  const { data } = useMySignOut(carreraId, true);
  const { trigger, isMutating: busy } = useSetSignOut(carreraId);
  if (!data?.inscrito) return null;
  const toggle = async () => {
    try {
      toast.success((await trigger(!data.baja)).message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar tu aviso. Inténtalo de nuevo.'));
    }
  };
  return (
    <div className="race-item__sign-out">
      {data.baja && <p role="status">Avisaste que no podrás correr esta carrera.</p>}
      {data.modificable && (
        <Button variant="secondary" size="sm" busy={busy} busyText="Guardando..." onClick={() => void toggle()} aria-label={`${data.baja ? 'Retirar mi aviso' : 'No podré correr'}: ${circuito}`}>
          {data.baja ? 'Retirar mi aviso' : 'No podré correr'}
        </Button>
      )}
    </div>
  );
}
