import { ShieldQuestionMark } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { formatDeadline } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { MyGateAnswer } from '@contracts/entries.views';
import { useAskExemption } from '../api/my-gate';

/**
 * Under the entry button of a championship with a licence gate (docs/adr/0037): a driver whose
 * licence the site does not know reads why and what he can do (his iRacing id, a race whose results
 * are imported, or an exemption asked of the admins), and how his request stands.
 */
export function GateHelp({ campeonatoId, gate }: { campeonatoId: string; gate: MyGateAnswer }) {
  const ask = useAskExemption(campeonatoId);
  const [error, setError] = useState<string | null>(null);
  const { solicitud } = gate;

  const onAsk = async () => {
    setError(null);
    try {
      toast.success((await ask.trigger()).message);
    } catch (err) {
      setError(messageOf(err, 'No se pudo enviar tu solicitud. Inténtalo de nuevo.'));
    }
  };

  if (gate.estado === 'exento') {
    return solicitud?.estado === 'concedida' ? (
      <p className="enrol-card__note" role="status">
        <strong>Los administradores te concedieron una excepción:</strong> puedes inscribirte aunque no conozcamos tu licencia.
      </p>
    ) : null;
  }
  if (gate.estado === 'no-cumple' && gate.mensaje) return <p className="enrol-card__note">{gate.mensaje}</p>;
  if (gate.estado !== 'sin-iracing' && gate.estado !== 'desconocida') return null;

  const noId = gate.estado === 'sin-iracing';
  return (
    <section className="enrol-card__gate" aria-labelledby="gate-help-title">
      <h3 id="gate-help-title">
        <ShieldQuestionMark size={18} aria-hidden="true" /> {noId ? 'Falta tu ID de iRacing' : `No conocemos tu licencia en ${gate.categoria ?? 'iRacing'}`}
      </h3>
      <p>{noId ? 'Sin él no podemos saber tu licencia, y este campeonato la pide.' : 'Ni iRacing ni los resultados importados nos la han dado todavía, y este campeonato la pide.'} Para inscribirte puedes:</p>
      <ul>
        {noId ? (
          <li>
            <Link to="/perfil">Agregar tu ID de iRacing en tu perfil</Link>: con él leemos tu licencia.
          </li>
        ) : (
          <li>
            Revisar que el ID de iRacing de <Link to="/perfil">tu perfil</Link> sea el tuyo.
          </li>
        )}
        <li>Correr una carrera de la liga: conocemos tu licencia en cuanto se importan sus resultados.</li>
        <li>Pedir a los administradores una excepción para inscribirte sin licencia conocida.</li>
      </ul>
      {solicitud?.estado === 'pendiente' && (
        <p role="status">
          <strong>Pediste una excepción</strong> el <span className="tabular">{formatDeadline(solicitud.fechaSolicitud)}</span>. Los administradores la están revisando y te avisaremos por
          correo.
        </p>
      )}
      {solicitud?.estado === 'rechazada' && (
        <p role="status">
          <strong>Los administradores no concedieron tu excepción.</strong> Motivo: {solicitud.motivo}
        </p>
      )}
      {gate.puedePedirExcepcion && (
        <Button variant="secondary" fullWidth busy={ask.isMutating} busyText="Enviando..." onClick={() => void onAsk()}>
          {solicitud?.estado === 'rechazada' ? 'Pedir otra vez una excepción' : 'Pedir una excepción a los administradores'}
        </Button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
