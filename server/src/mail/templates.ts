import { directionOf } from '@tightlines/domain/i18n/languages';

/** HTML + text mail templates. User-supplied values are escaped; links are absolute. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  template: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function layout(title: string, body: string, appUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#E6F4F7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#0B2E4F">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0B2E4F;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:-0.5px">Tightlines</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:13px;line-height:1.5">
You are receiving this e-mail because of your Tightlines account.<br>
<a href="${appUrl}/help" style="color:#0E7490">Help centre</a> · <a href="${appUrl}/privacy" style="color:#0E7490">Privacy</a>
</td></tr></table></td></tr></table></body></html>`;
}

/**
 * A mail's content in the reader's language: marked with it, right to left where it reads so, under its heading.
 */
export function inLanguage(language: string, heading: string, body: string): string {
  return `<div dir="${directionOf(language)}" lang="${escapeHtml(language)}"><h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(heading)}</h1>
${body}</div>`;
}

/** The closing line that links the notification preferences: `footer` holds a {{link}} to `label`. */
export function preferencesFooter(appUrl: string, footer: string, label: string): string {
  const [before = '', after = ''] = escapeHtml(footer).split('{{link}}');
  return `<p style="font-size:14px;color:#475569">${before}<a href="${escapeHtml(`${appUrl}/notification-preferences`)}" style="color:#0E7490">${escapeHtml(label)}</a>${after}</p>`;
}

export function button(url: string, label: string): string {
  return `<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:#0E7490;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(label)}</a></p>`;
}

export function confirmEmailMail(input: { firstName: string; url: string; appUrl: string }): MailContent {
  const name = input.firstName || 'angler';
  return {
    template: 'confirm-email',
    subject: 'Confirm your Tightlines account',
    html: layout(
      'Confirm your Tightlines account',
      `<h1 style="font-size:22px;margin:0 0 12px">Welcome aboard, ${escapeHtml(name)}!</h1>
<p>Confirm your e-mail address to finish creating your Tightlines account. The link is valid for 24 hours.</p>
${button(input.url, 'Confirm my account')}
<p style="font-size:14px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(input.url)}" style="color:#0E7490;word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="font-size:14px;color:#475569">Did not sign up? You can ignore this e-mail; no account is created without confirmation.</p>`,
      input.appUrl,
    ),
    text: `Welcome aboard, ${name}!

Confirm your e-mail address to finish creating your Tightlines account (the link is valid for 24 hours):
${input.url}

Did not sign up? You can ignore this e-mail.`,
  };
}

export function welcomeMail(input: { firstName: string; appUrl: string }): MailContent {
  const name = input.firstName || 'angler';
  return {
    template: 'welcome',
    subject: 'Tight lines! Your Tightlines account is ready',
    html: layout(
      'Your Tightlines account is ready',
      `<h1 style="font-size:22px;margin:0 0 12px">Tight lines, ${escapeHtml(name)}!</h1>
<p>Your account is confirmed. Here is where to start:</p>
<ul style="padding-inline-start:20px">
<li>Find tournaments near you and register your team.</li>
<li>Follow anglers and share your catches.</li>
<li>Protect your account with two-factor authentication in your profile settings.</li>
</ul>
${button(`${input.appUrl}/`, 'Open Tightlines')}`,
      input.appUrl,
    ),
    text: `Tight lines, ${name}!

Your account is confirmed. Find tournaments near you, follow anglers and share your catches, and protect your account with two-factor authentication in your profile settings.

${input.appUrl}/`,
  };
}

export function codeMail(input: {
  code: string;
  purpose: 'sign-in' | 'two-factor' | 'verify' | 'reset-password';
  appUrl: string;
}): MailContent {
  const what =
    input.purpose === 'sign-in'
      ? 'sign in to'
      : input.purpose === 'reset-password'
        ? 'reset your password on'
        : 'verify your identity on';
  return {
    template: `code-${input.purpose}`,
    subject: `Your Tightlines code: ${input.code}`,
    html: layout(
      'Your Tightlines code',
      `<p>Use this code to ${what} Tightlines. It expires in 5 minutes.</p>
<p style="font-size:32px;font-weight:800;letter-spacing:8px;font-variant-numeric:tabular-nums;margin:24px 0">${escapeHtml(input.code)}</p>
<p style="font-size:14px;color:#475569">If you did not ask for this code, someone may be trying to get into your account. Change your password.</p>`,
      input.appUrl,
    ),
    text: `Use this code to ${what} Tightlines: ${input.code}\nIt expires in 5 minutes. If you did not ask for it, change your password.`,
  };
}

