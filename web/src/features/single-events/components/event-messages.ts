import type { ToastOptions } from 'react-toastify';

/** The single event pages toast for 2 s at the top centre (spec 2 §9). */
export const EVENT_TOAST: ToastOptions = { position: 'top-center', autoClose: 2000 };

/** The detail page's words for sign-up and leave (spec 1 §5 and §8). */
export const REGISTRATION_MSG = {
  loginRequired: 'Debes iniciar sesión para inscribirte en el evento',
  registerFailed: 'Error al inscribirse al evento',
  unregisterFailed: 'Error al darse de baja del evento',
  confirmLeave: '¿Estás seguro de que deseas darte de baja de este evento?',
  full: 'El evento está lleno',
} as const;
