/** Sponsor messages, free of zod for the screens. */
export const SPONSOR_MSG = {
  nameRequired: 'El nombre del sponsor es obligatorio.',
  logoRequired: 'El logo es obligatorio para un nuevo sponsor.',
  linkInvalid: 'El enlace debe ser una URL válida (http o https).',
  created: 'Sponsor añadido correctamente.',
  updated: 'Sponsor actualizado correctamente.',
  deleted: 'Sponsor eliminado correctamente.',
} as const;
