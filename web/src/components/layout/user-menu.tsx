import { FilePlus2, KeyRound, LayoutDashboard, LogIn, LogOut, Menu, UserPlus, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Modal } from '@/components/ui/modal';
import { isAdminRole } from '@/lib/roles';
import type { UserView as User } from '@contracts/identity.views';

export type MenuUser = Pick<User, 'nombre' | 'apellido' | 'email' | 'rol' | 'imagenPerfil'>;

/** The side menu: what a signed-in driver can do, or the way in for a visitor. */
export function UserMenu({ user }: { user: MenuUser | null }) {
  const { pathname } = useLocation();
  // Remembers the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <>
      <button
        type="button"
        className="user-menu__trigger"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        {user ? <Avatar src={user.imagenPerfil} nombre={user.nombre} apellido={user.apellido} size={32} decorative /> : <Menu size={20} aria-hidden="true" />}
        <span className="visually-hidden">Abrir menú de usuario:</span>
        <span className="user-menu__trigger-text">{user ? user.nombre : 'Mi cuenta'}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={user ? 'Tu cuenta' : 'Bienvenido'} variant="drawer">
        {user && (
          <div className="user-menu__who">
            <Avatar src={user.imagenPerfil} nombre={user.nombre} apellido={user.apellido} size={48} decorative />
            <div>
              <p className="user-menu__name">
                {user.nombre} {user.apellido}
              </p>
              <p className="user-menu__email">{user.email}</p>
            </div>
          </div>
        )}
        <nav aria-label="Menú de usuario">
          <ul className="user-menu__list">
            {user ? (
              <>
                {isAdminRole(user.rol) && <MenuLink to="/admin" icon={<LayoutDashboard size={18} />} label="Panel de administración" />}
                <MenuLink to="/perfil" icon={<UserRound size={18} />} label="Perfil" />
                <MenuLink to="/crearReporte" icon={<FilePlus2 size={18} />} label="Crear reporte" />
                <MenuLink to="/change-password" icon={<KeyRound size={18} />} label="Cambiar contraseña" />
                <MenuLink to="/logout" icon={<LogOut size={18} />} label="Cerrar sesión" />
              </>
            ) : (
              <>
                <MenuLink to="/login" icon={<LogIn size={18} />} label="Iniciar sesión" />
                <MenuLink to="/register" icon={<UserPlus size={18} />} label="Registrarse" />
              </>
            )}
          </ul>
        </nav>
      </Modal>
    </>
  );
}

function MenuLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <NavLink to={to} className="user-menu__link">
        <span aria-hidden="true">{icon}</span>
        {label}
      </NavLink>
    </li>
  );
}
