// A minimal SMTP server for the browser tests: every message the site sends is kept as a file,
// so a test can read the e-mail a person would receive (see mail.ts).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where the messages sent by the server listening on `port` are kept. */
export function mailDirFor(port) {
  return path.join(os.tmpdir(), `vitrine-e2e-mail-${port}`);
}

/** Starts the sink on a free port and resolves with that port; messages go to `directory`, one file each. */
export function startSmtpSink(directory) {
  fs.rmSync(directory, { recursive: true, force: true });
  fs.mkdirSync(directory, { recursive: true });
  let sequence = 0;
  const server = net.createServer((socket) => {
    let buffer = '';
    let recipients = [];
    let data = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            sequence += 1;
            const file = path.join(directory, `${Date.now()}-${String(sequence).padStart(6, '0')}.eml`);
            fs.writeFileSync(file, `X-Sink-To: ${recipients.join(', ')}\r\n${data.join('\r\n')}\r\n`);
            data = null;
            recipients = [];
            socket.write('250 OK\r\n');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (command.startsWith('RCPT TO:')) {
          recipients.push(line.slice(8).trim().replace(/^<|>$/g, ''));
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}
