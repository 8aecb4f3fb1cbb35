import type { PanelView } from '@contracts/stewarding.views';
import { formatDateTime } from '@/lib/format';
import { driverName } from '@/lib/penalty-text';

/** The panel's count and, once the viewer may see them, each steward's vote and reasoning. */
export function PanelVotes({ panel }: { panel: PanelView }) {
  return (
    <section className="report-detail__section" aria-labelledby="report-panel">
      <h2 id="report-panel">Votación del panel</h2>
      <p>
        <span className="tabular">
          {panel.emitidos} de {panel.necesarios}
        </span>{' '}
        votos emitidos{panel.yaVotaste ? ' · ya votaste' : ''}.
      </p>
      {panel.votos === null ? (
        <p className="muted">Los votos de los demás comisarios se muestran cuando emitas el tuyo.</p>
      ) : panel.votos.length === 0 ? (
        <p className="muted">Todavía nadie ha votado.</p>
      ) : (
        <ul className="report-votes">
          {panel.votos.map((v, i) => (
            <li key={`${v.comisario?.id ?? i}`} className="card report-votes__item">
              <p>
                <strong>{v.comisario ? driverName(v.comisario) : 'Cuenta eliminada'}</strong>: {v.descripcion}
              </p>
              <p className="report-detail__text">{v.razonamiento}</p>
              <p className="muted tabular">{formatDateTime(v.fecha)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
