import { X } from 'lucide-react';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';

function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="Toastify__close-button Toastify__close-button--dark" aria-label="Cerrar aviso" onClick={closeToast}>
      <X size={16} aria-hidden="true" />
    </button>
  );
}

/** Where the toasts show: loaded with the first toast (see lib/toast). */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover theme="dark" transition={Slide} newestOnTop closeOnClick={false} closeButton={ToastCloseButton} />;
}
