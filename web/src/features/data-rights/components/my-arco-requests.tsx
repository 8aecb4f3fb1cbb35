import { ARCO_KIND_LABELS, ARCO_STATE_LABELS, type ArcoRequestView } from '@contracts/data-rights.contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListStates } from '@/components/ui/list-states';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useMyArcoRequests } from '../api/data-rights';

const tone = (s: ArcoRequestView['estado']) => (s === 'atendida' ? 'success' : s === 'negada' ? 'danger' : 'warning');

/** The person's own requests, with where each stands and the answer. */
export function MyArcoRequests() {
  const { data, error, mutate } = useMyArcoRequests();
  return (
    <Card as="section" aria-labelledby="mis-solicitudes-arco">
      <h2 id="mis-solicitudes-arco" className="profile__section-title">
        Mis solicitudes
      </h2>
      <ListStates
        data={data?.solicitudes}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel="Cargando tus solicitudes…"
        errorMessage="No pudimos cargar tus solicitudes."
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="muted">Aún no has hecho ninguna solicitud.</p>}
      >
        {(rows) => (
          <Table
            caption="Mis solicitudes ARCO"
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { key: 'tipo', header: 'Tipo', render: (r) => ARCO_KIND_LABELS[r.tipo] },
              { key: 'fecha', header: 'Enviada', render: (r) => formatDateTime(r.creadaEn) },
              { key: 'estado', header: 'Estado', render: (r) => <Badge tone={tone(r.estado)}>{ARCO_STATE_LABELS[r.estado]}</Badge> },
              { key: 'plazo', header: 'Respuesta a más tardar', render: (r) => (r.respondidaEn ? '—' : formatDateTime(r.venceEn)) },
              { key: 'respuesta', header: 'Respuesta', render: (r) => r.respuesta ?? 'Pendiente' },
            ]}
          />
        )}
      </ListStates>
    </Card>
  );
}
