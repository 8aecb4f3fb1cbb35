import { Plus, X } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { REPORT_LIMITS } from '@contracts/stewarding.messages';

/** The messages of the video links: one for the list, one per row (indexed like the rows). */
export interface VideoErrors {
  list?: string;
  rows: (string | undefined)[];
}

/** Up to three video links, one per row, added and taken out with buttons. */
export function VideoLinks({ value, onChange, onBlur, errors, disabled, ref }: { value: string[]; onChange: (links: string[]) => void; onBlur?: () => void; errors: VideoErrors; disabled?: boolean; ref?: Ref<{ focus: () => void }> }) {
  const id = useId();
  const rows = useRef<(HTMLInputElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);
  // The form focuses the list when a refusal marks it first: the first row marked takes it. The form asks
  // before it has drawn the messages, so the focus is given again as the next render is committed, before
  // the messages are on screen: never later (a timer would take the focus from a field the person has
  // already moved to, and what was typed there with it).
  const focusMarked = useRef(false);
  const firstMarked = () => rows.current.find((row) => row?.getAttribute('aria-invalid') === 'true') ?? rows.current[0] ?? addButton.current;
  useImperativeHandle(ref, () => ({
    focus: () => {
      focusMarked.current = true;
      firstMarked()?.focus();
    },
  }));
  useLayoutEffect(() => {
    if (!focusMarked.current) return;
    focusMarked.current = false;
    firstMarked()?.focus();
  });

  useEffect(() => {
    if (focusRow.current === null) return;
    const target = focusRow.current;
    focusRow.current = null;
    if (target < 0) addButton.current?.focus();
    else rows.current[target]?.focus();
  });

  const add = () => {
    focusRow.current = value.length;
    onChange([...value, '']);
  };
  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    focusRow.current = next.length ? Math.min(index, next.length - 1) : -1;
    onChange(next);
  };

  return (
    <fieldset className={['field', 'report-videos', errors.list ? 'field--invalid' : ''].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className="field__label">Enlaces de video (opcional)</legend>
      <p id={`${id}-hint`} className="field__hint">
        Hasta {REPORT_LIMITS.videos} videos de YouTube o Twitch con el momento del incidente en t= (por ejemplo ?t=754 o ?t=12m34s).
      </p>
      {value.map((link, i) => {
        const inputId = `${id}-${i}`;
        const error = errors.rows[i];
        return (
          <div key={i} className={['report-videos__row', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
            <div className="report-videos__input">
              <label className="visually-hidden" htmlFor={inputId}>
                Enlace de video {i + 1}
              </label>
              <input
                id={inputId}
                ref={(el) => {
                  rows.current[i] = el;
                }}
                type="url"
                inputMode="url"
                className="field__control"
                placeholder="https://"
                value={link}
                onChange={(event) => onChange(value.map((v, j) => (j === i ? event.target.value : v)))}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${id}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
              />
              {error && (
                <p id={`${inputId}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
            <button type="button" className="btn btn--ghost btn--md" onClick={() => remove(i)}>
              <X size={16} aria-hidden="true" />
              <span className="visually-hidden">Quitar el enlace de video {i + 1}</span>
            </button>
          </div>
        );
      })}
      {value.length < REPORT_LIMITS.videos && (
        <button ref={addButton} type="button" className="btn btn--secondary btn--sm report-videos__add" onClick={add}>
          <Plus size={16} aria-hidden="true" />
          <span>Añadir enlace de video</span>
        </button>
      )}
      {errors.list && <p className="field__error">{errors.list}</p>}
    </fieldset>
  );
}
