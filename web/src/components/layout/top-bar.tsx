import { Fuel, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './brand';
import { FUEL_CALCULATOR_PATH, HOME_SECTIONS, RECORDS_PATH } from './nav-items';
import { UserMenu, type MenuUser } from './user-menu';

/** The sticky bar: home sections, the fuel calculator, the user menu. */
export function TopBar({ user }: { user: MenuUser | null }) {
  const navId = useId();
  const { pathname, hash } = useLocation();
  // Open for the address it was opened on only: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = `${pathname}${hash}`;
  const navOpen = openOn === here;

  return (
    <header className="top-bar">
      <div className="top-bar__inner container">
        <Brand />
        <button
          type="button"
          className="icon-button top-bar__nav-toggle"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setOpenOn(navOpen ? null : here)}
        >
          {navOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className="visually-hidden">{navOpen ? 'Cerrar navegación' : 'Abrir navegación'}</span>
        </button>
        <nav id={navId} className={['top-bar__nav', navOpen ? 'is-open' : ''].join(' ')} aria-label="Principal">
          <ul className="top-bar__links">
            {HOME_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link to={{ pathname: '/', hash: `#${section.id}` }} className="top-bar__link">
                  {section.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={RECORDS_PATH} className="top-bar__link">
                Récords
              </Link>
            </li>
            <li>
              <Link to={FUEL_CALCULATOR_PATH} className="top-bar__link top-bar__link--tool">
                <Fuel size={16} aria-hidden="true" />
                Calculadora
              </Link>
            </li>
          </ul>
        </nav>
        <div className="top-bar__user">
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
