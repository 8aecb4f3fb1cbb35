import './admin-layout.css';
import { ArrowLeft, Bell, Clapperboard, CalendarDays, Medal, ClipboardList, CreditCard, Flag, Gauge, Gavel, Image, LayoutDashboard, Lock, LogOut, Mail, Menu, Receipt, ScrollText, Settings, ShieldCheck, Timer, Trophy, Users, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { isAvailable, type Feature } from '@/lib/features';
import { Brand } from './brand';
import type { MenuUser } from './user-menu';

/**
 * The sidebar entries of spec 2 §2, in its order; an entry with a `feature` shows once that feature
 * exists, one marked `superadmin` only to a superadmin, one marked `broadcast` to the broadcast team too
 * (which sees only those: docs/adr/0059). The server refuses everyone else anyway.
 */
const ALL_ADMIN_ENTRIES: { to: string; label: string; icon: LucideIcon; feature?: Feature; superadmin?: true; broadcast?: true }[] = [
  { to: '/admin/campeonatos', label: 'Campeonatos', icon: Trophy },
  { to: '/admin/carreras', label: 'Carreras', icon: Flag },
  { to: '/admin/temporadas', label: 'Series y temporadas', icon: Medal },
  { to: '/admin/eventos-unicos', label: 'Eventos Únicos', icon: CalendarDays },
  { to: '/admin/usuarios', label: 'Usuarios', icon: Users },
  { to: '/admin/reportes', label: 'Reportes', icon: ClipboardList, feature: 'reports' },
  { to: '/admin/comisarios', label: 'Comisarios', icon: Gavel, feature: 'reports' },
  { to: '/admin/pagos', label: 'Pagos', icon: CreditCard, feature: 'payments' },
  { to: '/admin/facturas', label: 'Facturas', icon: Receipt, feature: 'payments' },
  { to: '/admin/sponsors', label: 'Logos Sponsors', icon: Image },
  { to: '/admin/race-results-admin', label: 'Resultados de Carreras', icon: Timer },
  { to: '/admin/track-records', label: 'Récords de pista', icon: Gauge, feature: 'trackRecords' },
  { to: '/admin/contacto', label: 'Contacto', icon: Mail },
  { to: '/admin/avisos', label: 'Avisos a los inscritos', icon: Bell },
  { to: '/admin/transmision', label: 'Transmisión', icon: Clapperboard, broadcast: true },
  { to: '/admin/solicitudes-arco', label: 'Solicitudes ARCO', icon: ShieldCheck, feature: 'dataRights' },
  { to: '/admin/ajustes', label: 'Ajustes', icon: Settings },
  { to: '/admin/bitacora', label: 'Bitácora', icon: ScrollText, superadmin: true },
  { to: '/admin/datos-bloqueados', label: 'Datos bloqueados', icon: Lock, feature: 'dataRights', superadmin: true },
];

/** The entries of the sidebar and the dashboard for this role: those whose feature exists, the superadmin's only to him. */
export const adminEntriesFor = (rol: string) =>
  ALL_ADMIN_ENTRIES.filter((entry) => isAvailable(entry.feature) && (!entry.superadmin || rol === 'superadmin') && (rol !== 'transmision' || entry.broadcast));

/** A count shown beside an entry (unread messages …): the number, and what it counts for screen readers. */
export interface EntryBadge {
  count: number;
  label: string;
}

export function EntryCount({ badge }: { badge?: EntryBadge }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <span className="admin__count">
      <span aria-hidden="true">{badge.count}</span>
      <span className="visually-hidden">({badge.label})</span>
    </span>
  );
}

export function AdminLayout({ user, children, badges = {} }: { user: MenuUser; children: ReactNode; badges?: Record<string, EntryBadge> }) {
  const sidebarId = useId();
  const { pathname } = useLocation();
  // Open on the page it was opened on only: choosing an entry closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="admin">
      <a href="#contenido-admin" className="skip-link">
        Saltar al contenido
      </a>
      <header className="admin__bar">
        <button
          type="button"
          className="icon-button admin__toggle"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className="visually-hidden">{open ? 'Cerrar menú de administración' : 'Abrir menú de administración'}</span>
        </button>
        <Brand to="/admin" />
        <div className="admin__who">
          <Link to="/" className="admin__site-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Ver sitio
          </Link>
          <Avatar src={user.imagenPerfil} nombre={user.nombre} apellido={user.apellido} size={32} decorative />
        </div>
      </header>
      <div className="admin__body">
        <aside id={sidebarId} className={['admin__sidebar', open ? 'is-open' : ''].join(' ')}>
          <nav aria-labelledby={`${sidebarId}-title`}>
            <h2 id={`${sidebarId}-title`} className="admin__title">
              Panel de Administración
            </h2>
            <ul className="admin__links">
              <li>
                <NavLink to="/admin" end className="admin__link">
                  <LayoutDashboard size={18} aria-hidden="true" />
                  Inicio
                </NavLink>
              </li>
              {adminEntriesFor(user.rol).map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className="admin__link">
                    <Icon size={18} aria-hidden="true" />
                    {label}
                    <EntryCount badge={badges[to]} />
                  </NavLink>
                </li>
              ))}
              <li className="admin__links-end">
                <Link to="/logout" className="admin__link">
                  <LogOut size={18} aria-hidden="true" />
                  Cerrar sesión
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
        <main id="contenido-admin" className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
