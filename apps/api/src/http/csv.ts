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

/**
 * An instant as a spreadsheet and a person in India read it: '2026-11-28 00:30' in India time
 * (+05:30, which the column's name says); empty for none.
 */
export function indiaTimeCell(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const shifted = new Date(instant.getTime() + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
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
