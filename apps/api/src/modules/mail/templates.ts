import { brandColours } from '@dementie/brands';
import { type BrandId, createTranslator, type MessageKey } from '@dementie/i18n-catalogues';

/** Every mail the server sends. */
export type MailKind =
  | 'activation'
  | 'login'
  | 'change-email'
  | 'change-email-notice'
  | 'change-email-taken'
  | 'anonymize'
  | 'newsletter-confirm';

/** A mail ready for the outbox: Dutch, per brand, as plain text and as HTML. */
export interface ComposedMail {
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

interface MailTexts {
  subject: MessageKey;
  paragraphs: readonly MessageKey[];
  /** Mails that carry a link: the button label and the line about how long it works. */
  button?: MessageKey;
  validity?: MessageKey;
}

const mailTexts: Record<MailKind, MailTexts> = {
  activation: {
    subject: 'mail.activation.subject',
    paragraphs: ['mail.activation.text'],
    button: 'mail.activation.button',
    validity: 'mail.activation.validity',
  },
  login: {
    subject: 'mail.login.subject',
    paragraphs: ['mail.login.text'],
    button: 'mail.login.button',
    validity: 'mail.login.validity',
  },
  'change-email': {
    subject: 'mail.changeEmail.subject',
    paragraphs: ['mail.changeEmail.text'],
    button: 'mail.changeEmail.button',
    validity: 'mail.changeEmail.validity',
  },
  'change-email-notice': {
    subject: 'mail.changeEmailNotice.subject',
    paragraphs: ['mail.changeEmailNotice.text', 'mail.changeEmailNotice.notYou'],
  },
  'change-email-taken': {
    subject: 'mail.changeEmailTaken.subject',
    paragraphs: ['mail.changeEmailTaken.text'],
  },
  'newsletter-confirm': {
    subject: 'mail.newsletterConfirm.subject',
    paragraphs: ['mail.newsletterConfirm.text'],
    button: 'mail.newsletterConfirm.button',
    validity: 'mail.newsletterConfirm.validity',
  },
  anonymize: {
    subject: 'mail.anonymize.subject',
    paragraphs: ['mail.anonymize.text'],
    button: 'mail.anonymize.button',
    validity: 'mail.anonymize.validity',
  },
};

/**
 * Writes one mail in the brand's words: greeting, short paragraphs, one button with the link
 * written out below it (for mail programs that hide buttons), how long the link works, and why the
 * person gets the mail. Plain and readable (B1), no images, no tracking.
 */
export function composeMail(kind: MailKind, brand: BrandId, link?: string): ComposedMail {
  const t = createTranslator(brand);
  const brandName = t('brand.name');
  const texts = mailTexts[kind];
  const paragraphs = texts.paragraphs.map((key) => t(key, { brand: brandName }));
  const button = texts.button && link ? t(texts.button) : undefined;
  const validity = texts.validity ? t(texts.validity) : undefined;
  const greeting = t('mail.greeting');
  const signature = t('mail.signature', { brand: brandName });
  const footer = t('mail.footer', { brand: brandName });

  const textParts = [greeting, ...paragraphs];
  if (button && link) textParts.push(`${button}:\n${link}`);
  if (validity) textParts.push(validity);
  textParts.push(signature, '--', footer);

  // The button has the brand's `brand` token (@dementie/brands): white text on it passes AA.
  const colour = brandColours[brand].brand;
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const htmlParts = [p(escapeHtml(greeting)), ...paragraphs.map((line) => p(escapeHtml(line)))];
  if (button && link) {
    const href = escapeHtml(link);
    htmlParts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:14px 24px;background:${colour};color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(button)}</a></p>`,
      p(
        `${escapeHtml(t('mail.linkFallback'))}<br><a href="${href}" style="color:${colour};word-break:break-all">${href}</a>`,
      ),
    );
  }
  if (validity) htmlParts.push(p(escapeHtml(validity)));
  htmlParts.push(p(escapeHtml(signature)));
  const html = [
    '<!doctype html>',
    '<html lang="nl">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(texts.subject, { brand: brandName }))}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5">',
    '<div style="max-width:600px">',
    ...htmlParts,
    `<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0"><p style="margin:0;font-size:16px;color:#4d4d4d">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('\n');

  return {
    fromName: brandName,
    subject: t(texts.subject, { brand: brandName }),
    text: textParts.join('\n\n'),
    html,
  };
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
