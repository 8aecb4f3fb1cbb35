/** What the contact calls answer: declared once for the API and the admin inbox. */

/** A stored message as the admin inbox shows it. */
export interface ContactMessageView {
  id: string;
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  /** When an admin first opened it; null while unread. */
  readAt: string | null;
  /** When it was marked answered; null while pending. */
  answeredAt: string | null;
  respondido: boolean;
}

export interface ContactInboxCounts {
  /** Never opened by an admin. */
  sinLeer: number;
  /** Not marked answered. */
  pendientes: number;
}

/** GET /api/contact/admin: newest first. */
export interface ContactInboxPage extends ContactInboxCounts {
  mensajes: ContactMessageView[];
  paginacion: { total: number; paginas: number; paginaActual: number; porPagina: number };
  /** `despues` for the next (older) page; null on the last (docs/adr/0063). */
  siguiente: string | null;
  /** `antes` for the page before (newer); null on the first. */
  anterior: string | null;
}

/** PUT /api/contact/admin/{id}/respondido. */
export interface ContactAnsweredAnswer {
  message: string;
  data: ContactMessageView;
}
