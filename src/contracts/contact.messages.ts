/** Contact form messages and limits, free of zod for the home page. */
export const CONTACT_MSG = {
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El correo es requerido',
  emailInvalid: 'Email inválido',
  phoneRequired: 'El teléfono es requerido',
  phoneInvalid: 'Teléfono inválido',
  messageRequired: 'El mensaje es requerido',
  sent: '¡Mensaje enviado con éxito!',
  failed: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
  unexpected: 'Ocurrió un error inesperado.',
  tooMany: 'Has enviado demasiados mensajes. Inténtalo de nuevo en una hora.',
} as const;

export const CONTACT_LIMITS = { name: 100, phone: 30, message: 5000, perHour: 5 } as const;

/** The hidden field people never see; a bot that fills it is answered as usual and nothing is kept. */
export const HONEYPOT_FIELD = 'website';

/** The admin inbox (/admin/contacto). */
export const CONTACT_INBOX_MSG = {
  title: 'Mensajes de contacto',
  filter: 'El filtro debe ser "pendientes" o "respondidos"',
  page: 'La página debe ser un número entero entre 1 y 10,000',
  limit: 'El tamaño de página debe ser un número entero entre 1 y 100',
  lostPage: 'La página pedida no es válida: vuelve al inicio de la lista',
  answered: 'Indica si el mensaje está respondido (true o false)',
  notFound: 'Mensaje de contacto no encontrado',
  markedAnswered: 'Mensaje marcado como respondido',
  markedPending: 'Mensaje marcado como pendiente',
} as const;

export const CONTACT_INBOX_LIMITS = { pageSize: 20, maxPageSize: 100, maxPage: 10_000 } as const;

/** The inbox filters: messages not yet answered, and answered ones. */
export const CONTACT_FILTERS = ['pendientes', 'respondidos'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
