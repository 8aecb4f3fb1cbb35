import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { fieldProps, FormField } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hint, error, id, className, ref, rows = 4, required, ...rest }: TextareaProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id} required={required} className={className}>
      {(ids) => (
        <textarea ref={ref} rows={rows} className="field__control field__control--textarea" {...fieldProps(ids, error)} aria-required={required || undefined} {...rest} />
      )}
    </FormField>
  );
}
