import i18next from 'i18next';
import { escapeAttribute, escapeHtml } from '../html-text';
import type { OutgoingMail } from './mail-sender';
import ar from './locales/ar.json';
import en from './locales/en.json';
import tr from './locales/tr.json';

/** The languages mails are written in; any other asks for English (README "Email"). */
const MAIL_LANGUAGES = ['en', 'tr', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const RIGHT_TO_LEFT = new Set<string>(['ar']);

const strings = i18next.createInstance();
void strings.init({
  resources: { en: { mail: en }, tr: { mail: tr }, ar: { mail: ar } },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  // Values are joined as plain text; the HTML part escapes whole paragraphs, so escaping here would double it.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A stored or asked-for language as a mail language: `tr-TR` is Turkish, anything unknown English. */
export function mailLanguage(asked: string | null | undefined): MailLanguage {
  const base = (asked ?? '').toLowerCase().split(/[-_]/)[0];
  return (MAIL_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as MailLanguage) : 'en';
}

/** A time in the mail's language, in UTC (the reader's zone is not known) and saying so. */
const mailTime = (at: number, language: MailLanguage) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

interface MailContent {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}

/**
 * Both parts of a mail from its texts. Every text, including what people typed (names, flow titles), is escaped
 * as a whole in the HTML part, and the one link is ours (PUBLIC_URL), so nothing a sender types becomes markup.
 */
function compose(to: string, language: MailLanguage, content: MailContent): OutgoingMail {
  const text = [...content.paragraphs, '', `${content.action.label}:`, content.action.url, '', '-- ', content.footer].join('\n');
  const dir = RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`).join('\n')}
<p style="margin:20px 0"><a href="${escapeAttribute(content.action.url)}" style="display:inline-block;background:#1f5fbf;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#57606a">${escapeHtml(content.action.url)}</p>
<hr style="border:none;border-top:1px solid #d0d7de;margin:20px 0">
<p style="margin:0;font-size:13px;color:#57606a">${escapeHtml(content.footer)}</p>
</div></body></html>
`;
  return { to, subject: content.subject, text, html, language };
}

const t = (language: MailLanguage, key: string, values: Record<string, string | number> = {}) => strings.t(key, { lng: language, ...values });

const siteOf = (publicUrl: string) => new URL(publicUrl).host;

export function invitationMail(input: { to: string; language: MailLanguage; inviter: string; role: string; url: string; expiresAt: number; publicUrl: string }): OutgoingMail {
  const { language } = input;
  const values = { inviter: input.inviter, site: siteOf(input.publicUrl), role: t(language, `roles.${input.role}`), expires: mailTime(input.expiresAt, language) };
  return compose(input.to, language, {
    subject: t(language, 'invitation.subject', values),
    paragraphs: [t(language, 'invitation.intro', values), t(language, 'invitation.detail', values)],
    action: { label: t(language, 'invitation.action'), url: input.url },
    footer: t(language, 'invitation.footer'),
  });
}

export function passwordResetMail(input: { to: string; language: MailLanguage; url: string; minutes: number; publicUrl: string }): OutgoingMail {
  const { language } = input;
  const values = { email: input.to, site: siteOf(input.publicUrl), minutes: input.minutes };
  return compose(input.to, language, {
    subject: t(language, 'passwordReset.subject'),
    paragraphs: [t(language, 'passwordReset.intro', values), t(language, 'passwordReset.detail', values)],
    action: { label: t(language, 'passwordReset.action'), url: input.url },
    footer: t(language, 'passwordReset.footer'),
  });
}

export function chatWaitingMail(input: { to: string; language: MailLanguage; flow: string; url: string }): OutgoingMail {
  const { language } = input;
  return compose(input.to, language, {
    subject: t(language, 'chatWaiting.subject', { flow: input.flow }),
    paragraphs: [t(language, 'chatWaiting.intro', { flow: input.flow }), t(language, 'chatWaiting.detail')],
    action: { label: t(language, 'chatWaiting.action'), url: input.url },
    footer: t(language, 'chatWaiting.footer'),
  });
}

/** Issue #22: a chat has waited `minutes` for an agent; to its assignee, or to the online agents when no one has it. */
export function chatStillWaitingMail(input: { to: string; language: MailLanguage; name: string; flow: string; minutes: number; assigned: boolean; url: string }): OutgoingMail {
  const { language } = input;
  const values = { name: input.name, flow: input.flow, minutes: input.minutes };
  return compose(input.to, language, {
    subject: t(language, 'chatStillWaiting.subject', values),
    paragraphs: [t(language, 'chatStillWaiting.intro', values), t(language, input.assigned ? 'chatStillWaiting.assigned' : 'chatStillWaiting.unassigned')],
    action: { label: t(language, 'chatStillWaiting.action'), url: input.url },
    footer: t(language, 'chatStillWaiting.footer'),
  });
}

export function webhookDisabledMail(input: { to: string; language: MailLanguage; endpointUrl: string; since: number; url: string }): OutgoingMail {
  const { language } = input;
  const values = { url: input.endpointUrl, host: new URL(input.endpointUrl).host, since: mailTime(input.since, language) };
  return compose(input.to, language, {
    subject: t(language, 'webhookDisabled.subject', values),
    paragraphs: [t(language, 'webhookDisabled.intro', values), t(language, 'webhookDisabled.detail')],
    action: { label: t(language, 'webhookDisabled.action'), url: input.url },
    footer: t(language, 'webhookDisabled.footer'),
  });
}

export interface DigestFigures {
  feedbacks: number;
  completed: number;
  /** The average answer to the flow's first score question, when one was answered in the period. */
  score: { question: string; average: number; answers: number } | undefined;
}

export function digestMail(input: { to: string; language: MailLanguage; flow: string; frequency: 'daily' | 'weekly'; until: number; figures: DigestFigures; url: string }): OutgoingMail {
  const { language, figures } = input;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const score = figures.score
    ? t(language, 'digest.score', { question: figures.score.question, score: number.format(figures.score.average), count: number.format(figures.score.answers) })
    : t(language, 'digest.noScore');
  return compose(input.to, language, {
    subject: t(language, `digest.subject_${input.frequency}`, { flow: input.flow }),
    paragraphs: [
      t(language, `digest.intro_${input.frequency}`, { flow: input.flow, until: mailTime(input.until, language) }),
      t(language, 'digest.feedbacks', { count: number.format(figures.feedbacks) }),
      t(language, 'digest.completed', { count: number.format(figures.completed) }),
      score,
    ],
    action: { label: t(language, 'digest.action'), url: input.url },
    footer: t(language, 'digest.footer'),
  });
}
