import { ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { TotpSetupAnswer } from '@contracts/account-security.views';
import { useConfirmTotp, useNewRecoveryCodes, useRemoveTotp, useSecuritySummary, useStartTotp } from '../api/totp';
import './account-security.css';

/**
 * The authenticator app (Google Authenticator, Authy, 1Password…): its QR code and secret, confirmed with
 * the code it shows; then the ten recovery codes, shown this once. Also new codes, and turning it off.
 */
export function TotpSection({ onChanged }: { onChanged?: () => void } = {}) {
  const { data, error, isLoading, mutate } = useSecuritySummary();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const regenerate = useNewRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [codigo, setCodigo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<'quitar' | 'codigos' | null>(null);

  const begin = async () => {
    setFailure(null);
    try {
      setSetup(await start.trigger());
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo preparar la aplicación de autenticación.'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await confirm.trigger({ codigo });
      setSetup(null);
      setCodigo('');
      setCodes(answer.codigosRecuperacion);
      toast.success(answer.message);
      onChanged?.();
    } catch (err) {
      setFailure(messageOf(err, 'No se pudo activar la aplicación. Inténtalo de nuevo.'));
    }
  };

  const act = async () => {
    try {
      if (confirming === 'quitar') {
        await remove.trigger();
        toast.success('Aplicación de autenticación quitada');
        onChanged?.();
      } else {
        setCodes((await regenerate.trigger()).codigosRecuperacion);
      }
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo completar la acción.'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Card as="section" className="security__section" aria-labelledby="security-app">
      <h2 id="security-app" className="profile__section-title">
        Aplicación de autenticación
      </h2>
      {error ? (
        <ErrorState message="No se pudo cargar la seguridad de tu cuenta." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <>
          <p className="security__lead">
            {data.app
              ? 'Activada: al entrar con tu contraseña te pediremos el código de 6 dígitos de tu aplicación.'
              : 'Un código de 6 dígitos de tu teléfono (Google Authenticator, Authy, 1Password…) además de tu contraseña.'}
          </p>
          {codes && (
            <div className="security__codes-box" role="region" aria-labelledby="security-codes-title">
              <h3 id="security-codes-title" className="security__subtitle">
                Tus códigos de recuperación
              </h3>
              <p className="security__lead">Guárdalos en un lugar seguro: cada uno sirve una sola vez si pierdes tu teléfono. No volveremos a mostrarlos.</p>
              <ul className="security__codes" aria-label="Códigos de recuperación">
                {codes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <Button size="sm" variant="secondary" onClick={() => setCodes(null)}>
                Ya los guardé
              </Button>
            </div>
          )}
          {!data.app && !setup && (
            <Button variant="secondary" busy={start.isMutating} busyText="Preparando..." icon={<Smartphone size={18} aria-hidden="true" />} onClick={() => void begin()}>
              Configurar aplicación de autenticación
            </Button>
          )}
          {setup && (
            <form className="security__add" onSubmit={(e) => void submit(e)} noValidate>
              <p className="security__lead">1. Escanea este código QR con tu aplicación, o escribe la clave a mano.</p>
              <img className="security__qr" src={setup.qr} alt="Código QR para tu aplicación de autenticación" width={192} height={192} />
              <p>
                Clave: <code className="security__secret">{setup.secreto}</code>
              </p>
              <p className="security__lead">2. Escribe el código de 6 dígitos que muestra la aplicación.</p>
              <Input label="Código de 6 dígitos" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={codigo} onChange={(e) => setCodigo(e.target.value)} error={failure ?? undefined} />
              <Button type="submit" busy={confirm.isMutating} busyText="Activando..." icon={<ShieldCheck size={18} aria-hidden="true" />}>
                Activar
              </Button>
            </form>
          )}
          {data.segundoFactor && (
            <p className="security__meta">
              Te quedan {data.codigosRestantes} {data.codigosRestantes === 1 ? 'código' : 'códigos'} de recuperación.
            </p>
          )}
          <div className="security__actions">
            {data.segundoFactor && (
              <Button size="sm" variant="ghost" onClick={() => setConfirming('codigos')}>
                Generar nuevos códigos de recuperación
              </Button>
            )}
            {data.app && (
              <Button size="sm" variant="danger" onClick={() => setConfirming('quitar')}>
                Quitar aplicación
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'quitar' ? 'Quitar la aplicación de autenticación' : 'Generar nuevos códigos'}
        message={confirming === 'quitar' ? 'Ya no te pediremos su código al entrar.' : 'Los códigos anteriores dejarán de servir.'}
        confirmText={confirming === 'quitar' ? 'Quitar' : 'Generar'}
        tone={confirming === 'quitar' ? 'danger' : 'primary'}
        busy={remove.isMutating || regenerate.isMutating}
        onConfirm={() => void act()}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
