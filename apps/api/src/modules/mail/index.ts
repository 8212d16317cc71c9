import type { ApiModule } from '../../core/module';
import { mailService } from './outbox';

export {
  type DbExecutor,
  enqueueMail,
  MAX_MAIL_ATTEMPTS,
  type MailService,
  mailBackoffMs,
  mailService,
  type OutgoingMail,
  purgeMailsOf,
} from './outbox';
export { composeMail, type MailKind } from './templates';

/**
 * The mail module: the outbox table and its worker (issue 6). Without `SMTP_URL` mails stay
 * readable on the dev mailbox page and their link is logged (development only); with it they go
 * out through nodemailer, retried with back-off while the SMTP server is away.
 */
export const mailModule: ApiModule = {
  name: 'mail',
  create: (context) => {
    const service = mailService(context);
    if (context.config.production && !context.config.smtpUrl) {
      console.warn('[mail] SMTP_URL is not set: mails stay in the outbox and are not delivered.');
    }
    service.start();
    return { close: () => service.close() };
  },
};
