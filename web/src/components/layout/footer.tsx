import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Brand } from './brand';
import { CHAMPIONS_PATH, CONTACT, SEASONS_PATH, FUEL_CALCULATOR_PATH, SOCIAL_LINKS } from './nav-items';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Brand />
          <p className="muted">Campeonatos y eventos de sim racing para la comunidad mexicana. Cinco campeonatos al año, una sola parrilla.</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            Enlaces rápidos
          </h2>
          <ul className="footer__list">
            <li>
              <Link to="/">Inicio</Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: '#campeonatoslistcontainer' }}>Campeonatos</Link>
            </li>
            <li>
              <Link to="/race-result">Resultados de carreras</Link>
            </li>
            <li>
              <Link to={SEASONS_PATH}>Temporadas</Link>
            </li>
            <li>
              <Link to={CHAMPIONS_PATH}>Salón de campeones</Link>
            </li>
            <li>
              <Link to={FUEL_CALCULATOR_PATH}>Calculadora de combustible</Link>
            </li>
            <li>
              <Link to="/terminos-y-condiciones">Términos y condiciones</Link>
            </li>
            <li>
              <Link to="/aviso-de-privacidad">Aviso de privacidad</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__title">
            Síguenos
          </h2>
          <ul className="footer__list">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <ExternalLink size={14} aria-hidden="true" />
                  <span className="visually-hidden"> (se abre en otra pestaña)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer__title">Contacto</h2>
          <ul className="footer__list footer__contact">
            <li>
              <Mail size={16} aria-hidden="true" />
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </li>
            <li>
              <Phone size={16} aria-hidden="true" />
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            </li>
            <li>
              <MapPin size={16} aria-hidden="true" />
              <span>{CONTACT.city}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer__legal">
        <p>© {new Date().getFullYear()} Parrilla. Hecho en México por y para pilotos virtuales.</p>
      </div>
    </footer>
  );
}
