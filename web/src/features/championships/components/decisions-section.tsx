import { Gavel } from 'lucide-react';
import type { DecisionLogEntry } from '@contracts/stewarding.views';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { formatDateTime, formatDay } from '@/lib/format';
import { driverName, penaltyText } from '@/lib/penalty-text';
import { useDecisionLog } from '../api/get-decisions';
import './decisions-section.css';

const decisionTone = (d: DecisionLogEntry): BadgeTone => (d.numeroReporte === null ? 'danger' : d.aprobado ? 'success' : 'neutral');

function DecisionItem({ d }: { d: DecisionLogEntry }) {
  const own = d.numeroReporte === null;
  return (
    <li className="decision card">
      <div className="decision__head">
        <h3 className="decision__title">{own ? 'Revisión de oficio' : <span className="tabular">Reporte #{d.numeroReporte}</span>}</h3>
        <Badge tone={decisionTone(d)}>{d.decision}</Badge>
      </div>
      <dl className="decision__facts">
        <div>
          <dt>Carrera</dt>
          <dd>
            {d.carrera ? `${d.carrera.circuito} · ${formatDay(d.carrera.fechaInicio)}` : 'Carrera eliminada'}
            {d.vuelta !== null && <span className="tabular"> · vuelta {d.vuelta}</span>}
          </dd>
        </div>
        {own ? (
          <div>
            <dt>Piloto sancionado</dt>
            <dd>{driverName(d.usuarioDenunciado)}</dd>
          </div>
        ) : (
          <div>
            <dt>Pilotos</dt>
            <dd>
              {driverName(d.usuario)} reportó a {driverName(d.usuarioDenunciado)}
            </dd>
          </div>
        )}
        <div>
          <dt>Sanción</dt>
          <dd>{d.sancion ? penaltyText(d.sancion) : 'Sin sanción'}</dd>
        </div>
        <div>
          <dt>Fecha de la decisión</dt>
          <dd className="tabular">{formatDateTime(d.fecha)} (hora de la Ciudad de México)</dd>
        </div>
      </dl>
      <p className="decision__text">{d.explicacion}</p>
      {d.votacion && (
        <div className="decision__votes">
          <p>
            <strong>Votación del panel:</strong>{' '}
            <span className="tabular">
              {d.votacion.aFavor} de {d.votacion.votos}
            </span>{' '}
            votos a favor de la decisión.
          </p>
          <ul>
            {d.votacion.razonamientos.map((r, i) => (
              <li key={i}>
                <strong>{r.comisario ?? `Comisario ${i + 1}`}</strong> ({r.voto}): {r.razonamiento}
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.apelaciones.map((a, i) => (
        <p key={i} className="decision__text">
          <strong>Apelación de {driverName(a.piloto)}:</strong> {a.resultado}
          {a.sancionAnterior ? ` (antes: ${a.sancionAnterior})` : ''}
          {a.explicacion ? `. ${a.explicacion}` : ''}
        </p>
      ))}
    </li>
  );
}

/** 'Decisiones de comisarios' on the championship page: every decision, newest first, and each driver's licence points. */
export function DecisionsSection({ campeonatoId }: { campeonatoId: string }) {
  const { data, error, isLoading, mutate } = useDecisionLog(campeonatoId);
  let body;
  if (error && !data) body = <ErrorState message="No se pudieron cargar las decisiones de los comisarios." onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    body = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando decisiones...
        </span>
        <SkeletonLines lines={3} />
      </div>
    );
  else
    body = (
      <>
        {data.decisiones.length === 0 ? (
          <p className="muted">Los comisarios todavía no han tomado decisiones en este campeonato.</p>
        ) : (
          <ol className="decision-list">
            {data.decisiones.map((d, i) => (
              <DecisionItem key={`${d.numeroReporte ?? 'oficio'}-${d.fecha}-${i}`} d={d} />
            ))}
          </ol>
        )}
        <h3 className="decisions__subtitle">Puntos de licencia</h3>
        {data.puntosLicencia.length === 0 ? (
          <p className="muted">Ningún piloto tiene puntos de licencia en este campeonato.</p>
        ) : (
          <Table
            caption="Puntos de licencia acumulados por piloto en este campeonato"
            rowKey={(row) => row.piloto.id}
            rows={data.puntosLicencia}
            columns={[
              { key: 'piloto', header: 'Piloto', render: (row) => driverName(row.piloto) },
              { key: 'puntos', header: 'Puntos de licencia', align: 'end', numeric: true, render: (row) => row.puntosLicencia },
              {
                key: 'historial',
                header: 'Historial',
                render: (row) => (
                  <ul className="decisions__history">
                    {row.historial.map((h, i) => (
                      <li key={i} className={h.vigente ? undefined : 'muted'}>
                        <span className="tabular">{h.puntos}</span> en {h.carrera ? h.carrera.circuito : 'carrera eliminada'}
                        {h.vigente ? (h.caducaAntesDe ? ` · caducan antes de ${h.caducaAntesDe.circuito}` : '') : ' · caducados'}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        )}
        {(data.umbralesLicencia.length > 0 || data.caducidadCarreras !== null) && (
          <p className="muted">
            {data.umbralesLicencia.map((u) => `${u.puntos} puntos: ${u.sancion === 'carrera' ? 'una carrera de suspensión' : 'expulsión'}`).join(' · ')}
            {data.caducidadCarreras !== null ? `${data.umbralesLicencia.length ? ' · ' : ''}los puntos caducan tras ${data.caducidadCarreras === 1 ? '1 carrera' : `${data.caducidadCarreras} carreras`}` : ''}
          </p>
        )}
        <h3 className="decisions__subtitle">Suspensiones</h3>
        {data.suspensiones.length === 0 ? (
          <p className="muted">No hay pilotos suspendidos en este campeonato.</p>
        ) : (
          <ul className="decisions__history">
            {data.suspensiones.map((s) => (
              <li key={s.id}>
                <strong>{driverName(s.piloto)}</strong>: {s.sancion} {s.tipo === 'carrera' ? 'en' : 'desde'} {s.carrera ? `${s.carrera.circuito} · ${formatDay(s.carrera.fechaInicio)}` : 'carrera eliminada'} ({s.puntos} puntos, umbral de {s.umbral})
                {s.levantada ? ` · levantada el ${formatDateTime(s.levantada.fecha)}: ${s.levantada.motivo}` : ''}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <section className="decisions" aria-labelledby="decisiones-title">
      <h2 id="decisiones-title">
        <Gavel size={20} aria-hidden="true" /> Decisiones de comisarios
      </h2>
      {body}
    </section>
  );
}
