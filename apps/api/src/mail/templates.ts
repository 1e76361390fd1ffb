/**
 * The store's emails: one warm, plain layout in HTML with inline styles (mail clients ignore
 * stylesheets) and the same words as plain text. Every value put into the HTML is escaped.
 */
export interface MailContent {
  /** The heading. */
  title: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label and value rows, e.g. an order summary. */
  details?: { label: string; value: string }[];
  closing?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const COLOURS = { espresso: '#2B1A12', crema: '#F6EFE6', milk: '#FFFDF9', toffee: '#9A5B1E', slate: '#5E5A57' };

export function renderMail(content: MailContent): { html: string; text: string } {
  const closing = content.closing ?? 'See you soon,\nThe Roast team';
  const text = [
    content.greeting,
    ...content.paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : undefined,
    content.details?.map((row) => `${row.label}: ${row.value}`).join('\n'),
    closing,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');

  const paragraph = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLOURS.espresso}">${escapeHtml(body).replace(/\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${COLOURS.toffee};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${COLOURS.slate}">If the button does not work, copy this address into your browser:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const details = content.details?.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 20px">${content.details
        .map(
          (row) =>
            `<tr><td style="padding:6px 0;color:${COLOURS.slate};font-size:14px;vertical-align:top">${escapeHtml(row.label)}</td><td style="padding:6px 0 6px 16px;font-size:14px;color:${COLOURS.espresso}">${escapeHtml(row.value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.crema};font-family:'Nunito Sans',Helvetica,Arial,sans-serif">
<table role="presentation" style="width:100%;border-collapse:collapse;background:${COLOURS.crema}"><tr><td style="padding:24px 12px">
<table role="presentation" style="max-width:560px;margin:0 auto;border-collapse:collapse;background:${COLOURS.milk};border-radius:12px;overflow:hidden">
<tr><td style="padding:20px 28px;background:${COLOURS.espresso};color:${COLOURS.crema};font-family:Georgia,serif;font-size:24px;font-weight:bold">Roast</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;color:${COLOURS.espresso}">${escapeHtml(content.title)}</h1>
${content.greeting ? paragraph(content.greeting) : ''}${content.paragraphs.map(paragraph).join('\n')}${action}${details}${paragraph(closing)}
</td></tr>
<tr><td style="padding:16px 28px;background:${COLOURS.crema};font-size:12px;color:${COLOURS.slate}">Roast Cafe and Bakery, Bengaluru · hello@roastcafe.in · +91 80 4912 3300</td></tr>
</table></td></tr></table></body></html>`;
  return { html, text };
}
