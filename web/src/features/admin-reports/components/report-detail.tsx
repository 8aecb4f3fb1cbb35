import { ArrowLeft, Check, Trash2, Vote, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { ReportView } from '@contracts/stewarding.views';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format';
import { driverName, penaltyText } from '@/lib/penalty-text';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteReport, usePanelSettings, useReport } from '../api/reports';
import { DecisionModal } from './decision-modal';
import { REPORTS_ERROR, withDetail } from './messages';
import { DeleteReportMessage, reportsBase, type StewardArea } from './reports-admin';
import { ScreenshotGallery } from './screenshot-gallery';
import { IncidentLaps, IncidentVideos } from './incident-evidence';
import { AppealsSection } from './appeal-decision';
import { PanelVotes } from './panel-votes';
import { ReportStateBadge } from './state-badge';
import { VoteModal } from './vote-modal';
import './admin-reports.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="report-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const driverLine = (d: ReportView['usuario']) => (d ? `${driverName(d)}${d.username ? ` (${d.username})` : ''}` : 'Cuenta eliminada');


/** /admin/reportes/{id} and /comisarios/reportes/{id}: one report, its evidence, and Resolver / Rechazar while pending; delete (admins) always. */
export function ReportDetail({ id, area = 'admin' }: { id: string; area?: StewardArea }) {
  const BACK = reportsBase(area);
  const { data: r, error, isLoading, mutate } = useReport(id);
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState<'resolver' | 'rechazar' | null>(null);
  const [voting, setVoting] = useState(false);
  const panelSettings = usePanelSettings(r?.campeonato?.id);
  const [confirming, setConfirming] = useState(false);
  const { trigger: remove, isMutating: deleting } = useDeleteReport();
  /** Why the decision shown is not the one just sent (another admin decided first). */
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(r ? `Reporte #${r.numeroReporte}` : 'Reporte');

  const back = (
    <LinkButton variant="ghost" size="sm" to={BACK} icon={<ArrowLeft size={16} aria-hidden="true" />}>
      Volver a reportes
    </LinkButton>
  );

  if (error && !r) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <section className="report-detail" aria-labelledby="report-title">
        {back}
        <h1 id="report-title">Reporte</h1>
        <ErrorState message={gone ? 'No se encontró el reporte: quizá otro administrador lo eliminó.' : withDetail(REPORTS_ERROR.loadOne, error)} onRetry={gone ? undefined : () => void mutate()} />
      </section>
    );
  }
  if (isLoading || !r) return <PageLoader label="Cargando el reporte..." />;
  /** A panel of 3 or 5 decides by votes: stewards vote, an admin may still decide. */
  const panelVotes = (panelSettings.data?.comisariosPorReporte ?? r.panel?.necesarios ?? 1) > 1;

  const confirmDelete = async () => {
    try {
      const answer = await remove(r.id);
      toast.success(answer.message, ADMIN_TOAST);
      setConfirming(false);
      navigate(BACK);
    } catch (err) {
      toast.error(withDetail(REPORTS_ERROR.delete, err), ADMIN_TOAST);
    }
  };

  return (
    <section className="report-detail" aria-labelledby="report-title">
      {back}
      <header className="admin-page__header">
        <div>
          <h1 id="report-title" className="report-detail__title">
            Reporte <span className="tabular">#{r.numeroReporte}</span> <ReportStateBadge estado={r.estado} />
          </h1>
          <p>Presentado el {formatDateTime(r.fecha)} (hora de la Ciudad de México)</p>
        </div>
        <div className="report-detail__actions">
          {panelVotes && r.estado === 'pendiente' && !r.panel?.yaVotaste && (
            <Button icon={<Vote size={18} aria-hidden="true" />} disabled={!panelSettings.data} onClick={() => setVoting(true)}>
              Votar
            </Button>
          )}
          {/* A report 'En conflicto' is an admin's to decide, whatever the panel's size is now. */}
          {((r.estado === 'pendiente' && (area === 'admin' || !panelVotes)) || (r.estado === 'en_conflicto' && area === 'admin')) && (
            <>
              <Button icon={<Check size={18} aria-hidden="true" />} onClick={() => setDeciding('resolver')}>
                Resolver
              </Button>
              <Button variant="secondary" icon={<X size={18} aria-hidden="true" />} onClick={() => setDeciding('rechazar')}>
                Rechazar
              </Button>
            </>
          )}
          {area === 'admin' && (
            <Button variant="danger" icon={<Trash2 size={18} aria-hidden="true" />} onClick={() => setConfirming(true)}>
              Eliminar
            </Button>
          )}
        </div>
      </header>

      {notice && (
        <p className="report-detail__notice" role="alert">
          {notice}
        </p>
      )}

      <dl className="report-facts card">
        <Fact label="Campeonato">{r.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}</Fact>
        <Fact label="Carrera">{r.carrera ? `${r.carrera.circuito} · ${formatDay(r.carrera.fechaInicio)}` : 'Carrera eliminada'}</Fact>
        <Fact label="Vuelta">
          <span className="tabular">{r.vuelta}</span>
        </Fact>
        {r.heat !== null && (
          <Fact label="Heat">
            <span className="tabular">{r.heat}</span>
          </Fact>
        )}
        {r.tiempoSesion !== null && (
          <Fact label="Tiempo de sesión">
            <span className="tabular">{r.tiempoSesion}</span>
          </Fact>
        )}
        {r.curva !== null && <Fact label="Curva o sector">{r.curva}</Fact>}
        <Fact label="Reporta">{driverLine(r.usuario)}</Fact>
        <Fact label="Piloto reportado">{driverLine(r.usuarioDenunciado)}</Fact>
      </dl>

      <section className="report-detail__section" aria-labelledby="report-description">
        <h2 id="report-description">Descripción del incidente</h2>
        <p className="report-detail__text">{r.descripcion}</p>
      </section>

      <section className="report-detail__section" aria-labelledby="report-shots">
        <h2 id="report-shots">Capturas de pantalla</h2>
        <ScreenshotGallery urls={r.capturasPantalla.map((c) => c.url)} numero={r.numeroReporte} />
      </section>

      <section className="report-detail__section" aria-labelledby="report-videos">
        <h2 id="report-videos">Videos</h2>
        <IncidentVideos videos={r.videos} />
      </section>

      <section className="report-detail__section" aria-labelledby="report-laps">
        <h2 id="report-laps">Vueltas alrededor del incidente</h2>
        <IncidentLaps reportId={r.id} />
      </section>

      {r.panel && <PanelVotes panel={r.panel} />}

      <section className="report-detail__section" aria-labelledby="report-decision">
        <h2 id="report-decision">Decisión de los comisarios</h2>
        {r.decision ? (
          <div className={`report-decision card report-decision--${r.estado}`}>
            <p>
              <strong>{r.decision.aprobado ? 'Reporte resuelto' : 'Reporte rechazado'}</strong> el {formatDateTime(r.decision.fecha)}
            </p>
            <p className="report-detail__text">{r.decision.explicacion}</p>
            <p>
              <span className="muted">Sanción: </span>
              {r.sancion ? penaltyText(r.sancion) : 'Sin sanción'}
            </p>
          </div>
        ) : (
          <p className="muted">{r.estado === 'en_conflicto' ? 'En conflicto: los votos del panel no dieron mayoría; decide un administrador.' : 'Pendiente: todavía no se ha decidido.'}</p>
        )}
      </section>

      <AppealsSection report={r} />

      {voting && panelSettings.data && (
        <VoteModal
          report={r}
          settings={panelSettings.data}
          onClose={() => setVoting(false)}
          onDone={() => setVoting(false)}
        />
      )}
      {deciding && (
        <DecisionModal
          report={r}
          aprobado={deciding === 'resolver'}
          onClose={() => setDeciding(null)}
          onDone={(why) => {
            setDeciding(null);
            setNotice(why ?? null);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="¿Eliminar reporte?"
        message={<DeleteReportMessage report={r} />}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
