import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldProps, FormField } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The id of a message outside the field (the whole form's failure) that makes it invalid. */
  invalidBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, hint, error, invalidBy, id, className, ref, required, ...rest }: InputProps) {
  return (
    <FormField label={label} hint={hint} error={error} invalidBy={invalidBy} id={id} required={required} className={className}>
      {(ids) => <input ref={ref} className="field__control" {...fieldProps(ids, error)} aria-required={required || undefined} {...rest} />}
    </FormField>
  );
}
