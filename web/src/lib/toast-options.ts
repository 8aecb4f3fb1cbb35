import type { ToastOptions } from 'react-toastify';

/** The admin screens close their toasts sooner than the public site (spec 2 §9). */
export const ADMIN_TOAST: ToastOptions = { autoClose: 3000 };
