import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { adminEntriesFor, EntryCount, type EntryBadge } from '@/components/layout/admin-layout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DashboardAttention } from './dashboard-attention';
import './dashboard.css';

const DESCRIPTIONS: Record<string, string> = {
  '/admin/campeonatos': 'Crea y edita campeonatos, precios, premios y calendario.',
  '/admin/carreras': 'Circuitos, fechas, duraciones, clima y videos.',
  '/admin/eventos-unicos': 'Eventos gratuitos de una sola fecha.',
  '/admin/usuarios': 'Busca pilotos, edita datos y suspende cuentas.',
  '/admin/reportes': 'Revisa y resuelve los reportes de incidentes.',
  '/admin/comisarios': 'Asigna comisarios a cada campeonato para que decidan sus reportes.',
  '/admin/pagos': 'Pagos con tarjeta, pagos manuales y estadísticas.',
  '/admin/facturas': 'Facturas por emitir: lo que piden los pilotos, con su pago, para marcarlas emitidas y exportarlas.',
  '/admin/sponsors': 'Logos y enlaces de los patrocinadores.',
  '/admin/temporadas': 'Series, cierre de temporadas y la siguiente temporada.',
  '/admin/race-results-admin': 'Importa resultados de iRacing y analízalos.',
  '/admin/track-records': 'Mejores vueltas por circuito y auto, y las sugeridas desde los resultados.',
  '/admin/contacto': 'Lee los mensajes del formulario de contacto y márcalos como respondidos.',
  '/admin/transmision': 'Overlays para OBS: arma sus enlaces y, durante la carrera, elige qué muestran.',
  '/admin/avisos': 'Envía una notificación a los dispositivos de los inscritos en un campeonato y ve a cuántos llegó.',
  '/admin/ajustes': 'Los canales de Discord y la conexión con iRacing.',
  '/admin/bitacora': 'Quién cambió qué, cuándo y desde dónde: cada cambio del personal y cada inicio de sesión.',
  '/admin/datos-bloqueados': 'Pagos y facturas que la ley conserva de las cuentas canceladas; cada consulta queda en la Bitácora.',
};

export function AdminDashboardRoute({ name, rol, badges = {} }: { name: string; rol: string; badges?: Record<string, EntryBadge> }) {
  useDocumentTitle('Panel de administración');
  return (
    <section aria-labelledby="dashboard-title">
      <header className="admin-page__header">
        <div>
          <h1 id="dashboard-title">Bienvenido al Panel de Administración</h1>
          <p>Hola, {name}. ¿Qué quieres gestionar hoy?</p>
        </div>
      </header>
      <DashboardAttention />
      <h2 className="dashboard__subtitle">Secciones</h2>
      <ul className="dashboard-grid">
        {adminEntriesFor(rol).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="dashboard-card">
              <span className="dashboard-card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <span className="dashboard-card__text">
                <span className="dashboard-card__title">
                  {label}
                  <EntryCount badge={badges[to]} />
                </span>
                <span className="dashboard-card__description">{DESCRIPTIONS[to]}</span>
              </span>
              <ChevronRight className="dashboard-card__chevron" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
