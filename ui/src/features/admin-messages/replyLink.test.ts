// Checks the reply link's pieces: quoting as mail clients do, and encoding that no character of a message can break.
import { describe, expect, it } from 'vitest';
import { mailtoHref, quoteLines } from './replyLink';

describe('reply link', () => {
  it('quotes every line, a blank line as a bare ">"', () => {
    expect(quoteLines('Bonjour,\n\nà bientôt\r\nAwa')).toBe('> Bonjour,\r\n>\r\n> à bientôt\r\n> Awa');
  });

  it('encodes the subject and body so "&", "?", "#", "+" and accents survive', () => {
    const href = mailtoHref({ to: 'awa+projet@exemple.km', subject: 'Re: Q&A #1 ?', body: 'Café = 2+2\r\n> oui' });
    expect(href).toBe(
      'mailto:awa%2Bprojet@exemple.km?subject=Re%3A%20Q%26A%20%231%20%3F&body=Caf%C3%A9%20%3D%202%2B2%0D%0A%3E%20oui',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Re: Q&A #1 ?');
    expect(url.searchParams.get('body')).toBe('Café = 2+2\r\n> oui');
  });
});
