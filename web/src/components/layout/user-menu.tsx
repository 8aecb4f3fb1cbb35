import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import type { MenuUser } from './menu-user';

// The drawer's code (the dialog, its links and icons) loads with the first opening, not with the page.
const UserMenuDrawer = lazy(() => import('./user-menu-drawer'));

export type { MenuUser };

/** The side menu: what a signed-in driver can do, or the way in for a visitor. */
export function UserMenu({ user }: { user: MenuUser | null }) {
  const { pathname } = useLocation();
  // Remembers the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Once opened, the drawer stays mounted (closed), as a dialog that returns the focus on closing.
  const [opened, setOpened] = useState(false);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => {
    if (value) setOpened(true);
    setOpenOn(value ? pathname : null);
  };

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
      {opened && (
        <Suspense fallback={null}>
          <UserMenuDrawer user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
