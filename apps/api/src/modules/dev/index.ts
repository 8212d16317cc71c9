import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { usesLocalMailbox } from '../../core/config';
import type { ApiModule } from '../../core/module';
import { ownMails } from '../mail';
import { mailOutbox } from '../mail/schema';
import { escapeHtml } from '../mail/templates';

const querySchema = z.object({ to: z.string().max(320).optional() });
const LIMIT = 100;
const madeAt = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Europe/Amsterdam',
});

/**
 * The local mailbox: `/_dev/mailbox`, the mails of the outbox with their links, so a person who ran
 * `npm start` can log in and finish every mailed step without SMTP; `/_dev/mailbox.json` gives the
 * same to the journeys. Served on the API port and on every brand port, only on a local instance
 * (`usesLocalMailbox`: no SMTP, every brand origin on this machine). Anywhere else the routes are not
 * even registered. It lists only the mails of this instance's own origins: a public instance that
 * shares the database keeps its mails to itself.
 */
export const devModule: ApiModule = {
  name: 'dev',
  create: ({ config, database }) => {
    if (!usesLocalMailbox(config)) return {};
    const recentMails = (to?: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            ownMails(config.brandOrigins),
            to ? eq(mailOutbox.recipient, to.trim().toLowerCase()) : undefined,
          ),
        )
        .orderBy(desc(mailOutbox.seq))
        .limit(LIMIT);
    return {
      routes(app) {
        app.get('/_dev/mailbox.json', { schema: { querystring: querySchema } }, async (request, reply) => {
          const { to } = request.query as z.infer<typeof querySchema>;
          reply.header('cache-control', 'no-store');
          return (await recentMails(to)).map((mail) => ({
            id: mail.id,
            to: mail.recipient,
            brand: mail.brand,
            kind: mail.kind,
            subject: mail.subject,
            link: mail.link,
            status: mail.status,
            createdAt: mail.createdAt.toISOString(),
            text: mail.text,
          }));
        });
        app.get('/_dev/mailbox', { schema: { querystring: querySchema } }, async (request, reply) => {
          const { to } = request.query as z.infer<typeof querySchema>;
          const mails = await recentMails(to);
          const items = mails.map((mail) => {
            const link = mail.link
              ? `<p><a class="open" href="${escapeHtml(mail.link)}">Open de link uit deze mail</a></p><p class="url">${escapeHtml(mail.link)}</p>`
              : '<p>Geen link in deze mail.</p>';
            return [
              '<li>',
              `<h2>${escapeHtml(mail.subject)}</h2>`,
              `<p>Aan: ${escapeHtml(mail.recipient)} · merk: ${escapeHtml(mail.brand)} · soort: ${escapeHtml(mail.kind)} · ${escapeHtml(madeAt.format(mail.createdAt))}</p>`,
              link,
              `<details><summary>Tekst van de mail</summary><pre>${escapeHtml(mail.text)}</pre></details>`,
              '</li>',
            ].join('');
          });
          const html = [
            '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
            '<meta name="robots" content="noindex"><title>Lokale mailbox</title>',
            '<style>body{font:18px/1.5 system-ui,sans-serif;margin:1rem;max-width:60rem;color:#1a1a1a}li{margin-block-end:1.5rem}h2{font-size:1.2rem;margin-block-end:.25rem}.url{word-break:break-all;color:#4a4a4a;font-size:.9rem}a.open{display:inline-block;padding:.6rem 1rem;background:#0b5394;color:#fff;border-radius:.4rem;font-weight:600}a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}pre{white-space:pre-wrap}</style>',
            '</head><body><main><h1>Lokale mailbox</h1>',
            `<p>Deze server verstuurt geen mails (er is geen SMTP_URL ingesteld). Hier staan de laatste ${LIMIT} mails, de nieuwste bovenaan. Deze pagina bestaat alleen op een server op je eigen computer.</p>`,
            items.length ? `<ol>${items.join('')}</ol>` : '<p>Er zijn nog geen mails.</p>',
            '</main></body></html>',
          ].join('');
          return reply
            .header('cache-control', 'no-store')
            .header('content-type', 'text/html; charset=utf-8')
            .send(html);
        });
      },
    };
  },
};
