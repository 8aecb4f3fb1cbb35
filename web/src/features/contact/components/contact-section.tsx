import { Mail, MapPin, Phone, Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_LIMITS, CONTACT_MSG, HONEYPOT_FIELD } from '@contracts/contact.messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage, type ContactPayload } from '../api/send-contact-message';
import './contact.css';

const EMPTY: ContactPayload = { name: '', email: '', phone: '', message: '', website: '' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; text: string } | { kind: 'error'; text: string; fields: Record<string, string> };

/** The form of spec 1 §4: idle, sending (all disabled, 'Enviando...'), success (cleared) or error. */
function ContactForm() {
  const [values, setValues] = useState<ContactPayload>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  const change = (field: keyof ContactPayload) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    // Editing a field clears the last message.
    if (status.kind === 'success' || status.kind === 'error') setStatus({ kind: 'idle' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      const body = await sendContactMessage(values);
      setValues(EMPTY);
      setStatus({ kind: 'success', text: body?.message ?? CONTACT_MSG.sent });
    } catch (err) {
      if (err instanceof ApiError) {
        const text = err.fromServer && err.status < 500 ? err.message : CONTACT_MSG.failed;
        setStatus({ kind: 'error', text, fields: err.errors ?? {} });
      } else {
        setStatus({ kind: 'error', text: CONTACT_MSG.unexpected, fields: {} });
      }
    }
  };

  const fieldError = (name: string) => (status.kind === 'error' ? status.fields[name] : undefined);

  return (
    <form className="contact-form" onSubmit={submit} noValidate={false} aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="visually-hidden">
        Envíanos un mensaje
      </h3>
      <div className="contact-form__grid">
        <Input label="Nombre" name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} value={values.name} onChange={change('name')} disabled={sending} error={fieldError('name')} />
        <Input label="Correo electrónico" name="email" type="email" autoComplete="email" required value={values.email} onChange={change('email')} disabled={sending} error={fieldError('email')} />
        <Input label="Teléfono" name="phone" type="tel" autoComplete="tel" required maxLength={CONTACT_LIMITS.phone} value={values.phone} onChange={change('phone')} disabled={sending} error={fieldError('phone')} />
      </div>
      <Textarea label="Mensaje" name="message" required rows={5} maxLength={CONTACT_LIMITS.message} value={values.message} onChange={change('message')} disabled={sending} error={fieldError('message')} />
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Sitio web
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
        </label>
      </div>
      <div className="contact-form__footer">
        <Button type="submit" icon={<Send size={18} aria-hidden="true" />} busy={sending} busyText="Enviando..." disabled={sending}>
          Enviar
        </Button>
        <div aria-live="polite">
          {status.kind === 'success' && <p className="form-success">{status.text}</p>}
          {status.kind === 'error' && (
            <p className="form-error" role="alert">
              {status.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** The contact section (#contactSection): phone, e-mail and the form. */
export function ContactSection({ email, phone, phoneHref, city }: { email: string; phone: string; phoneHref: string; city: string }) {
  return (
    <section id="contactSection" className="home-section home-section--plain" aria-labelledby="contactSection-title">
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
        <ContactForm />
      </div>
    </section>
  );
}
