import { Link } from 'react-router-dom';
import './privacy-short.css';

/** What each form collects the data for. */
const PURPOSE_OF = {
  registro: 'para crear tu cuenta, inscribirte en campeonatos y eventos y publicar tus resultados',
  perfil: 'para mostrar tu perfil de piloto y encontrar tus resultados de iRacing',
  factura: 'solo para emitir ante el SAT la factura que pides',
  reembolso: 'solo para depositarte el reembolso',
  contacto: 'solo para responder tu mensaje',
} as const;

export type PrivacyShortPlace = keyof typeof PURPOSE_OF;

/**
 * The 'aviso de privacidad simplificado' shown where data is asked: who is responsible, what these
 * data are for, that the voluntary purposes are opt-in, and the links to the full notice and the
 * processors. Static text, so it draws with the form and moves nothing.
 */
export function PrivacyShort({ place }: { place: PrivacyShortPlace }) {
  return (
    <p className="privacy-short">
      <strong>Aviso de privacidad simplificado.</strong> La liga que administra este sitio es responsable de estos datos y los usa {PURPOSE_OF[place]}. Las finalidades
      voluntarias (correos de novedades, menciones en Discord y tu nombre completo en páginas públicas) solo se activan si tú lo decides. Consulta el{' '}
      <Link to="/aviso-de-privacidad">aviso de privacidad integral</Link>, con el nombre, domicilio y correo de la liga, y{' '}
      <Link to="/aviso-de-privacidad/encargados">a dónde van tus datos</Link>.
    </p>
  );
}
