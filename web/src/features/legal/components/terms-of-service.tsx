import { Link } from 'react-router-dom';
import './legal.css';

const LAST_UPDATE = '22/11/2026';

/** The six sections the specification asks for: acceptance, service use, account, privacy, modifications, contact. */
export function TermsOfService({ contactEmail }: { contactEmail: string }) {
  return (
    <article className="legal">
      <header className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1>Términos y condiciones</h1>
        <p className="muted">Última actualización: {LAST_UPDATE}</p>
      </header>

      <nav className="legal__toc" aria-label="Contenido">
        <ol>
          <li>
            <a href="#aceptacion">Aceptación de los términos</a>
          </li>
          <li>
            <a href="#uso">Uso del servicio</a>
          </li>
          <li>
            <a href="#cuenta">Cuenta de usuario</a>
          </li>
          <li>
            <a href="#privacidad">Privacidad</a>
          </li>
          <li>
            <a href="#modificaciones">Modificaciones</a>
          </li>
          <li>
            <a href="#contacto">Contacto</a>
          </li>
        </ol>
      </nav>

      <section id="aceptacion" aria-labelledby="aceptacion-title">
        <h2 id="aceptacion-title">1. Aceptación de los términos</h2>
        <p>
          Al registrarte, iniciar sesión o usar cualquier parte de Parrilla aceptas estos términos y condiciones. Si no estás de acuerdo con
          alguno de ellos, te pedimos que no uses el sitio. Estos términos aplican a todas las personas que visitan el sitio, se inscriben en un
          campeonato o participan en un evento.
        </p>
      </section>

      <section id="uso" aria-labelledby="uso-title">
        <h2 id="uso-title">2. Uso del servicio</h2>
        <p>
          Parrilla organiza campeonatos y eventos de carreras en simuladores. Te comprometes a usar el sitio de buena fe: respetar a los demás
          pilotos, seguir el reglamento de cada competencia y las decisiones de los comisarios, y no intentar alterar resultados, suplantar a otra
          persona ni afectar el funcionamiento del servicio.
        </p>
        <p>
          Los campeonatos con costo se pagan con tarjeta a través de un proveedor de pagos seguro; la inscripción queda confirmada cuando el pago
          se completa. Los eventos únicos son gratuitos. Los resultados se publican una hora después de terminar cada competencia.
        </p>
      </section>

      <section id="cuenta" aria-labelledby="cuenta-title">
        <h2 id="cuenta-title">3. Cuenta de usuario</h2>
        <p>
          Para inscribirte necesitas una cuenta con datos reales y un correo al que tengas acceso. Eres responsable de mantener tu contraseña en
          secreto y de toda la actividad realizada con tu cuenta; si sospechas de un uso no autorizado, cámbiala de inmediato y avísanos.
        </p>
        <p>
          Podemos suspender o eliminar cuentas que incumplan estos términos o el reglamento deportivo. Una cuenta suspendida puede consultar su
          perfil, pero no puede inscribirse, pagar ni levantar reportes.
        </p>
      </section>

      <section id="privacidad" aria-labelledby="privacidad-title">
        <h2 id="privacidad-title">4. Privacidad</h2>
        <p>
          Usamos tus datos (nombre, correo, foto de perfil y tu actividad en las competencias) solo para operar los campeonatos, publicar
          resultados y comunicarnos contigo. No vendemos tus datos. Tu correo solo lo ven los administradores. Si aceptaste recibir noticias,
          puedes dejar de recibirlas cuando quieras.
        </p>
        <p>Puedes pedir que eliminemos tu cuenta; conservaremos únicamente lo necesario para los registros de pagos y reportes, sin tus datos personales.</p>
      </section>

      <section id="modificaciones" aria-labelledby="modificaciones-title">
        <h2 id="modificaciones-title">5. Modificaciones</h2>
        <p>
          Podemos actualizar estos términos para reflejar cambios en el servicio o en la ley. Publicaremos la versión vigente en esta página con
          su fecha de actualización; si el cambio es importante te avisaremos por correo. Seguir usando el sitio después de un cambio significa que
          aceptas la nueva versión.
        </p>
      </section>

      <section id="contacto" aria-labelledby="contacto-title">
        <h2 id="contacto-title">6. Contacto</h2>
        <p>
          Si tienes dudas sobre estos términos o sobre tus datos, escríbenos a <a href={`mailto:${contactEmail}`}>{contactEmail}</a> o usa el
          formulario de la <Link to={{ pathname: '/', hash: '#contactSection' }}>sección de contacto</Link>.
        </p>
      </section>
    </article>
  );
}
