import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydratingPage } from '@/lib/server-render';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'lg';
  fullWidth?: boolean;
  icon?: ReactNode;
}

function classes({ variant = 'primary', size = 'md', fullWidth }: StyleProps, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, fullWidth ? 'btn--full' : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** While true the button is disabled and reads `busyText` (the specification's busy wording). */
  busy?: boolean;
  busyText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, icon, busy = false, busyText, disabled, className, children, type = 'button', ref, ...rest }: ButtonProps) {
  // A form the server rendered submits only once the app has taken it over: before, the browser would
  // send it by itself (a sign-in's password in the address). A button with an action waits too: a tap
  // before the takeover would be lost ('Inscribirme' on a free event's page did nothing).
  const waitingForApp = useHydratingPage() !== null && (type === 'submit' || rest.onClick !== undefined);
  return (
    <button
      ref={ref}
      type={type}
      className={classes({ variant, size, fullWidth }, className)}
      disabled={disabled || busy || waitingForApp}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size={16} /> : icon}
      <span>{busy && busyText ? busyText : children}</span>
    </button>
  );
}

export type LinkButtonProps = LinkProps & StyleProps;

/** A link that looks like a button, for navigation that reads as an action ('Regístrate'). */
export function LinkButton({ variant, size, fullWidth, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={classes({ variant, size, fullWidth }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
