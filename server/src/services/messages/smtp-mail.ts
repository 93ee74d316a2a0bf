/**
 * E-mail through SMTP_URL, for the business's notifications and the travellers' messages alike. nodemailer is
 * imported on the first e-mail, not at start: most servers send none (console or off), and it is ~25 MB of
 * memory that every process would otherwise carry.
 */
import type { SendMailOptions, Transporter } from 'nodemailer';

/** A send that takes longer is abandoned and counts as failed (the outbox and the job queue try again). */
const SMTP_TIMEOUT_MS = 15_000;

export interface SmtpMail {
  send(mail: SendMailOptions): Promise<void>;
}

export function smtpMail(smtpUrl: string): SmtpMail {
  let transport: Promise<Transporter> | null = null;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  };
  return {
    async send(mail) {
      transport ??= open().catch((error: unknown) => {
        transport = null;
        throw error;
      });
      await (await transport).sendMail(mail);
    },
  };
}
