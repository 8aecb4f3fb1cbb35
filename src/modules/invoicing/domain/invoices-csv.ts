/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled; CRLF lines. A
 * text starting like a formula (= + - @ tab CR) gets a leading apostrophe, so a spreadsheet shows
 * it instead of running it; numbers stay as they are.
 */
export function toCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n') + '\r\n';
}