export function contactStaffMail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
  serviceInterest?: string;
  appUrl: string;
}): MailContent {
  const subject = input.subject || 'New contact message';
  return {
    template: 'contact-staff',
    subject: `[Contact] ${subject}`,
    html: layout(
      'New contact message',
      `<p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt; wrote:</p>
<p><strong>Subject:</strong> ${escapeHtml(subject)}<br><strong>Interest:</strong> ${escapeHtml(input.serviceInterest ?? '—')}</p>
<blockquote style="border-inline-start:4px solid #0E7490;margin:0;padding:8px 16px;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>
<p style="font-size:14px;color:#475569">Reply within 24 hours.</p>`,
      input.appUrl,
    ),
    text: `${input.name} <${input.email}> wrote:\nSubject: ${subject}\nInterest: ${input.serviceInterest ?? '—'}\n\n${input.message}\n\nReply within 24 hours.`,
  };
}

export interface DigestItem {
  title: string;
  message: string;
  /** Absolute link to what the notification is about, or null. */
  url: string | null;
  createdAt: Date;
}

/** The digest's own words in the recipient's language (the notifications feature keeps them for every language). */
export interface DigestText {
  title: string;
  /** `{{name}}` */
  heading: string;
  /** `{{count}}` */
  subjectMany: string;
  /** `{{count}}` */
  more: string;
  open: string;
  /** `{{link}}`: the preferences link, whose words are `preferences`. */
  footer: string;
  preferences: string;
  /** Who the greeting names when the person has no first name. */
  defaultName: string;
}

const fillIn = (template: string, name: string, value: string) => template.split(`{{${name}}}`).join(value);

/** The e-mail digest of notifications (follows, mentions, … as the person chose at /notification-preferences). */
export function notificationDigestMail(input: {
  firstName: string;
  items: DigestItem[];
  more: number;
  appUrl: string;
  /** The recipient's language: dates are written in it and right-to-left languages read right to left. */
  language: string;
  text: DigestText;
}): MailContent {
  const { text: words } = input;
  const name = input.firstName || words.defaultName;
  const total = input.items.length + input.more;
  const subject =
    total === 1
      ? `${input.items[0]?.title ?? words.title} · Tightlines`
      : fillIn(words.subjectMany, 'count', String(total));
  const dates = new Intl.DateTimeFormat(input.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const when = (date: Date) => `${dates.format(date)} UTC`;
  const heading = fillIn(words.heading, 'name', name);
  const more = fillIn(words.more, 'count', String(input.more));
  const rows = input.items
    .map((item) => {
      const title = item.url
        ? `<a href="${escapeHtml(item.url)}" style="color:#0B2E4F;font-weight:700;text-decoration:none">${escapeHtml(item.title)}</a>`
        : `<strong>${escapeHtml(item.title)}</strong>`;
      return `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">${title}<br>
<span style="color:#334155" dir="auto">${escapeHtml(item.message)}</span><br>
<span style="font-size:13px;color:#64748b"><bdi>${escapeHtml(when(item.createdAt))}</bdi></span></td></tr>`;
    })
    .join('\n');
  const moreLine = input.more > 0 ? `<p style="color:#475569">${escapeHtml(more)}</p>` : '';
  const preferences = `${input.appUrl}/notification-preferences`;
  return {
    template: 'notification-digest',
    subject,
    html: layout(
      words.title,
      inLanguage(
        input.language,
        heading,
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
${moreLine}
${button(`${input.appUrl}/`, words.open)}
${preferencesFooter(input.appUrl, words.footer, words.preferences)}`,
      ),
      input.appUrl,
    ),
    text: `${heading}:

${input.items.map((item) => `- ${item.title}: ${item.message} (${when(item.createdAt)})${item.url ? `\n  ${item.url}` : ''}`).join('\n')}
${input.more > 0 ? `${more}\n` : ''}
${fillIn(words.footer, 'link', preferences)}`,
  };
}
