import { CalendarPlus, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { CalendarLinks } from '@/lib/calendar-links';
import { useHydratingPage } from '@/lib/server-render';
import './add-to-calendar.css';

/**
 * 'Añadir a mi calendario' (the .ics, which the device opens in its calendar app or downloads) and
 * 'Google Calendar' (in a new tab), for a championship or a free event named by `subject`. `linksFor`
 * writes the links for the site's origin and the instant the screen was opened: while a page the
 * server rendered is taken over, the server's (so they read as the server wrote them), then the
 * browser's; only this small part renders again for it.
 */
export function AddToCalendar({ linksFor, subject, note }: { linksFor: (origin: string, openedAt: number) => CalendarLinks; subject: string; note?: string }) {
  const rendered = useHydratingPage();
  const [openedAt] = useState(() => rendered?.renderedAt ?? Date.now());
  const links = linksFor(rendered?.origin ?? window.location.origin, openedAt);
  return (
    <div className="add-to-calendar" role="group" aria-label={`Calendario: ${subject}`}>
      <div className="add-to-calendar__actions">
        <a className="btn btn--secondary btn--sm" href={links.ics} type="text/calendar">
          <CalendarPlus size={16} aria-hidden="true" />
          <span>Añadir a mi calendario</span>
        </a>
        <a className="btn btn--secondary btn--sm" href={links.google.href} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={16} aria-hidden="true" />
          <span>Google Calendar</span>
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <p className="add-to-calendar__hint muted">
        {note ? `${note} ` : ''}
        {links.google.hint}
      </p>
    </div>
  );
}
