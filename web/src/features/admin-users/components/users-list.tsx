import { Pencil, Search, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Input } from '@/components/ui/input';
import { CursorPagination } from '@/components/ui/pagination';
import { Table, type Column } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { isAdminRole, ROL_LABELS } from '@/lib/roles';
import { useDebounced } from '@/lib/use-debounced';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { USERS_PAGE } from '@contracts/identity.contract';
import type { UserView as User } from '@contracts/identity.views';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import './admin-users.css';
import { es } from '@contracts/spanish-contractions';

const SEARCH_DELAY_MS = 300;

/** What the server refuses an admin about a superadmin (DOMAIN-RULES §1), said before they try. */
const SUPERADMIN_ONLY = 'Solo un superadministrador puede modificar a otro superadministrador';

/** The admin's user list, a page at a time ('Anterior' / 'Siguiente'): search, edit, and delete after confirming. */
export function UsersList({ currentUserId, viewerIsSuperadmin = false }: { currentUserId: string; viewerIsSuperadmin?: boolean }) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The places of the pages gone through, kept for 'Anterior'; a new search starts again at its first page.
  const [trail, setTrail] = useState<{ query: string; places: string[] }>({ query: '', places: [] });
  const places = trail.query === query ? trail.places : [];
  const { data: answer, error, isValidating, mutate } = useUsers(query, places[places.length - 1]);
  const data = answer?.data;
  const page = places.length + 1;
  const from = (page - 1) * USERS_PAGE.size + 1;
  const [toDelete, setToDelete] = useState<User | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteUser();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      toast.success('Usuario eliminado', ADMIN_TOAST);
      setToDelete(null);
    } catch (err) {
      const detail = err instanceof ApiError && err.fromServer && err.status < 500 ? `: ${err.message}` : '';
      toast.error(`Error al eliminar el usuario${detail}`, ADMIN_TOAST);
      setToDelete(null);
    }
  };

  const columns: Column<User>[] = [
    {
      key: 'usuario',
      header: 'Usuario',
      render: (user) => (
        <span className="users-list__person">
          <Avatar src={user.imagenPerfil} nombre={user.nombre} apellido={user.apellido} size={36} decorative />
          <span>
            <span className="users-list__name">
              {user.nombre} {user.apellido}
            </span>
            {user.username && <span className="users-list__username">@{user.username}</span>}
          </span>
        </span>
      ),
    },
    { key: 'email', header: 'Correo', render: (user) => <span className="users-list__email">{user.email}</span> },
    { key: 'rol', header: 'Rol', render: (user) => <Badge tone={isAdminRole(user.rol) ? 'accent' : 'neutral'}>{ROL_LABELS[user.rol]}</Badge> },
    {
      key: 'estado',
      header: 'Estado',
      render: (user) => (user.suspendido ? <Badge tone="danger">Suspendido</Badge> : <Badge tone="success">Activo</Badge>),
    },
    { key: 'alta', header: 'Registro', numeric: true, render: (user) => formatDate(user.createdAt) },
    {
      key: 'acciones',
      actions: true,
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      render: (user) => (
        <span className="users-list__actions">
          {user.rol === 'superadmin' && !viewerIsSuperadmin ? (
            <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} disabled title={SUPERADMIN_ONLY} aria-label={es`Editar a ${user.nombre} ${user.apellido}: ${SUPERADMIN_ONLY}`}>
              Editar
            </Button>
          ) : (
            <LinkButton
              to={`/admin/usuarios/editar/${user.id}`}
              variant="secondary"
              size="sm"
              icon={<Pencil size={16} aria-hidden="true" />}
              aria-label={es`Editar a ${user.nombre} ${user.apellido}`}
            >
              Editar
            </LinkButton>
          )}
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => setToDelete(user)}
            disabled={user.id === currentUserId || (user.rol === 'superadmin' && !viewerIsSuperadmin)}
            title={user.id === currentUserId ? 'No puedes eliminar tu propia cuenta' : user.rol === 'superadmin' && !viewerIsSuperadmin ? SUPERADMIN_ONLY : undefined}
            aria-label={es`Eliminar a ${user.nombre} ${user.apellido}`}
          >
            Eliminar
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="users-list" aria-labelledby="users-title">
      <header className="admin-page__header">
        <div>
          <h1 id="users-title">Usuarios</h1>
          <p>Busca pilotos, edita sus datos, suspende cuentas o elimínalas.</p>
        </div>
      </header>
      <form className="users-list__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Search className="users-list__search-icon" size={18} aria-hidden="true" />
        <Input
          label="Buscar usuarios"
          type="search"
          placeholder="Nombre, apellido o correo"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </form>
      <p className="users-list__count muted" aria-live="polite">
        {data && !error
          ? page === 1 && !answer.siguiente
            ? `${data.length} ${data.length === 1 ? 'usuario' : 'usuarios'}${query ? ` para “${query}”` : ''}`
            : `Usuarios ${from}–${from + data.length - 1}${query ? ` para “${query}”` : ''}`
          : ''}
        {isValidating && data ? ' · Actualizando…' : ''}
      </p>
      <ListStates
        data={data}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando usuarios..."
        errorMessage="Error al cargar los usuarios"
        isEmpty={(users) => users.length === 0}
        empty={
          <EmptyState
            icon={<Users size={28} />}
            title={query ? 'Sin resultados' : 'Aún no hay usuarios'}
            message={query ? `Ningún usuario coincide con “${query}”.` : 'Cuando los pilotos se registren aparecerán aquí.'}
          />
        }
      >
        {(users) => <Table columns={columns} rows={users} rowKey={(user) => user.id} caption="Lista de usuarios" />}
      </ListStates>
      {answer && !error && (
        <CursorPagination
          page={page}
          hasNext={answer.siguiente !== null}
          onPrevious={() => setTrail({ query, places: places.slice(0, -1) })}
          onNext={() => answer.siguiente && setTrail({ query, places: [...places, answer.siguiente] })}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar usuario?"
        message={
          toDelete && (
            <p>
              Se eliminará la cuenta de <strong>{`${toDelete.nombre} ${toDelete.apellido}`}</strong> ({toDelete.email}). Sus datos personales se borran, su sesión
              se cierra y no se puede deshacer. Sus pagos y reportes se conservan.
            </p>
          )
        }
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

