import { Save } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { FormFailure } from './field';
import { Modal } from './modal';

export interface FormModalProps {
  title: ReactNode;
  /** Ties the footer's submit button to the form. */
  formId: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  onClose: () => void;
  /** While saving: the buttons wait and the modal stays open. */
  busy: boolean;
  submitText: ReactNode;
  busyText?: string;
  submitIcon?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** The whole form's failure, said above the buttons. */
  failure?: string | null;
  /** Shown instead of the form while what it needs loads, or failed to; the submit button waits. */
  pending?: ReactNode;
  size?: 'default' | 'wide';
  children: ReactNode;
}

/**
 * A form in a modal: the fields, the form's failure (an alert) and a footer with Cancel and the submit
 * button. The fields show their own messages (label, hint and error tied to the control).
 */
export function FormModal({
  title,
  formId,
  className,
  onSubmit,
  onClose,
  busy,
  submitText,
  busyText = 'Guardando...',
  submitIcon = <Save size={18} aria-hidden="true" />,
  submitVariant,
  failure,
  pending,
  size,
  children,
}: FormModalProps) {
  return (
    <Modal
      open
      size={size}
      onClose={() => !busy && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} icon={submitIcon} busy={busy} busyText={busyText} disabled={Boolean(pending)}>
            {submitText}
          </Button>
        </>
      }
    >
      {pending || (
        <form id={formId} className={className} onSubmit={(event) => void onSubmit(event)} noValidate>
          {children}
          <FormFailure message={failure} />
        </form>
      )}
    </Modal>
  );
}
