import type { FastifyReply } from 'fastify';

/**
 * A cell as a spreadsheet reads it safely: quoted when it holds a comma, a quote or a line break,
 * and with a leading apostrophe when it starts like a formula ('=', '+', '-', '@'), so a name a
 * visitor typed can never run as one when the file is opened.
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Sends rows as a CSV download (with a byte-order mark, so spreadsheets read it as UTF-8: ₹, names). */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: unknown[][]): FastifyReply {
  const safeName = filename.replace(/[^A-Za-z0-9._-]+/g, '-');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('cache-control', 'no-store')
    .send(`\ufeff${toCsv(header, rows)}`);
}
