import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { SkeletonRows } from './skeleton';

export interface ListStatesProps<T> {
  /** The list as loaded (SWR's `data`): undefined until the first answer. */
  data: T | undefined;
  /** The last load's failure (SWR's `error`). */
  error: unknown;
  /** Loads the list again (SWR's `mutate`). */
  onRetry: () => unknown;
  /** Read to screen readers while the rows load, as 'Cargando usuarios...'. */
  loadingLabel: string;
  /** How many grey rows stand in for the list while it loads. */
  loadingRows?: number;
  /** The failure to show: on its own with a retry button when nothing is loaded, above the rows when a refresh failed. */
  errorMessage: string;
  /** True when the loaded list has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** What to show then: an EmptyState with its own words. */
  empty: ReactNode;
  /** The rows. */
  children: (data: T) => ReactNode;
}

/**
 * The four states of an admin list in one place: loading (grey rows), error with a retry, empty, or
 * the rows; a list already on screen stays there when a refresh fails, under the failure's message.
 */
export function ListStates<T>({ data, error, onRetry, loadingLabel, loadingRows, errorMessage, isEmpty, empty, children }: ListStatesProps<T>) {
  if (error && data === undefined) return <ErrorState message={errorMessage} onRetry={() => void onRetry()} />;
  if (data === undefined) return <SkeletonRows label={loadingLabel} rows={loadingRows} />;
  if (isEmpty(data)) return <>{empty}</>;
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      {children(data)}
    </>
  );
}
