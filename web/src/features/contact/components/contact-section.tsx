import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useNearViewport } from '@/lib/use-near-viewport';
import './contact.css';

/**
 * The form brings the zod rules it shares with the server and the forms library (about 43 KB of
 * gzipped JavaScript, more than the home page's own code): a chunk of its own, loaded when the section
 * comes within a window's height of the screen, so a visit that does not go down to it never loads it.
 */
const ContactForm = lazy(() => import('./contact-form'));

function FormPlaceholder() {
  return (
    <div className="contact-form" aria-busy="true">
      <span className="visually-hidden">Cargando el formulario de contacto…</span>
      <SkeletonLines lines={6} />
    </div>
  );
}

/** The contact section (#contactSection): phone, e-mail and the form. */
export function ContactSection({ email, phone, phoneHref, city }: { email: string; phone: string; phoneHref: string; city: string }) {
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={sectionRef} id="contactSection" className="home-section home-section--plain" aria-labelledby="contactSection-title">
      <div className="container contact-layout">
        <div>
          <p className="eyebrow">Hablemos</p>
          <h2 id="contactSection-title" className="home-section__title">
            <span className="home-section__icon" aria-hidden="true">
              <Mail size={24} />
            </span>
            Contáctanos
          </h2>
          <p className="home-section__lead">¿Dudas sobre un campeonato, patrocinios o tu inscripción? Escríbenos.</p>
          <ul className="contact-list">
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={phoneHref}>{phone}</a>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <span>{city}</span>
            </li>
          </ul>
          <p className="muted">
            Consulta también nuestros <Link to="/terminos-y-condiciones">términos y condiciones</Link>.
          </p>
        </div>
        {near ? (
          <Suspense fallback={<FormPlaceholder />}>
            <ContactForm />
          </Suspense>
        ) : (
          <FormPlaceholder />
        )}
      </div>
    </section>
  );
}
