import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@contracts/formats';
import { CONSENT_WAY_LABELS, VOLUNTARY_PURPOSE_LABELS, VOLUNTARY_PURPOSES, type VoluntaryPurpose } from '@contracts/privacy.messages';
import { useMyPrivacy, useSaveMyChoices } from '../api/privacy';
import './privacy.css';

const HINTS: Record<VoluntaryPurpose, string> = {
  correosNovedades: 'Los recordatorios de tus carreras se configuran en Notificaciones.',
  mencionesDiscord: 'Si está apagada, las decisiones de los comisarios en Discord dicen «Piloto» en lugar de tu nombre.',
  nombreCompleto: 'Si está apagada, clasificaciones, resultados, listas de inscritos y récords muestran tu nombre y la inicial de tu apellido.',
};

/** 'Privacidad' on the profile: each voluntary purpose on or off (saved at once), and every answer he gave to the notice. */
export function MyPrivacy() {
  const { data, error, isLoading, mutate } = useMyPrivacy();
  const { trigger, isMutating } = useSaveMyChoices();
  const change = async (purpose: VoluntaryPurpose, value: boolean) => {
    try {
      const answer = await trigger({ [purpose]: value });
      toast.success(answer.message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar tu preferencia. Inténtalo de nuevo.'));
    }
  };
  return (
    <Card as="section" id="privacidad" className="profile__privacy" aria-labelledby="profile-privacy">
      <h2 id="profile-privacy" className="profile__section-title">
        Privacidad
      </h2>
      <p className="muted">
        Estas finalidades son voluntarias: están apagadas hasta que las actives y puedes apagarlas cuando quieras. Lee el{' '}
        <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
      </p>
      {error ? (
        <ErrorState message="No se pudieron cargar tus preferencias de privacidad." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando tus preferencias de privacidad...
          </span>
          <SkeletonLines lines={3} />
        </div>
      ) : (
        <>
          {VOLUNTARY_PURPOSES.map((p) => (
            <Checkbox key={p} label={VOLUNTARY_PURPOSE_LABELS[p]} hint={HINTS[p]} checked={data.preferencias[p]} disabled={isMutating} onChange={(e) => void change(p, e.target.checked)} />
          ))}
          <h3>Historial de tu consentimiento</h3>
          {data.historial.length === 0 ? (
            <p className="muted">Aún no has respondido ninguna versión del aviso.</p>
          ) : (
            <ul className="privacy-history">
              {data.historial.map((h, i) => (
                <li key={i}>
                  Versión {h.version}: {h.acepto ? 'aceptaste' : 'rechazaste las nuevas finalidades'} el {formatDateTime(h.el)} ({CONSENT_WAY_LABELS[h.via].toLowerCase()})
                  {h.finalidades.length > 0 && `; activaste: ${h.finalidades.map((p) => VOLUNTARY_PURPOSE_LABELS[p].toLowerCase()).join('; ')}`}.
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
