import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { formatDate } from '@contracts/formats';
import { VOLUNTARY_PURPOSE_LABELS, type VoluntaryPurpose } from '@contracts/privacy.messages';
import { useAnswerConsent, usePendingConsent } from '../api/privacy';
import './privacy.css';

/**
 * Asked after sign-in when the notice in force adds purposes he was never asked: each new purpose is
 * its own box, off; «Aceptar» records the ones ticked, «Rechazar» keeps the account with the
 * necessary purposes only. Not a modal: the site stays usable while he reads the notice.
 */
export function ConsentPrompt({ signedIn }: { signedIn: boolean }) {
  const { data } = usePendingConsent(signedIn);
  const { trigger, isMutating } = useAnswerConsent();
  const [ticked, setTicked] = useState<VoluntaryPurpose[]>([]);
  if (!data?.pendiente) return null;
  const answer = async (acepta: boolean) => {
    try {
      const result = await trigger({ version: data.version, acepta, finalidades: acepta ? ticked : [] });
      toast.success(result.message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo guardar tu respuesta. Inténtalo de nuevo.'));
    }
  };
  return (
    <section className="container consent-prompt" aria-labelledby="consent-prompt-title">
      <div className="card card--raised">
        <h2 id="consent-prompt-title">Actualizamos el aviso de privacidad</h2>
        <p>
          La versión {data.version}, del {formatDate(data.publicadoEl)}, {data.nuevas.length > 0 ? 'pide tu permiso para algo nuevo' : 'te la damos a conocer'}. Léela en el{' '}
          <Link to="/aviso-de-privacidad">aviso de privacidad</Link>. Si rechazas, tu cuenta sigue igual, solo con las finalidades necesarias.
        </p>
        {data.nuevas.map((p) => (
          <Checkbox
            key={p}
            label={VOLUNTARY_PURPOSE_LABELS[p]}
            checked={ticked.includes(p)}
            onChange={(e) => setTicked((list) => (e.target.checked ? [...list, p] : list.filter((x) => x !== p)))}
          />
        ))}
        <div className="form-actions">
          <Button variant="primary" busy={isMutating} onClick={() => void answer(true)}>
            Aceptar
          </Button>
          <Button variant="secondary" disabled={isMutating} onClick={() => void answer(false)}>
            Rechazar las nuevas finalidades
          </Button>
        </div>
      </div>
    </section>
  );
}
