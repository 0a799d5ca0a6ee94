import { button, escapeHtml, layout, type MailContent } from '#server/mail/templates';

/** The resume link of an unfinished registration (/resume-registration/{token}). */
export function resumeRegistrationMail(input: {
  firstName: string;
  eventName: string;
  url: string;
  appUrl: string;
}): MailContent {
  const name = input.firstName || 'angler';
  return {
    template: 'resume-registration',
    subject: `Finish your registration for ${input.eventName}`,
    html: layout(
      'Finish your registration',
      `<h1 style="font-size:22px;margin:0 0 12px">Your registration is saved, ${escapeHtml(name)}</h1>
<p>We kept your registration for <strong>${escapeHtml(input.eventName)}</strong>. Pick up where you left off; your place is held only once you submit.</p>
${button(input.url, 'Finish my registration')}
<p style="font-size:14px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(input.url)}" style="color:#0E7490;word-break:break-all">${escapeHtml(input.url)}</a></p>`,
      input.appUrl,
    ),
    text: `Your registration is saved, ${name}.

We kept your registration for ${input.eventName}. Finish it here (your place is held only once you submit):
${input.url}`,
  };
}
