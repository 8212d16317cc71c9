import { usesLocalMailbox } from '../../core/config';
import type { ApiModule } from '../../core/module';
import { processLog } from '../../core/process-log';
import { mailService, registerOutboxMetrics } from './outbox';

export {
  type DbExecutor,
  enqueueMail,
  MAX_MAIL_ATTEMPTS,
  type MailService,
  mailBackoffMs,
  mailService,
  type OutgoingMail,
  ownMails,
} from './outbox';
export { composeMail, type MailKind } from './templates';

/**
 * The mail module: the outbox table and its worker (decision 0008). With `SMTP_URL` mails go out through
 * nodemailer, retried with back-off while the SMTP server is away. Without it, on a local instance
 * (`usesLocalMailbox`) they are readable on the local mailbox page and their link is printed on the
 * console; with a public origin and no SMTP they only wait in the outbox.
 */
export const mailModule: ApiModule = {
  name: 'mail',
  create: (context) => {
    const service = mailService(context);
    const { config } = context;
    // On a local instance server.ts says where the mails are; elsewhere a missing SMTP_URL is a mistake.
    if (process.env.NODE_ENV !== 'test' && !config.smtpUrl && !usesLocalMailbox(config)) {
      processLog().warn(
        '[mail] SMTP_URL is not set and a brand origin is public: mails stay in the outbox and are not delivered.',
      );
    }
    registerOutboxMetrics(context);
    service.start();
    return { close: () => service.close() };
  },
};
