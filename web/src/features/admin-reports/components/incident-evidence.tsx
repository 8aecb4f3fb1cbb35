import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import type { IncidentLapsAnswer, ReportView } from '@contracts/stewarding.views';
import { embedUrl, formatSessionTime } from '@contracts/video-timestamps';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { driverName } from '@/lib/penalty-text';
import { useIncidentLaps } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { formatLapTime } from '@/lib/format-times';

const PLATFORM = { youtube: 'YouTube', twitch: 'Twitch' } as const;

/** A lap time as m:ss.mmm ('1:47.361'), with the ten-thousandth when it is not 0; '—' when unknown. */
const lapTime = (ms: number | null): string => formatLapTime(ms);

/** The report's videos: each timestamped one opens at the incident's second, in a new tab or here. */
export function IncidentVideos({ videos }: { videos: ReportView['videos'] }) {
  const [playing, setPlaying] = useState<number | null>(null);
  if (videos.length === 0) return <p className="muted">El reporte no trae enlaces de video.</p>;
  return (
    <ul className="report-detail__videos">
      {videos.map((v, i) => {
        const at = v.inicio === null ? null : formatSessionTime(v.inicio);
        const player = v.plataforma && v.videoId && v.inicio !== null ? embedUrl({ provider: v.plataforma, videoId: v.videoId, start: v.inicio }, window.location.hostname) : null;
        return (
          <li key={`${i}-${v.url}`} className="report-video">
            <div className="report-video__links">
              <a href={v.verDesde ?? v.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={16} aria-hidden="true" /> Video {i + 1}
                {v.plataforma && at ? ` en ${PLATFORM[v.plataforma]} desde ${at}` : ''}
                <span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
              {player && playing !== i && (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPlaying(i)}>
                  <Play size={16} aria-hidden="true" />
                  <span>Reproducir aquí desde {at}</span>
                </button>
              )}
            </div>
            <span className="muted report-detail__url">{v.url}</span>
            {player && playing === i && (
              <div className="report-video__player">
                <iframe src={player} title={`Video ${i + 1} del incidente, desde ${at}`} allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen loading="lazy" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Both drivers' laps around the incident, from the imported results (the lap of the incident marked). */
export function IncidentLaps({ reportId }: { reportId: string }) {
  const { data, error, isLoading, mutate } = useIncidentLaps(reportId);
  if (error) return <ErrorState message={withDetail(REPORTS_ERROR.loadLaps, error)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label="Cargando las vueltas..." />;
  if (!data.disponible) return <p className="muted">{data.motivo}</p>;
  return (
    <>
      <p className="muted">{lapsIntro(data)}</p>
      <div className="incident-laps">
        {data.pilotos.map((p) => (
          <div key={p.rol} className="incident-laps__driver">
            <table className="table incident-laps__table">
              <caption className="table__caption">
                {p.rol === 'denunciante' ? 'Reporta' : 'Piloto reportado'}: {p.piloto ? driverName(p.piloto) : 'Cuenta eliminada'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Vuelta</th>
                  <th scope="col">Tiempo</th>
                  <th scope="col">Posición</th>
                </tr>
              </thead>
              <tbody>
                {p.vueltas.length === 0 ? (
                  <tr>
                    <td colSpan={3} className="muted">
                      Sin vueltas de este piloto en los resultados importados.
                    </td>
                  </tr>
                ) : (
                  p.vueltas.map((l) => (
                    <tr key={l.vuelta} className={l.delIncidente ? 'incident-laps__row--incident' : undefined} aria-current={l.delIncidente ? 'true' : undefined}>
                      <td className="tabular">
                        {l.vuelta}
                        {l.delIncidente && <span className="incident-laps__mark"> · incidente</span>}
                      </td>
                      <td className="tabular">{lapTime(l.tiempo)}</td>
                      <td className="tabular">{l.posicion ?? '—'}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </>
  );
}

function lapsIntro(data: IncidentLapsAnswer): string {
  const session = data.sesion > 1 ? ` (sesión ${data.sesion} de la carrera)` : '';
  return data.segun === 'tiempo'
    ? `La vuelta que cada piloto corría en el momento del incidente y dos a cada lado, de los resultados importados de iRacing${session}.`
    : `La vuelta del reporte y dos a cada lado, de los resultados importados de iRacing${session} (sin el tiempo de sesión del incidente).`;
}
