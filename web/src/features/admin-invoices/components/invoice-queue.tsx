import { Download, FileCheck2, Receipt } from 'lucide-react';
import { useState } from 'react';
import { INVOICE_MSG, INVOICE_STATE_LABELS } from '@contracts/invoicing.messages';
import type { InvoiceRequestView } from '@contracts/invoicing.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Table, type Column } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { formatDateTime, formatMoney } from '@/lib/format';
import { FIRST_PLACE_PAGE, stepFrom } from '@/lib/place-pages';
import { invoiceCsvUrl, useInvoiceQueue, type QueueFilter } from '../api/invoice-queue';
import { IssueInvoiceModal } from './issue-invoice-modal';
import './admin-invoices.css';
import { es } from '@contracts/spanish-contractions';

const FILTERS: { id: QueueFilter; label: string; empty: string }[] = [
  { id: 'pendiente', label: 'Por emitir', empty: 'No hay facturas por emitir.' },
  { id: 'emitida', label: 'Emitidas', empty: 'Todavía no se ha emitido ninguna factura.' },
  { id: 'todas', label: 'Todas', empty: 'Ningún piloto ha pedido factura todavía.' },
];

function QueueList({ filter, onIssue }: { filter: QueueFilter; onIssue: (request: InvoiceRequestView) => void }) {
  const [page, setPage] = useState(FIRST_PLACE_PAGE);
  const { data, error, mutate } = useInvoiceQueue(filter, page);
  const columns: Column<InvoiceRequestView>[] = [
    { key: 'estado', header: 'Estado', render: (r) => <Badge tone={r.estado === 'emitida' ? 'success' : 'warning'}>{INVOICE_STATE_LABELS[r.estado]}</Badge> },
    { key: 'solicitada', header: 'Solicitada', numeric: true, render: (r) => formatDateTime(r.solicitadaEn) },
    {
      key: 'receptor',
      header: 'Receptor',
      render: (r) => (
        <span className="invoice-queue__stack">
          <strong>{r.rfc}</strong>
          <span>{r.razonSocial}</span>
          <span className="muted">
            Régimen {r.regimenFiscal} · uso {r.usoCfdi} · C.P. {r.codigoPostal}
          </span>
          <span className="muted invoice-queue__email">{r.email}</span>
        </span>
      ),
    },
    {
      key: 'pago',
      header: 'Pago',
      render: (r) =>
        r.pago ? (
          <span className="invoice-queue__stack">
            <strong className="tabular">{formatMoney(r.pago.monto, { withCode: true })}</strong>
            <span className="tabular">{r.pago.fechaPago ? formatDateTime(r.pago.fechaPago) : ''}</span>
            <span>{r.pago.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}</span>
            <span className="muted">{r.pago.piloto ? `${r.pago.piloto.nombre} ${r.pago.piloto.apellido}` : ''}</span>
            {/* A payment refunded (or changed) after the request: the admin sees it before issuing. */}
            {r.pago.estado !== 'completado' && <Badge tone="danger">{`Pago ${r.pago.estado}`}</Badge>}
          </span>
        ) : (
          <span className="muted">Pago eliminado</span>
        ),
    },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: 'Acciones',
      align: 'end',
      actions: true,
      render: (r) =>
        r.estado === 'pendiente' ? (
          <Button size="sm" icon={<FileCheck2 size={16} aria-hidden="true" />} onClick={() => onIssue(r)} aria-label={es`Marcar emitida la factura de ${r.rfc}`}>
            Marcar emitida
          </Button>
        ) : !r.pdfUrl ? (
          // A cancelled account's invoice: its files are blocked, the superadmin reads them in 'Datos bloqueados'.
          <span className="muted">Archivos bloqueados</span>
        ) : (
          <span className="invoice-queue__files">
            <a className="btn btn--secondary btn--sm" href={r.pdfUrl ?? undefined} download aria-label={es`PDF de la factura de ${r.rfc}`}>
              PDF
            </a>
            <a className="btn btn--secondary btn--sm" href={r.xmlUrl ?? undefined} download aria-label={es`XML de la factura de ${r.rfc}`}>
              XML
            </a>
          </span>
        ),
    },
  ];
  return (
    <ListStates
      data={data}
      error={error}
      onRetry={mutate}
      loadingLabel="Cargando solicitudes de factura..."
      errorMessage="No se pudieron cargar las solicitudes de factura."
      isEmpty={(d) => d.facturas.length === 0}
      empty={<EmptyState icon={<Receipt size={28} />} title="Sin solicitudes" message={FILTERS.find((f) => f.id === filter)!.empty} />}
    >
      {(d) => (
        <div className="invoice-queue__list">
          <Table caption={`Solicitudes de factura: ${FILTERS.find((f) => f.id === filter)!.label.toLowerCase()}`} columns={columns} rows={d.facturas} rowKey={(r) => r.id} />
          <Pagination page={d.paginacion.paginaActual} pages={d.paginacion.paginas} onChange={(to) => setPage(stepFrom({ page: d.paginacion.paginaActual, siguiente: d.siguiente, anterior: d.anterior }, to))} />
        </div>
      )}
    </ListStates>
  );
}

/** /admin/facturas: the drivers' invoice requests with the payment beside each, to issue and export. */
export function InvoiceQueue() {
  const [filter, setFilter] = useState<QueueFilter>('pendiente');
  const [issuing, setIssuing] = useState<InvoiceRequestView | null>(null);
  const { data } = useInvoiceQueue('pendiente');
  return (
    <section aria-labelledby="invoice-queue-title" className="invoice-queue">
      <header className="admin-page__header">
        <div>
          <h1 id="invoice-queue-title">{INVOICE_MSG.queueTitle}</h1>
          <p>
            Las facturas (CFDI) que pidieron los pilotos, con el pago de cada una. Emítela en tu sistema de facturación y márcala emitida adjuntando el PDF y el XML: el piloto recibe un correo y
            las descarga desde su perfil.
            {data && (
              <>
                {' '}
                <strong>{data.pendientes === 1 ? '1 por emitir' : `${data.pendientes} por emitir`}</strong>.
              </>
            )}
          </p>
        </div>
        <a className="btn btn--secondary btn--md" href={invoiceCsvUrl(filter)} download>
          <Download size={18} aria-hidden="true" /> Exportar CSV
        </a>
      </header>
      <Tabs
        label="Filtrar solicitudes"
        value={filter}
        onChange={(id) => setFilter(id as QueueFilter)}
        tabs={FILTERS.map((f) => ({ id: f.id, label: f.label, content: <QueueList key={f.id} filter={f.id} onIssue={setIssuing} /> }))}
      />
      {issuing && <IssueInvoiceModal request={issuing} onClose={() => setIssuing(null)} />}
    </section>
  );
}
