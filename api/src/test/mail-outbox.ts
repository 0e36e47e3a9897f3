// Sends what a test app has queued through a loopback SMTP server (test/smtp-server.ts), so a
// test reads the e-mail exactly as it left.
import { smtpTransport } from '../features/mail/mail-transport.ts';
import { MailSender } from '../features/mail/mail.service.ts';
import type { TestApp } from './test-app.ts';
import type { TestSmtpServer } from './smtp-server.ts';

export async function deliverQueuedMail(app: TestApp, server: TestSmtpServer): Promise<number> {
  const sender = new MailSender({
    db: app.db,
    transport: smtpTransport(server.url),
    from: app.env.mailFrom,
    logger: app.deps.logger,
    now: app.deps.now,
  });
  try {
    return await sender.runOnce();
  } finally {
    await sender.stop();
  }
}
