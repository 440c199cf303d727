/**
 * The one layout of every e-mail the club sends: a greeting, its lines, one action as a button
 * (and as a link for mail readers that show no buttons), a footer and the club's name.
 */
import type { Language } from '@/i18n/languages.ts';
import { translator } from '../../i18n.ts';
import type { Mail } from './types.ts';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `language`: the recipient's (their account's), in which the caller worded the rest too. */
export function compose(
  language: Language,
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
  const fallback = translator(language)('mail.buttonFallback');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#2e7d32;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:0.9em;color:#555">${escapeHtml(fallback)}<br>${escapeHtml(action.url)}</p>
<p style="font-size:0.9em;color:#555">${escapeHtml(footer)}</p>
<p>${escapeHtml(clubName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
