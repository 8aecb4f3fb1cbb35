import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The label a phone shows beside the value, when the header is not plain text. */
  label?: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Numbers, times and money line up in tabular figures. */
  numeric?: boolean;
  /**
   * The row's buttons: the column stays pinned to the right edge while a wide table scrolls
   * sideways, so every action is in view whatever the width.
   */
  actions?: boolean;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  /** Shown visually too; otherwise the caption is for screen readers only. */
  showCaption?: boolean;
  /**
   * Many columns on a laptop: narrower cell padding and headings that wrap, so the table fits
   * without scrolling sideways and no heading lies under the pinned actions column.
   */
  compact?: boolean;
}

/** True while the element's content is wider than its box (it scrolls sideways). */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') return update();
    // The observer reports the first sizes itself, once the page is laid out: measuring here instead
    // would force a layout of the whole page in the middle of the takeover (a long task on a phone).
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

function cellClass<T>(column: Column<T>): string | undefined {
  return [column.align === 'end' ? 'is-end' : '', column.numeric ? 'tabular' : '', column.actions ? 'table__actions' : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A data table. It never widens the page: when its columns do not fit, it scrolls sideways inside
 * its own box (focusable, so the keyboard can scroll it too) with the actions column pinned in
 * view. Where the table's box is narrow (a phone, a side column) each row becomes a card listing
 * "label: value" instead.
 */
export function Table<T>({ columns, rows, rowKey, caption, showCaption = false, compact = false }: TableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(scroller);
  return (
    <div className="table-wrap">
      <div
        ref={scroller}
        className={['table-scroll', scrolls ? 'is-scrollable' : ''].filter(Boolean).join(' ')}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption} (se desplaza hacia los lados)` } : {})}
      >
        <table className={compact ? 'table table--compact' : 'table'}>
          <caption className={showCaption ? 'table__caption' : 'visually-hidden'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.label ?? (typeof column.header === 'string' ? column.header : '')} className={cellClass(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
