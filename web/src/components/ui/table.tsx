import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** The label a phone shows beside the value, when the header is not plain text. */
  label?: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Numbers, times and money line up in tabular figures. */
  numeric?: boolean;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  /** Shown visually too; otherwise the caption is for screen readers only. */
  showCaption?: boolean;
}

/**
 * A data table on wide screens; below 768 px each row becomes a card listing "label: value", so
 * nothing scrolls sideways on a phone.
 */
export function Table<T>({ columns, rows, rowKey, caption, showCaption = false }: TableProps<T>) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className={showCaption ? 'table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'is-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label ?? (typeof column.header === 'string' ? column.header : '')}
                  className={[column.align === 'end' ? 'is-end' : '', column.numeric ? 'tabular' : ''].filter(Boolean).join(' ') || undefined}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
