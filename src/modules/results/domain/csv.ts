/** RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled; CRLF lines. */
export function toCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    // A name starting like a formula would run as one in a spreadsheet; numbers stay as they are.
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n') + '\r\n';
}
