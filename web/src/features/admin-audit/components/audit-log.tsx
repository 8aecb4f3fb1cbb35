import { Download, Filter, ScrollText, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { auditActionLabel } from '@contracts/audit.messages';
import type { AuditEntryView } from '@contracts/audit.views';
import type { Rol } from '@contracts/identity.views';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ListStates } from '@/components/ui/list-states';
import { CursorPagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Table, type Column } from '@/components/ui/table';
import { fieldErrorsOf, messageOf } from '@/lib/api-client';
import { FIRST_PLACE_PAGE, stepFrom } from '@/lib/place-pages';
import { ROL_LABELS } from '@/lib/roles';
import { auditCsvHref, NO_AUDIT_FILTERS, useAuditLog, type AuditFilters } from '../api/audit-log';
import './audit-log.css';

/** A stored value as a person reads it: nothing is '—', text as it is, the rest as JSON. */
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

const rolLabel = (rol: string | null) => (rol && rol in ROL_LABELS ? ROL_LABELS[rol as Rol] : rol);

const columns: Column<AuditEntryView>[] = [
  { key: 'fecha', header: 'Fecha', numeric: true, render: (e) => <time dateTime={e.creadoEl}>{e.fecha}</time> },
  {
    key: 'persona',
    header: 'Persona',
    render: (e) => (
      <span className="audit-log__who">
        <span className="audit-log__text">{e.actor}</span>
        {e.actorRol && <span className="muted">{rolLabel(e.actorRol)}</span>}
      </span>
    ),
  },
  {
    key: 'accion',
    header: 'Acción',
    // The words first; the code under them is what the filters, the CSV and the console name.
    render: (e) => (
      <span className="audit-log__who">
        <span>{auditActionLabel(e.accion)}</span>
        <code className="audit-log__code muted">{e.accion}</code>
      </span>
    ),
  },
  {
    key: 'objeto',
    header: 'Objeto',
    render: (e) => (
      <span className="audit-log__who">
        <span>{e.objetoTipo}</span>
        {(e.objetoNombre || e.objetoId) && <span className="audit-log__text muted">{e.objetoNombre ?? e.objetoId}</span>}
      </span>
    ),
  },
  {
    key: 'cambios',
    header: 'Cambios',
    render: (e) =>
      e.cambios.length === 0 ? (
        '—'
      ) : (
        <ul className="audit-log__changes">
          {e.cambios.map((c) => (
            <li key={c.campo}>
              <strong>{c.campo}</strong>: <span className="audit-log__text">{shown(c.antes)}</span> → <span className="audit-log__text">{shown(c.despues)}</span>
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: 'origen',
    header: 'Origen',
    render: (e) =>
      e.ip || e.navegador ? (
        <span className="audit-log__who">
          {e.ip && <span className="tabular">{e.ip}</span>}
          {e.navegador && <span className="audit-log__text audit-log__browser muted">{e.navegador}</span>}
        </span>
      ) : (
        'Consola'
      ),
  },
];

/** /admin/bitacora, the superadmin's: who changed what, when (Mexico City time) and from where, filtered and paged. */
export function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(FIRST_PLACE_PAGE);
  const { data, error, isValidating, mutate } = useAuditLog(applied, page);
  const fieldErrors = fieldErrorsOf(error);
  const filtered = Object.values(applied).some((v) => v.trim() !== '');
  const drafted = Object.values(draft).some((v) => v.trim() !== '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(FIRST_PLACE_PAGE);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    setApplied(NO_AUDIT_FILTERS);
    setPage(FIRST_PLACE_PAGE);
  };
  const set = (field: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  // No total is counted (docs/adr/0063): one page says how many; more say which entries are shown.
  const count = (answer: NonNullable<typeof data>) => {
    const n = answer.entradas.length;
    const within = filtered ? ' con estos filtros' : '';
    if (answer.page === 1 && !answer.siguiente) return `${n} ${n === 1 ? 'entrada' : 'entradas'}${within}`;
    const from = (answer.page - 1) * answer.limit + 1;
    return `Entradas ${from}–${from + n - 1}${within}`;
  };

  return (
    <section className="audit-log" aria-labelledby="audit-title">
      <header className="admin-page__header">
        <div>
          <h1 id="audit-title">Bitácora</h1>
          <p>Cada cambio del personal, cada inicio de sesión y cada cambio de seguridad de las cuentas: quién, cuándo (hora del centro de México) y desde dónde. Nadie puede editarla ni borrarla.</p>
        </div>
      </header>
      <form className="audit-log__filters" onSubmit={apply} aria-label="Filtrar la bitácora" noValidate>
        <Input label="Persona" placeholder="Correo, id o «consola»" value={draft.persona} onChange={set('persona')} error={fieldErrors.persona} autoComplete="off" />
        <Select label="Acción" placeholder="Todas" value={draft.accion} onChange={set('accion')} options={(data?.acciones ?? []).map((a) => ({ value: a, label: `${auditActionLabel(a)} (${a})` }))} error={fieldErrors.accion} />
        <Select label="Objeto" placeholder="Todos" value={draft.objeto} onChange={set('objeto')} options={(data?.objetos ?? []).map((o) => ({ value: o, label: o }))} error={fieldErrors.objeto} />
        <Input label="Desde" type="date" value={draft.desde} onChange={set('desde')} error={fieldErrors.desde} />
        <Input label="Hasta" type="date" value={draft.hasta} onChange={set('hasta')} error={fieldErrors.hasta} />
        <div className="audit-log__buttons">
          <Button type="submit" icon={<Filter size={16} aria-hidden="true" />}>
            Filtrar
          </Button>
          <Button type="button" variant="secondary" icon={<X size={16} aria-hidden="true" />} onClick={clear} disabled={!filtered && !drafted}>
            Limpiar
          </Button>
          <a className="btn btn--secondary btn--md" href={auditCsvHref(applied)} download>
            <Download size={16} aria-hidden="true" />
            Descargar CSV
          </a>
        </div>
      </form>
      <p className="audit-log__count muted" aria-live="polite">
        {data && !error ? count(data) : ''}
        {isValidating && data ? ' · Actualizando…' : ''}
      </p>
      <ListStates
        data={data}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando la bitácora..."
        errorMessage={messageOf(error, 'No se pudo cargar la bitácora.')}
        isEmpty={(answer) => answer.entradas.length === 0}
        empty={
          <EmptyState
            icon={<ScrollText size={28} />}
            title={filtered ? 'Sin resultados' : 'La bitácora está vacía'}
            message={filtered ? 'Ninguna entrada coincide con estos filtros.' : 'Aquí aparecerá cada cambio del personal y cada inicio de sesión.'}
          />
        }
      >
        {(answer) => (
          <div className="audit-log__list">
            <Table caption="Entradas de la bitácora, de la más reciente a la más antigua" columns={columns} rows={answer.entradas} rowKey={(e) => e.id} compact />
            <CursorPagination page={answer.page} hasNext={answer.siguiente !== null} onPrevious={() => setPage(stepFrom(answer, answer.page - 1))} onNext={() => setPage(stepFrom(answer, answer.page + 1))} />
          </div>
        )}
      </ListStates>
    </section>
  );
}
