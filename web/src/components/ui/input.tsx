import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydratingPage } from '@/lib/server-render';
import { fieldProps, FormField } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The id of a message outside the field (the whole form's failure) that makes it invalid. */
  invalidBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, hint, error, invalidBy, id, className, ref, required, readOnly, ...rest }: InputProps) {
  // A field the server rendered takes typing once the app has taken it over: the form's code would
  // otherwise empty what was typed before.
  const waitingForApp = useHydratingPage() !== null;
  return (
    <FormField label={label} hint={hint} error={error} invalidBy={invalidBy} id={id} required={required} className={className}>
      {(ids) => <input ref={ref} className="field__control" {...fieldProps(ids, error)} aria-required={required || undefined} readOnly={readOnly || waitingForApp} {...rest} />}
    </FormField>
  );
}
