import { Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { ImageWithPlaceholder } from './image-with-placeholder';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'El archivo debe ser una imagen JPEG, PNG, WebP o GIF';
export const IMAGE_SIZE_MESSAGE = 'El archivo es demasiado grande (máximo 5 MB)';
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface ImagePickerProps {
  label: string;
  /** The image already saved, shown until another is chosen. */
  currentUrl?: string | null;
  alt: string;
  onChange: (file: File | null) => void;
  hint?: string;
  error?: string;
  /** Round preview for profile photos. */
  round?: boolean;
  buttonText?: string;
  /** Shown while there is no image (initials for a person); a picture icon by default. */
  placeholder?: ReactNode;
}

/** Choose an image, see it before saving. Checks type and size here; the server checks the content. */
export function ImagePicker({ label, currentUrl, alt, onChange, hint, error, round = false, buttonText = 'Elegir imagen', placeholder }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setLocalError(IMAGE_TYPE_MESSAGE);
      onChange(null);
      event.target.value = '';
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setLocalError(IMAGE_SIZE_MESSAGE);
      onChange(null);
      event.target.value = '';
      return;
    }
    setLocalError(null);
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  const describedBy = [hint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'image-picker', shownError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-picker__row">
        <ImageWithPlaceholder
          src={preview ?? currentUrl}
          alt={preview ? `Vista previa: ${alt}` : alt}
          fallback={placeholder}
          className={['image-picker__preview', round ? 'image-picker__preview--round' : ''].join(' ')}
        />
        <div className="image-picker__actions">
          <label className="btn btn--secondary btn--md image-picker__button">
            <Upload size={16} aria-hidden="true" />
            <span>{buttonText}</span>
            <input
              type="file"
              accept={ACCEPT}
              className="visually-hidden"
              onChange={choose}
              aria-labelledby={`${id}-label`}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
            />
          </label>
          {hint && (
            <p id={`${id}-hint`} className="field__hint">
              {hint}
            </p>
          )}
          {shownError && (
            <p id={`${id}-error`} className="field__error">
              {shownError}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
