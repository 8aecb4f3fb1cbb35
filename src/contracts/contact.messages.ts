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
