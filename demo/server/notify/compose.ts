// Issue 26 §4: a reminder e-mail in its recipient's language. Subject and text are the bell message's own
// wording (src/core/messages/render.ts), followed by the link to the record and a footer; the HTML part is
// the same text, escaped, in a plain layout.
import { renderMessage, type MessageParams } from '../../../src/core/messages/render.ts';
import { mail } from '../../../src/core/i18n/locales/mail.ts';
import type { Lang } from '../workflow/lang.ts';

export interface ComposedMail { subject: string; text: string; html: string }

export function mailLang(lang: string | undefined): Lang {
  return /^en/i.test(lang ?? '') ? 'en' : 'zh-CN';
}

/** A text of the `mail` locale in `lang`, {{name}} filled. */
export function mt(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = mail[lang][key] ?? mail['zh-CN'][key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The absolute address of an app route: the app's address from the settings, then the route. */
export function absoluteLink(appUrl: string, link: string): string {
  if (!link) return '';
  return appUrl.replace(/\/+$/, '') + (link.startsWith('/') ? link : '/' + link);
}

/**
 * Subject, text and HTML of one message. `url` '' leaves the link out; `system` is the hospital system's name;
 * times in `timeZone`, the hospital's (issue 35 §4).
 */
export function composeMail(m: { kind: string; params: MessageParams }, lang: Lang, url: string, system: string, timeZone: string): ComposedMail {
  const { title, content } = renderMessage({ kind: m.kind, params: m.params }, lang, { timeZone });
  return composeText(title, m.params.title ?? '', content, lang, url, system);
}

export function composeText(title: string, recordTitle: string, content: string, lang: Lang, url: string, system: string): ComposedMail {
  const subject = (recordTitle ? `${title} - ${recordTitle}` : title).replace(/[\r\n]+/g, ' ').slice(0, 200);
  const name = system || mt(lang, 'email.defaultSystem');
  const footer = mt(lang, 'email.footer', { system: name });
  const open = mt(lang, 'email.open');
  const text = [content, url ? `${open} ${url}` : '', '--', footer].filter(Boolean).join('\n\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`
    + '<body style="font-family:-apple-system,\'Segoe UI\',\'PingFang SC\',\'Microsoft YaHei\',sans-serif;font-size:14px;line-height:1.6;color:#1f1f1f">'
    + `<p>${escapeHtml(content)}</p>`
    + (url ? `<p>${escapeHtml(open)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '')
    + `<hr style="border:none;border-top:1px solid #e5e5e5"><p style="color:#8c8c8c;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}
