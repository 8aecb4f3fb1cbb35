import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate } from '@contracts/formats';
import { NECESSARY_PURPOSE_LABELS, VOLUNTARY_PURPOSE_LABELS } from '@contracts/privacy.messages';
import { usePrivacyNotice, useProcessors } from '../api/privacy';
import { Markdown } from './markdown';
import './privacy.css';

/** The 'Aviso de privacidad integral' in force, as the superadmin wrote it, with its version and date. */
export function PrivacyNotice() {
  const { data, error, mutate } = usePrivacyNotice();
  if (error) return <ErrorState message="No se pudo cargar el aviso de privacidad." onRetry={() => void mutate()} />;
  if (!data)
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando el aviso de privacidad...
        </span>
        <SkeletonLines lines={8} />
      </div>
    );
  return (
    <article className="privacy-notice">
      <p className="eyebrow">Legal</p>
      <Markdown text={data.markdown} />
      <aside className="privacy-notice__summary" aria-labelledby="privacy-summary">
        <h2 id="privacy-summary">En resumen</h2>
        <h3>Finalidades necesarias</h3>
        <ul>
          {data.necesarias.map((p) => (
            <li key={p}>{NECESSARY_PURPOSE_LABELS[p]}</li>
          ))}
        </ul>
        {data.voluntarias.length > 0 && (
          <>
            <h3>Finalidades voluntarias (apagadas hasta que las actives)</h3>
            <ul>
              {data.voluntarias.map((p) => (
                <li key={p}>{VOLUNTARY_PURPOSE_LABELS[p]}</li>
              ))}
            </ul>
            <p>
              Las activas o apagas en <Link to="/perfil#privacidad">Mi perfil › Privacidad</Link>.
            </p>
          </>
        )}
        <p>
          <Link to="/aviso-de-privacidad/encargados">¿A dónde van tus datos?</Link>
        </p>
      </aside>
      <p className="muted">
        Versión {data.version} · publicada el {formatDate(data.publicadoEl)}
      </p>
    </article>
  );
}

/** '¿A dónde van tus datos?': each processor the league uses, what it receives and why. */
export function Processors() {
  const { data, error, mutate } = useProcessors();
  return (
    <article className="privacy-notice">
      <p className="eyebrow">Aviso de privacidad</p>
      <h1>¿A dónde van tus datos?</h1>
      <p>Estos son los servicios a los que el sitio envía datos personales para funcionar. Ninguno los usa para sus propios fines.</p>
      {error ? (
        <ErrorState message="No se pudo cargar la lista de encargados." onRetry={() => void mutate()} />
      ) : !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando los encargados...
          </span>
          <SkeletonLines lines={6} />
        </div>
      ) : (
        <ul className="privacy-processors">
          {data.encargados.map((e) => (
            <li key={e.clave} className="privacy-processors__item">
              <h2>{e.nombre}</h2>
              <dl>
                <dt>Qué recibe</dt>
                <dd>{e.datos}</dd>
                <dt>Para qué</dt>
                <dd>{e.motivo}</dd>
                <dt>Dónde</dt>
                <dd>{e.pais}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/aviso-de-privacidad">Volver al aviso de privacidad</Link>
      </p>
    </article>
  );
}
