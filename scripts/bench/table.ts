// Plain-text tables for the bench scripts' output: padded columns, numbers aligned right.

export type Column = { header: string; align?: 'left' | 'right' };

export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]) {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(columns.map((column) => column.header)), rule, ...rows.map(line)].join('\n');
}

/** Columns of figures: each header's column aligned right. */
export const figureColumns = (...headers: string[]): Column[] =>
  headers.map((header) => ({ header, align: 'right' }));
