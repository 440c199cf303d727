/**
 * The one layout of every e-mail the club sends: a greeting, its lines, one action as a button
 * (and as a link for mail readers that show no buttons), a footer and the club's name.
 */
import type { Mail } from './types.ts';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
  clubName: string,
): Mail {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    clubName,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#2e7d32;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:0.9em;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>
<p style="font-size:0.9em;color:#555">${escapeHtml(footer)}</p>
<p>${escapeHtml(clubName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
