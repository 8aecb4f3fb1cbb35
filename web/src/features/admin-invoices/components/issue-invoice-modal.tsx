import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { INVOICE_LIMITS, INVOICE_MSG, type InvoiceFileKind as Kind } from '@contracts/invoicing.messages';
import type { InvoiceRequestView } from '@contracts/invoicing.views';
import { FieldError, FieldHint } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { fieldErrorsOf, messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useIssueInvoice } from '../api/invoice-queue';

/**
 * What the browser can check before sending: present and within the size limit (the server checks the content).
 * Two files and no text: not a react-hook-form form, since the contract has no schema for uploads; the
 * limit and the messages are the contract's own (`INVOICE_LIMITS`, `INVOICE_MSG`), so the rule has one home.
 */
function fileProblem(file: File | null, kind: Kind): string | null {
  if (!file) return kind === 'pdf' ? INVOICE_MSG.pdfRequired : INVOICE_MSG.xmlRequired;
  if (file.size > INVOICE_LIMITS.fileBytes) return INVOICE_MSG.fileTooLarge;
  return null;
}

function FileField({ kind, label, accept, error, onPick }: { kind: Kind; label: string; accept: string; error?: string; onPick: (file: File | null) => void }) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={kind}
        className="field__control"
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
      <FieldHint id={`${id}-hint`}>Máximo 5 MB.</FieldHint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** 'Marcar emitida': attaches the PDF and XML the admin issued; the driver is mailed and downloads them. */
export function IssueInvoiceModal({ request, onClose }: { request: InvoiceRequestView; onClose: () => void }) {
  const [files, setFiles] = useState<Record<Kind, File | null>>({ pdf: null, xml: null });
  const [errors, setErrors] = useState<Partial<Record<Kind, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger, isMutating: busy } = useIssueInvoice();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { pdf: fileProblem(files.pdf, 'pdf') ?? undefined, xml: fileProblem(files.xml, 'xml') ?? undefined };
    setErrors(found);
    setFailure(null);
    if (found.pdf || found.xml || !files.pdf || !files.xml) return;
    try {
      const answer = await trigger({ id: request.id, pdf: files.pdf, xml: files.xml });
      toast.success(answer.message, ADMIN_TOAST);
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors({ pdf: fields.pdf, xml: fields.xml });
      if (!fields.pdf && !fields.xml) setFailure(messageOf(err, 'No se pudo marcar la factura como emitida. Inténtalo de nuevo.'));
    }
  };

  return (
    <FormModal
      title={`Marcar emitida: ${request.rfc}`}
      formId="issue-invoice-form"
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      busyText="Subiendo..."
      submitText="Marcar emitida"
      submitIcon={<Upload size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p>
        {request.razonSocial} · régimen {request.regimenFiscal} · uso {request.usoCfdi} · C.P. {request.codigoPostal}
      </p>
      <FileField kind="pdf" label="PDF de la factura" accept="application/pdf,.pdf" error={errors.pdf} onPick={(pdf) => setFiles((f) => ({ ...f, pdf }))} />
      <FileField kind="xml" label="XML de la factura (CFDI)" accept="application/xml,text/xml,.xml" error={errors.xml} onPick={(xml) => setFiles((f) => ({ ...f, xml }))} />
    </FormModal>
  );
}
