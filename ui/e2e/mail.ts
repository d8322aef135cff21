// Reads the e-mails the site sent to the test SMTP sink (smtp-sink.mjs), decoded as a mail client shows them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Every text part (plain and HTML), decoded. */
  text: string;
  /** The message's header lines, unfolded. */
  headers: string[];
}

function mailDir(): string {
  return path.join(os.tmpdir(), `vitrine-e2e-mail-${process.env.E2E_PORT ?? 4180}`);
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** "=?utf-8?b?...?=" and "=?utf-8?q?...?=" words of a header. */
function decodeHeader(value: string): string {
  // Blanks between two encoded words are folding, not text; next to plain words they are spaces.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?utf-8\?))?/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function headerOf(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The decoded bodies of every leaf part of a (possibly multipart) message. */
function textParts(raw: string): string[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(headers, 'Content-Type'))?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = headerOf(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

export function readMails(): ReceivedMail[] {
  const directory = mailDir();
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(directory, file), 'utf8');
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      return {
        to: headerOf(headers, 'X-Sink-To')
          .split(',')
          .map((address) => address.trim()),
        subject: decodeHeader(headerOf(headers, 'Subject')),
        text: textParts(raw).join('\n'),
        headers: headers.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/),
      };
    });
}

/** Waits for the newest e-mail sent to `address` whose subject matches, and returns it. */
export async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails()
          .filter((mail) => mail.to.includes(address) && subject.test(mail.subject))
          .pop();
        return found !== undefined;
      },
      { message: `an e-mail to ${address} about ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The password link an e-mail carries. */
export function passwordLinkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/reinitialiser-mot-de-passe\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a password link in: ${mail.text}`).toBeTruthy();
  return link!;
}

/** The secret of the address-confirmation link an e-mail carries. */
export function confirmationTokenIn(mail: ReceivedMail): string {
  const token = /https?:\/\/[^\s"<>]+\/confirmer-adresse\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, `a confirmation link in: ${mail.text}`).toBeTruthy();
  return token!;
}
