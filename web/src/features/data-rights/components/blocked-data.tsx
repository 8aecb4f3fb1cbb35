import { ArrowLeft, Download, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BlockedAccountView, KeptRowView, KeptSectionView } from '@contracts/data-rights.contract';
import { es } from '@contracts/spanish-contractions';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { CursorPagination } from '@/components/ui/pagination';
import { Table } from '@/components/ui/table';
import { formatDate, formatDateTime } from '@/lib/format';
import { useBlockedAccount, useBlockedAccounts } from '../api/data-rights';

const LOGGED = 'Cada consulta de esta pantalla, y cada archivo descargado, queda registrada en la Bitácora con tu nombre, la hora y desde dónde.';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const FILE_LABELS: Record<string, string> = { pdfKey: 'PDF', xmlKey: 'XML' };

/** What is kept of an account, in words: "Pagos: 1 · Facturas: 1". */
function keptSummary(account: BlockedAccountView): string {
  if (account.eliminadaEn) return 'Nada: sus datos ya se eliminaron';
  const parts = account.conservado.filter((c) => c.filas > 0).map((c) => `${c.titulo}: ${c.filas}`);
  return parts.length > 0 ? parts.join(' · ') : 'Ningún pago ni factura';
}

/** A stored value as a person reads it: instants in Mexico City time, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Datos bloqueados' (superadmin): the cancelled accounts a page at a time ('Anterior' / 'Siguiente'), what the law keeps of each and until when. */
export function BlockedAccounts() {
  // The places of the pages gone through, kept for 'Anterior' (docs/adr/0064).
  const [places, setPlaces] = useState<string[]>([]);
  const { data, error, mutate } = useBlockedAccounts(places[places.length - 1]);
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Datos bloqueados</h1>
        <p>
          Lo que la ley obliga a conservar de las cuentas canceladas: pagos y facturas, 5 años desde el pago (Código Fiscal de la Federación, art. 30). Nadie más puede verlos; al terminar
          su plazo se eliminan solos.
        </p>
        <p className="muted">{LOGGED}</p>
      </header>
      <ListStates
        data={data}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel="Cargando las cuentas canceladas…"
        errorMessage="No pudimos cargar las cuentas canceladas."
        isEmpty={(d) => d.cuentas.length === 0}
        empty={<EmptyState icon={<ShieldOff size={28} />} title="Sin cuentas canceladas" message="Ninguna persona ha cancelado su cuenta: no hay datos bloqueados." />}
      >
        {(d) => (
          <Table
            caption="Cuentas canceladas"
            rows={d.cuentas}
            rowKey={(c) => c.userId}
            columns={[
              { key: 'cuenta', header: 'Cuenta', render: (c) => (c.email ? `${c.nombre} (${c.email})` : c.nombre) },
              { key: 'cancelada', header: 'Cancelada', render: (c) => formatDateTime(c.bloqueadaEn) },
              {
                key: 'hasta',
                header: 'Se conserva hasta',
                render: (c) => (c.eliminadaEn ? <Badge tone="neutral">{`Eliminados el ${formatDate(c.eliminadaEn)}`}</Badge> : formatDate(c.conservarHasta)),
              },
              { key: 'conservado', header: 'Qué se conserva', render: keptSummary },
              {
                key: 'acciones',
                header: <span className="visually-hidden">Acciones</span>,
                label: 'Acciones',
                actions: true,
                render: (c) =>
                  c.eliminadaEn ? (
                    '—'
                  ) : (
                    <Link className="btn btn--secondary btn--sm" to={`/admin/datos-bloqueados/${encodeURIComponent(c.userId)}`} aria-label={es`Ver datos bloqueados de ${c.nombre}`}>
                      Ver datos
                    </Link>
                  ),
              },
            ]}
          />
        )}
      </ListStates>
      {data && !error && (
        <CursorPagination
          page={places.length + 1}
          hasNext={data.siguiente !== null}
          onPrevious={() => setPlaces(places.slice(0, -1))}
          onNext={() => data.siguiente && setPlaces([...places, data.siguiente])}
        />
      )}
    </div>
  );
}

function KeptRow({ section, row, index }: { section: KeptSectionView; row: KeptRowView; index: number }) {
  const title = `${section.titulo} ${index + 1}`;
  return (
    <article className="card blocked-data__row" aria-label={title}>
      <h3 className="blocked-data__row-title">{title}</h3>
      <p className="muted">{row.conservarHasta ? `Se conserva hasta el ${formatDate(row.conservarHasta)}` : 'Se conserva mientras la cuenta siga bloqueada'}</p>
      <dl className="blocked-data__fields">
        {Object.entries(row.datos).map(([campo, valor]) => (
          <div key={campo}>
            <dt>{campo}</dt>
            <dd>{shown(valor)}</dd>
          </div>
        ))}
      </dl>
      {row.archivos.length > 0 && (
        <p className="blocked-data__files">
          {row.archivos.map((a) => (
            <a key={a.columna} className="btn btn--secondary btn--sm" href={a.url} download aria-label={es`Descargar el ${FILE_LABELS[a.columna] ?? a.columna} de ${title.toLowerCase()}`}>
              <Download size={16} aria-hidden="true" /> {FILE_LABELS[a.columna] ?? a.columna}
            </a>
          ))}
        </p>
      )}
    </article>
  );
}

/** One cancelled account's kept rows: each table with why it is kept, each row with until when and its files. */
export function BlockedAccountDetail({ userId }: { userId: string }) {
  const { data, error, mutate } = useBlockedAccount(userId);
  return (
    <div className="stack">
      <p>
        <Link to="/admin/datos-bloqueados">
          <ArrowLeft size={16} aria-hidden="true" /> Volver a datos bloqueados
        </Link>
      </p>
      <header className="page-header">
        <h1>{data ? `Datos bloqueados de ${data.cuenta.nombre}` : 'Datos bloqueados'}</h1>
        {data && (
          <dl className="blocked-data__summary">
            <div>
              <dt>Correo</dt>
              <dd>{data.cuenta.email || '—'}</dd>
            </div>
            <div>
              <dt>Cancelada</dt>
              <dd>{formatDateTime(data.cuenta.bloqueadaEn)}</dd>
            </div>
            <div>
              <dt>{data.cuenta.eliminadaEn ? 'Eliminados' : 'Se conservan hasta'}</dt>
              <dd>{formatDate(data.cuenta.eliminadaEn ?? data.cuenta.conservarHasta)}</dd>
            </div>
          </dl>
        )}
        <p className="muted">{LOGGED}</p>
      </header>
      <ListStates
        data={data}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel="Cargando los datos conservados…"
        errorMessage="No pudimos cargar los datos de esta cuenta."
        isEmpty={(d) => d.secciones.every((s) => s.filas.length === 0)}
        empty={<EmptyState icon={<ShieldOff size={28} />} title="Nada que conservar" message="De esta cuenta no se conserva ningún pago ni factura." />}
      >
        {(d) =>
          d.secciones
            .filter((s) => s.filas.length > 0)
            .map((s) => (
              <section key={s.tabla} className="stack" aria-labelledby={`bloqueados-${s.tabla}`}>
                <h2 id={`bloqueados-${s.tabla}`}>{s.titulo}</h2>
                <p>
                  <strong>Por qué se conserva:</strong> {s.motivo}
                </p>
                {s.filas.map((row, i) => (
                  <KeptRow key={row.id ?? i} section={s} row={row} index={i} />
                ))}
              </section>
            ))
        }
      </ListStates>
    </div>
  );
}
