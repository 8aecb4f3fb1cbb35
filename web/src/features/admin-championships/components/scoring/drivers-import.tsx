import { Upload } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { previewDriversCsv, type CsvDriver } from './drivers-csv';
import { SCORING_FILES } from '@contracts/standings.messages';

/**
 * 'Importar CSV' of drivers: paste or pick a file of `cust_id,nombre,grupo` lines; every line is checked
 * as it is typed, errors in Spanish per line, and nothing is applied while one line is wrong.
 */
export function DriversImport({ grupos, onApply, onClose }: { grupos: string[]; onApply: (drivers: CsvDriver[]) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileId = useId();
  const preview = useMemo(() => previewDriversCsv(text, grupos), [text, grupos]);
  const ready = preview.errores.length === 0 && preview.pilotos.length > 0;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileError(null);
    if (file.size > SCORING_FILES.driversCsv.maxBytes) {
      setFileError(SCORING_FILES.driversCsv.tooLarge);
      return;
    }
    setText(await file.text());
  };

  return (
    <Modal
      open
      size="wide"
      onClose={onClose}
      title="Importar pilotos desde CSV"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => onApply(preview.pilotos)} disabled={!ready}>
            {preview.pilotos.length > 0 && ready ? `Aplicar ${preview.pilotos.length} ${preview.pilotos.length === 1 ? 'piloto' : 'pilotos'}` : 'Aplicar'}
          </Button>
        </>
      }
    >
      <div className="scoring__import">
        <p className="muted">
          Una línea por piloto: <code>cust_id,nombre,grupo</code> (la línea de encabezado es opcional). Los pilotos con un ID de cliente ya listado se actualizan; los demás se añaden.
        </p>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            Archivo CSV (opcional)
          </label>
          <input id={fileId} className="field__control" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void pick(e)} />
          {fileError && (
            <p className="field__error" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <Textarea label="Contenido del CSV" rows={6} spellCheck={false} placeholder={'cust_id,nombre,grupo\n123456,Ana Ruiz,Oro'} value={text} onChange={(e) => setText(e.target.value)} />
        <div aria-live="polite" className="scoring__import-result">
          {preview.errores.length > 0 ? (
            <div className="form-error" role="alert">
              <p>
                {preview.errores.length === 1 ? 'Una línea tiene un error' : `${preview.errores.length} líneas tienen errores`}; corrígelas para aplicar (no se aplicó nada):
              </p>
              <ul className="scoring__line-errors">
                {preview.errores.slice(0, 50).map((e) => (
                  <li key={e.linea}>
                    Línea {e.linea}: {e.mensaje}
                  </li>
                ))}
              </ul>
            </div>
          ) : preview.pilotos.length > 0 ? (
            <p className="form-success">
              {preview.pilotos.length === 1 ? 'Un piloto listo' : `${preview.pilotos.length} pilotos listos`} para aplicar.
            </p>
          ) : null}
        </div>
        {preview.pilotos.length > 0 && (
          <div className="scoring__table-wrap" tabIndex={0} role="region" aria-label="Vista previa de los pilotos">
            <table className="scoring__table">
              <caption className="visually-hidden">Vista previa de los pilotos del CSV</caption>
              <thead>
                <tr>
                  <th scope="col">Línea</th>
                  <th scope="col">ID de cliente</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">Grupo</th>
                </tr>
              </thead>
              <tbody>
                {preview.pilotos.slice(0, 100).map((d) => (
                  <tr key={d.linea}>
                    <td className="tabular">{d.linea}</td>
                    <td className="tabular">{d.custId}</td>
                    <td>{d.nombre}</td>
                    <td>{d.grupo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {preview.pilotos.length > 100 && <p className="muted">… y {preview.pilotos.length - 100} más.</p>}
          </div>
        )}
      </div>
    </Modal>
  );
}

export const UploadIcon = () => <Upload size={16} aria-hidden="true" />;
