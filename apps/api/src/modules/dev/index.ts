import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiModule } from '../../core/module';
import { mailOutbox } from '../mail/schema';
import { escapeHtml } from '../mail/templates';

const querySchema = z.object({ to: z.string().max(320).optional() });
const LIMIT = 100;

/**
 * The dev module: `/_dev/mailbox`, the mails of the outbox with their links (issue 6), so a
 * developer can log in without SMTP; `/_dev/mailbox.json` gives the same to the end-to-end
 * journeys. Absent in production: the routes are not even registered.
 */
export const devModule: ApiModule = {
  name: 'dev',
  create: ({ config, database }) => {
    if (config.production) return {};
    const recentMails = (to?: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.recipient, to.trim().toLowerCase()) : undefined)
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
              ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`
              : '<p>Geen link in deze mail.</p>';
            return [
              '<li>',
              `<h2>${escapeHtml(mail.subject)}</h2>`,
              `<p>Aan: ${escapeHtml(mail.recipient)} · merk: ${escapeHtml(mail.brand)} · soort: ${escapeHtml(mail.kind)} · status: ${escapeHtml(mail.status)} · ${escapeHtml(mail.createdAt.toISOString())}</p>`,
              link,
              `<details><summary>Tekst van de mail</summary><pre>${escapeHtml(mail.text)}</pre></details>`,
              '</li>',
            ].join('');
          });
          const html = [
            '<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
            '<title>Mailbox (ontwikkeling)</title>',
            '<style>body{font:18px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}li{margin-block-end:1.5rem}a{word-break:break-all}pre{white-space:pre-wrap}</style>',
            '</head><body><main><h1>Mailbox (ontwikkeling)</h1>',
            `<p>De laatste ${LIMIT} mails van de server. Deze pagina bestaat alleen buiten productie.</p>`,
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
