// Where a message goes: an SMTP server (SMTP_URL), or, with none (the demo), an .eml file in
// DATA_DIR/mail that any mail program opens. Both through nodemailer, so the file is the very
// message SMTP would have carried.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Env } from '../../env.ts';

export interface OutgoingMail {
  /** The queue row's id: names the .eml file, so a second write of the same row overwrites. */
  id: number;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  /** 'smtp', or the folder the .eml files go to. */
  readonly description: string;
  /** Resolves once the SMTP server accepted the message (or the file is written). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Shorter than the sender's lease (mail.service.ts), so a live sender always learns the outcome
// before another could take the row as abandoned.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function message(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    description: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

export function emlFolderTransport(folder: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: folder,
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${String(mail.id).padStart(6, '0')}.eml`), info.message);
    },
    close: () => transporter.close(),
  };
}

export function mailTransportFor(env: Pick<Env, 'smtpUrl' | 'dataDir'>): MailTransport {
  return env.smtpUrl ? smtpTransport(env.smtpUrl) : emlFolderTransport(join(env.dataDir, 'mail'));
}
