import { Clapperboard, FilePlus2, Gavel, KeyRound, LayoutDashboard, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmailText } from '@/components/ui/email-text';
import { Modal } from '@/components/ui/modal';
import { isAvailable } from '@/lib/features';
import { isAdminRole } from '@/lib/roles';
import type { MenuUser } from './menu-user';

/** The user menu's drawer: loaded when the menu is first opened. */
export default function UserMenuDrawer({ user, open, onClose }: { user: MenuUser | null; open: boolean; onClose: () => void }) {
  return (
      <Modal open={open} onClose={onClose} title={user ? 'Tu cuenta' : 'Bienvenido'} variant="drawer">
        {user && (
          <div className="user-menu__who">
            <Avatar src={user.imagenPerfil} nombre={user.nombre} apellido={user.apellido} size={48} decorative />
            <div>
              <p className="user-menu__name">
                {user.nombre} {user.apellido}
              </p>
              <p className="user-menu__email">
                <EmailText email={user.email} />
              </p>
            </div>
          </div>
        )}
        <nav aria-label="Menú de usuario">
          <ul className="user-menu__list">
            {user ? (
              <>
                {isAdminRole(user.rol) && <MenuLink to="/admin" icon={<LayoutDashboard size={18} />} label="Panel de administración" />}
                {user.rol === 'transmision' && <MenuLink to="/admin/transmision" icon={<Clapperboard size={18} />} label="Transmisión" />}
                {user.rol === 'comisario' && isAvailable('reports') && <MenuLink to="/comisarios" icon={<Gavel size={18} />} label="Reportes por decidir" />}
                <MenuLink to="/perfil" icon={<UserRound size={18} />} label="Perfil" />
                {isAvailable('reports') && <MenuLink to="/crearReporte" icon={<FilePlus2 size={18} />} label="Crear reporte" />}
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
