import { KeyRound } from 'lucide-react';
import { es } from '@contracts/spanish-contractions';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { PasskeyView } from '@contracts/account-security.views';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { useWebAuthnSupported, webAuthnFailure } from '@/lib/webauthn';
import './account-security.css';

/** The owner's passkeys: add one (named), see when each was last used, rename or remove it. */
export function PasskeysSection({ onChanged }: { onChanged?: () => void } = {}) {
  const { data, error, isLoading, mutate } = usePasskeys();
  const add = useAddPasskey();
  const [nombre, setNombre] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const supported = useWebAuthnSupported();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await add.trigger(nombre.trim() || undefined);
      setNombre('');
      toast.success('Llave de acceso agregada');
      onChanged?.();
    } catch (err) {
      setFailure(webAuthnFailure(err, 'No se pudo agregar la llave de acceso. Inténtalo de nuevo.'));
    }
  };

  return (
    <Card as="section" className="security__section" aria-labelledby="security-passkeys">
      <h2 id="security-passkeys" className="profile__section-title">
        Llaves de acceso
      </h2>
      <p className="security__lead">
        Entra sin contraseña con la huella, el rostro o el PIN de tu dispositivo. Una llave de acceso solo funciona en este sitio, así que no se la pueden robar con una página falsa.
      </p>
      {error ? (
        <ErrorState message="No se pudieron cargar tus llaves de acceso." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando llaves de acceso...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : data.llaves.length === 0 ? (
        <p className="security__empty">Aún no tienes llaves de acceso.</p>
      ) : (
        <ul className="security__list" aria-label="Tus llaves de acceso">
          {data.llaves.map((llave) => (
            <PasskeyRow key={llave.id} llave={llave} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {supported ? (
        <form className="security__add" onSubmit={(e) => void submit(e)} noValidate>
          <Input label="Nombre de la nueva llave (opcional)" placeholder="Por ejemplo: Mi teléfono" maxLength={60} value={nombre} onChange={(e) => setNombre(e.target.value)} />
          <Button type="submit" variant="secondary" busy={add.isMutating} busyText="Esperando a tu dispositivo..." icon={<KeyRound size={18} aria-hidden="true" />}>
            Agregar llave de acceso
          </Button>
          <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
        </form>
      ) : (
        <p className="security__empty">Este navegador no admite llaves de acceso.</p>
      )}
    </Card>
  );
}

function PasskeyRow({ llave, onChanged }: { llave: PasskeyView; onChanged?: () => void }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [nombre, setNombre] = useState(llave.nombre);
  const [failure, setFailure] = useState<string | null>(null);
  const nameId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await rename.trigger({ id: llave.id, nombre });
      setEditing(false);
      toast.success('Llave de acceso renombrada');
    } catch (err) {
      setFailure(messageOf(err, 'No se pudo renombrar la llave de acceso.'));
    }
  };

  const confirmRemove = async () => {
    try {
      await remove.trigger(llave.id);
      toast.success('Llave de acceso eliminada');
      onChanged?.();
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo eliminar la llave de acceso.'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className="security__item" aria-labelledby={nameId}>
      {editing ? (
        <form className="security__rename" onSubmit={(e) => void save(e)} noValidate>
          <Input label={es`Nuevo nombre de ${llave.nombre}`} maxLength={60} value={nombre} onChange={(e) => setNombre(e.target.value)} error={failure ?? undefined} />
          <div className="security__actions">
            <Button type="submit" size="sm" busy={rename.isMutating} busyText="Guardando...">
              Guardar
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="security__item-text">
            <strong id={nameId}>{llave.nombre}</strong>
            <span className="security__meta">
              Agregada el {formatDateTime(llave.creadaEl)} · {llave.ultimoUso ? `Último uso: ${formatDateTime(llave.ultimoUso)}` : 'Aún sin usar'}
              {llave.sincronizada ? ' · Sincronizada entre tus dispositivos' : ''}
            </span>
          </div>
          <div className="security__actions">
            <Button size="sm" variant="ghost" aria-label={`Renombrar ${llave.nombre}`} onClick={() => setEditing(true)}>
              Renombrar
            </Button>
            <Button size="sm" variant="danger" aria-label={`Eliminar ${llave.nombre}`} onClick={() => setConfirming(true)}>
              Eliminar
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Eliminar llave de acceso"
        message={`Ya no podrás entrar con «${llave.nombre}». ¿Eliminarla?`}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={remove.isMutating}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
