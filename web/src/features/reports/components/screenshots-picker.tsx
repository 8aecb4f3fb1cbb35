import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { REPORT_LIMITS, REPORT_MSG } from '@contracts/stewarding.messages';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@/components/ui/image-picker';

const ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Up to five screenshots, each previewed with a button to take it out. Type and size are checked
 * here with the server's words; the server sniffs the content again and has the last word.
 */
export function ScreenshotsPicker({ files, onChange, error, disabled }: { files: File[]; onChange: (files: File[]) => void; error?: string; disabled?: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const full = files.length >= REPORT_LIMITS.screenshots;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      if (!ALLOWED_TYPES.includes(file.type)) found.push(`${file.name}: ${IMAGE_TYPE_MESSAGE}`);
      else if (file.size > MAX_IMAGE_BYTES) found.push(`${file.name}: ${IMAGE_SIZE_MESSAGE}`);
      else accepted.push(file);
    }
    const room = REPORT_LIMITS.screenshots - files.length;
    if (accepted.length > room) found.push(REPORT_MSG.tooManyScreenshots);
    setProblems(found);
    if (accepted.length && room > 0) onChange([...files, ...accepted.slice(0, room)]);
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const messages = [...problems, ...(error ? [error] : [])];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={['field', 'report-shots', messages.length ? 'field--invalid' : ''].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="field__label">Capturas de pantalla (opcional)</legend>
      <p id={hintId} className="field__hint">
        Hasta {REPORT_LIMITS.screenshots} imágenes JPEG, PNG, WebP o GIF de 5 MB como máximo cada una. Llevas {files.length} de {REPORT_LIMITS.screenshots}.
      </p>
      {files.length > 0 && (
        <ul className="report-shots__list">
          {files.map((file, i) => (
            <li key={`${file.name}-${file.lastModified}-${i}`} className="report-shots__item">
              <img src={previews[i]} alt={`Vista previa de la captura ${i + 1}: ${file.name}`} className="report-shots__img" />
              <span className="report-shots__name">{file.name}</span>
              <button type="button" className="btn btn--ghost btn--sm report-shots__remove" onClick={() => remove(i)}>
                <X size={16} aria-hidden="true" />
                <span>
                  Quitar<span className="visually-hidden"> la captura {i + 1} ({file.name})</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={['btn', 'btn--secondary', 'btn--md', 'report-shots__add', full ? 'is-disabled' : ''].filter(Boolean).join(' ')}>
        <ImagePlus size={16} aria-hidden="true" />
        <span>{files.length ? 'Añadir más capturas' : 'Elegir capturas'}</span>
        <input
          ref={input}
          type="file"
          multiple
          accept={ALLOWED_TYPES.join(',')}
          className="visually-hidden"
          disabled={full || disabled}
          onChange={choose}
          aria-describedby={[hintId, messages.length ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={messages.length ? true : undefined}
        />
      </label>
      {messages.length > 0 && (
        <div id={errorId} className="field__error" role="alert">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
