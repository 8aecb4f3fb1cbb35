import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { OpenSessionView } from '@contracts/account-security.views';
import { useCloseOtherSessions, useCloseSession, useSessions } from '../api/sessions';
import './account-security.css';
import { es } from '@contracts/spanish-contractions';

/** Where the account is signed in: browser, address and last use of each session; close one or all the others. */
export function SessionsSection() {
  const { data, error, isLoading, mutate } = useSessions();
  const closeOthers = useCloseOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = data?.sesiones.filter((s) => !s.actual).length ?? 0;

  const confirmCloseOthers = async () => {
    try {
      const answer = await closeOthers.trigger();
      toast.success(answer.message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudieron cerrar las demás sesiones.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card as="section" className="security__section" aria-labelledby="security-sessions">
      <h2 id="security-sessions" className="profile__section-title">
        Sesiones abiertas
      </h2>
      <p className="security__lead">Los navegadores donde tu cuenta tiene la sesión iniciada. Si no reconoces alguno, ciérralo y cambia tu contraseña.</p>
      {error ? (
        <ErrorState message="No se pudieron cargar tus sesiones." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando sesiones...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <ul className="security__list" aria-label="Tus sesiones abiertas">
          {data.sesiones.map((sesion) => (
            <SessionRow key={sesion.id} sesion={sesion} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className="security__add">
          <Button variant="secondary" icon={<LogOut size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
            Cerrar las demás sesiones
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cerrar las demás sesiones"
        message={`Se cerrará${others === 1 ? ' la otra sesión' : `n las otras ${others} sesiones`} de tu cuenta; esta sigue abierta. ¿Continuar?`}
        confirmText="Cerrar sesiones"
        busyText="Cerrando..."
        busy={closeOthers.isMutating}
        onConfirm={() => void confirmCloseOthers()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

function SessionRow({ sesion }: { sesion: OpenSessionView }) {
  const close = useCloseSession();
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();

  const confirmClose = async () => {
    try {
      await close.trigger(sesion.id);
      toast.success('Sesión cerrada');
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo cerrar la sesión.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className="security__item" aria-labelledby={nameId}>
      <div className="security__item-text">
        <span className="security__session-name">
          <MonitorSmartphone size={18} aria-hidden="true" />
          <strong id={nameId}>{sesion.navegador}</strong>
          {sesion.actual && <Badge tone="success">Esta sesión</Badge>}
        </span>
        <span className="security__meta">
          {sesion.ip ? `IP ${sesion.ip}` : 'IP desconocida'} · Último uso: {formatDateTime(sesion.ultimoUso)}
        </span>
      </div>
      {!sesion.actual && (
        <div className="security__actions">
          <Button size="sm" variant="danger" aria-label={es`Cerrar la sesión de ${sesion.navegador}, último uso ${formatDateTime(sesion.ultimoUso)}`} onClick={() => setConfirming(true)}>
            Cerrar
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cerrar sesión"
        message={`La sesión de ${sesion.navegador} (último uso: ${formatDateTime(sesion.ultimoUso)}) dejará de funcionar de inmediato. ¿Cerrarla?`}
        confirmText="Cerrar sesión"
        busyText="Cerrando..."
        busy={close.isMutating}
        onConfirm={() => void confirmClose()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
