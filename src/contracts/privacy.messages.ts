/** The privacy notice's purposes, processors and texts, shared by the API, the CLI and the web app. */

/** What the site needs the data for: accepted with the account, never switched off. */
export const NECESSARY_PURPOSES = ['campeonatos', 'pagos', 'facturas', 'comisarios'] as const;
export type NecessaryPurpose = (typeof NECESSARY_PURPOSES)[number];

/** What a person may allow or refuse one by one: off until he turns it on. */
export const VOLUNTARY_PURPOSES = ['correosNovedades', 'mencionesDiscord', 'nombreCompleto'] as const;
export type VoluntaryPurpose = (typeof VOLUNTARY_PURPOSES)[number];

export const NECESSARY_PURPOSE_LABELS: Record<NecessaryPurpose, string> = {
  campeonatos: 'Organizar los campeonatos y eventos: inscripciones, listas de inscritos, resultados y clasificaciones',
  pagos: 'Cobrar las inscripciones y hacer los reembolsos',
  facturas: 'Emitir las facturas que pidas',
  comisarios: 'Revisar los reportes de incidentes y aplicar las sanciones',
};

export const VOLUNTARY_PURPOSE_LABELS: Record<VoluntaryPurpose, string> = {
  correosNovedades: 'Recibir correos con las novedades de la liga: nuevos campeonatos y eventos',
  mencionesDiscord: 'Ser mencionado por nombre en el Discord de la liga',
  nombreCompleto: 'Aparecer con mi nombre completo en las páginas públicas (si no, se muestra tu nombre y la inicial de tu apellido)',
};

/** Where the site sends data. The mail provider cannot be turned off: password recovery and receipts need it. */
export const PROCESSORS = ['stripe', 'correo', 'discord', 'google', 'iracing'] as const;
export type Processor = (typeof PROCESSORS)[number];
export const PROCESSORS_ALWAYS_ON: readonly Processor[] = ['correo'];

export const PROCESSOR_INFO: Record<Processor, { nombre: string; datos: string; motivo: string; pais: string }> = {
  stripe: {
    nombre: 'Stripe',
    datos: 'Tu nombre, tu correo y el importe de cada pago; los datos de tu tarjeta los captura Stripe y nunca llegan a este sitio.',
    motivo: 'Cobrar las inscripciones con tarjeta, OXXO o SPEI y hacer los reembolsos.',
    pais: 'Estados Unidos',
  },
  correo: {
    nombre: 'Proveedor de correo',
    datos: 'Tu correo y el texto de cada mensaje que el sitio te envía.',
    motivo: 'Enviarte la confirmación de tus pagos, la recuperación de tu contraseña y los avisos de tus inscripciones.',
    pais: 'México o el país del proveedor que la liga contrate',
  },
  discord: {
    nombre: 'Discord',
    datos: 'Los resultados publicados, las decisiones de los comisarios y, solo si lo autorizas, tu nombre.',
    motivo: 'Publicar los avisos de la liga en su servidor de Discord.',
    pais: 'Estados Unidos',
  },
  google: {
    nombre: 'Google (inicio de sesión)',
    datos: 'Solo si eliges «Continuar con Google»: Google nos envía tu nombre, tu correo y tu foto.',
    motivo: 'Permitirte entrar sin contraseña.',
    pais: 'Estados Unidos',
  },
  iracing: {
    nombre: 'iRacing',
    datos: 'Tu número de cliente de iRacing (cust_id) para leer tus resultados y tu licencia.',
    motivo: 'Importar los resultados de las carreras de la liga y revisar los requisitos de licencia.',
    pais: 'Estados Unidos',
  },
};

/** What a person reads when something would send data to a processor the league turned off (Ajustes › Privacidad). */
export const PROCESSOR_OFF_MSG = {
  stripe: 'La liga desactivó Stripe en Ajustes › Privacidad: no se envía nada a Stripe.',
  stripeCheckout: 'La liga no cobra en línea por ahora (desactivó Stripe en sus ajustes de privacidad). Pide a un administrador que registre tu pago.',
  stripeAdmin: 'La liga desactivó Stripe en Ajustes › Privacidad: los pilotos no pueden pagar en línea. Registra sus pagos a mano.',
  discord: 'La liga desactivó Discord en Ajustes › Privacidad: no se envía nada a Discord.',
  iracing: 'La liga desactivó iRacing en Ajustes › Privacidad: no se consulta ni se envía nada a iRacing.',
} as const;

/** How a consent was given: at registration with a password, at the first sign-in with Google, or answering the notice's new version. */
export const CONSENT_WAYS = ['registro', 'google', 'aviso'] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];
export const CONSENT_WAY_LABELS: Record<ConsentWay, string> = {
  registro: 'Al crear tu cuenta',
  google: 'Al entrar por primera vez con Google',
  aviso: 'Al responder el aviso actualizado',
};

export const PRIVACY_LIMITS = { markdown: 50_000, nombre: 120, domicilio: 300, correo: 254 } as const;

/** What a public page shows instead of the name of a driver whose account was cancelled. */
export const RETIRED_DRIVER_NAME = 'Piloto retirado';

export const PRIVACY_MSG = {
  superadminOnly: 'Solo un superadministrador puede publicar el aviso de privacidad',
  markdownRequired: 'Escribe el texto del aviso',
  markdownTooLong: `El aviso debe tener como máximo ${PRIVACY_LIMITS.markdown.toLocaleString('es-MX')} caracteres`,
  purposesInvalid: 'Elige finalidades de la lista',
  published: (version: number) => `Publicaste la versión ${version} del aviso de privacidad`,
  choicesSaved: 'Guardamos tus preferencias de privacidad',
  choiceInvalid: 'Indica sí o no para cada finalidad',
  versionRequired: 'Indica la versión del aviso que respondes',
  versionNotCurrent: 'El aviso cambió mientras lo leías. Vuelve a leerlo y responde otra vez.',
  nothingPending: 'No tienes avisos pendientes de responder',
  accepted: 'Gracias. Guardamos tu respuesta al aviso de privacidad.',
  refused: 'Guardamos tu respuesta: tu cuenta sigue activa solo con las finalidades necesarias.',
  answerInvalid: 'Indica si aceptas o rechazas las nuevas finalidades',
  settingsSaved: 'Guardamos los datos de la liga y los encargados',
  nameRequired: 'Escribe el nombre de la liga',
  domicileRequired: 'Escribe el domicilio de la liga',
  emailInvalid: 'Escribe un correo válido',
  processorAlwaysOn: 'El proveedor de correo no se puede desactivar: el sitio lo necesita para recuperar contraseñas y enviar recibos',
  processorInvalid: 'Elige encargados de la lista',
} as const;
