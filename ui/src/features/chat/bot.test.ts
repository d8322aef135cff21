// Checks the assistant's keyword matching over the owner's topics, acceptance detection, the state machine and timings.
import { describe, expect, it } from 'vitest';
import frChat from '@/locales/fr/chat.json';
import {
  containsKeyword,
  followUpDelayFor,
  isAcceptance,
  isBlank,
  isRenderableLink,
  isSitePath,
  matchTopic,
  normalizeKeyword,
  normalizeMessage,
  replyDelayFor,
  respond,
  tokenize,
  topicReplies,
} from './bot';
import { testScript } from './testScript';

const phrases = { accepted: 'ACCEPTÉ', declined: 'REFUSÉ' };
const topics = testScript.topics;

function answerOf(message: string): string | undefined {
  return matchTopic(topics, message)?.answer;
}

describe('normalizeMessage', () => {
  it('lower-cases, folds accents and turns punctuation into single spaces', () => {
    expect(normalizeMessage('  Parlez-moi de la FÉDÉRATION !  ')).toBe('parlez moi de la federation');
    expect(normalizeMessage('D’accord, ça marche')).toBe('d accord ca marche');
    expect(normalizeMessage("d'accord")).toBe('d accord');
  });

  it('gives an empty string for blank or punctuation-only text', () => {
    expect(normalizeMessage('   ')).toBe('');
    expect(normalizeMessage('?!…')).toBe('');
    expect(tokenize(' \n ')).toEqual([]);
  });
});

describe('normalizeKeyword', () => {
  it('folds keywords typed with accents, capitals and hyphens, keeping a trailing star', () => {
    expect(normalizeKeyword('Fédération*')).toBe('federation*');
    expect(normalizeKeyword(' Rendez-vous ')).toBe('rendez vous');
    expect(normalizeKeyword("L'océan  Indien*")).toBe('l ocean indien*');
    expect(normalizeKeyword(' * ')).toBe('');
  });
});

describe('containsKeyword', () => {
  const tokens = tokenize('Les Comoriens aiment le tourisme durable');

  it('matches whole words only', () => {
    expect(containsKeyword(tokens, 'tourisme')).toBe(true);
    expect(containsKeyword(tokens, 'touris')).toBe(false);
    expect(containsKeyword(tokenize('ils sont okapis'), 'ok')).toBe(false);
  });

  it('treats a trailing star as a prefix', () => {
    expect(containsKeyword(tokens, 'comor*')).toBe(true);
    expect(containsKeyword(tokens, 'Durab*')).toBe(true);
  });

  it('matches several words in sequence', () => {
    expect(containsKeyword(tokens, 'tourisme durable')).toBe(true);
    expect(containsKeyword(tokens, 'durable tourisme')).toBe(false);
  });

  it('never matches a blank keyword', () => {
    expect(containsKeyword(tokens, '  ')).toBe(false);
  });
});

describe('matchTopic', () => {
  it.each<[string, string]>([
    ['Bonjour', 'Bonjour ! Que puis-je pour vous ?'],
    ['Où est le blog ?', 'Le blog rassemble mes articles.'],
    ['Parlez-moi de la fédération', topics[1].answer],
    ['FEDERATION', topics[1].answer],
    ['Je voudrais un rendez-vous', topics[0].answer],
    ['Merci beaucoup', 'Avec plaisir !'],
  ])('%s', (message, answer) => {
    expect(answerOf(message)).toBe(answer);
  });

  it('lets the first topic in the owner’s order win in a mixed message', () => {
    expect(answerOf('Bonjour, parlez-moi du réseau')).toBe(topics[1].answer);
    expect(answerOf('Merci ! Et le blog ?')).toBe('Le blog rassemble mes articles.');
  });

  it('returns null when nothing matches or there are no topics', () => {
    expect(matchTopic(topics, 'Quelle est la recette du gâteau au chocolat ?')).toBeNull();
    expect(matchTopic(topics, '   ')).toBeNull();
    expect(matchTopic([], 'Bonjour')).toBeNull();
  });
});

describe('isAcceptance', () => {
  it.each(['oui', 'Oui !', 'OUI merci', "d'accord", 'D’ACCORD', 'daccord', 'ok', 'OK.', 'Ok, allons-y', 'okay'])(
    'accepts %s',
    (message) => expect(isAcceptance(message)).toBe(true),
  );

  it.each(['non', 'Non merci', "pas d'accord", 'pas ok', 'plus tard', 'peut-être', 'ouistiti', 'okapi', 'bouilloire'])(
    'does not accept %s',
    (message) => expect(isAcceptance(message)).toBe(false),
  );

  it.each(['Yes please', 'sure!', 'نعم', 'نعم، من فضلك', 'أجل', 'حسنًا'])('accepts %s in English or Arabic', (message) =>
    expect(isAcceptance(message)).toBe(true),
  );

  it.each(['No thanks', 'not now', 'لا شكرًا', 'ليس الآن'])('does not accept %s in English or Arabic', (message) =>
    expect(isAcceptance(message)).toBe(false),
  );
});

describe('topics in Arabic', () => {
  const arabic = [{ keywords: ['استثمار*', 'أعمال'], answer: 'الاستثمار', link: null, offers_contact: false }];

  it('match whatever the vowel marks, the hamza on an alef or a stretched word', () => {
    expect(normalizeMessage('أَعْمَـــال')).toBe('اعمال');
    expect(matchTopic(arabic, 'ما هي فرص الاستثمارات؟')).toBeNull();
    expect(matchTopic(arabic, 'أريد استثمارًا في جزر القمر')).toBe(arabic[0]);
    expect(matchTopic(arabic, 'عالم الأعمال')).toBeNull();
    expect(matchTopic(arabic, 'عن اعمالك؟ أعمال!')).toBe(arabic[0]);
  });
});

describe('topicReplies', () => {
  it('splits an answer into bubbles at blank lines and puts the link under the last one', () => {
    expect(topicReplies(topics[1])).toEqual([
      { text: 'La fédération rassemble des entrepreneurs francophones.' },
      { text: 'Vous souhaitez rejoindre le réseau ?', link: topics[1].link },
    ]);
    expect(topicReplies(topics[4])).toEqual([{ text: 'Avec plaisir !' }]);
  });
});

describe('respond', () => {
  it('answers a known topic and stays idle', () => {
    expect(respond(testScript, 'idle', 'Où est le blog ?', phrases)).toEqual({
      replies: [{ text: 'Le blog rassemble mes articles.', link: { label: 'Lire le blog', url: '/blog' } }],
      nextMode: 'idle',
      openContact: false,
    });
  });

  it('gives the owner’s fallback and offers contact after a question it cannot match', () => {
    expect(respond(testScript, 'idle', 'Quelle heure est-il à Tokyo ?', phrases)).toEqual({
      replies: [{ text: testScript.fallback }],
      nextMode: 'contactProposal',
      openContact: false,
    });
  });

  it('proposes the contact form after a topic marked so', () => {
    expect(respond(testScript, 'idle', 'Comment vous contacter ?', phrases)).toMatchObject({ nextMode: 'contactProposal' });
  });

  it.each(['oui', "d'accord", 'ok'])('opens the contact form when the proposal is accepted with %s', (message) => {
    expect(respond(testScript, 'contactProposal', message, phrases)).toEqual({
      replies: [{ text: 'ACCEPTÉ' }],
      nextMode: 'idle',
      openContact: true,
    });
  });

  it('declines politely and returns to idle for a refusal, even one that matches a topic', () => {
    expect(respond(testScript, 'contactProposal', 'non merci', phrases)).toEqual({
      replies: [{ text: 'REFUSÉ' }],
      nextMode: 'idle',
      openContact: false,
    });
    expect(respond(testScript, 'contactProposal', 'je ne sais pas', phrases)).toMatchObject({
      nextMode: 'idle',
      openContact: false,
    });
  });

  it('answers a real question asked instead of accepting with its answer alone, no decline', () => {
    expect(respond(testScript, 'contactProposal', 'Parlez-moi plutôt du blog', phrases)).toEqual({
      replies: [{ text: 'Le blog rassemble mes articles.', link: { label: 'Lire le blog', url: '/blog' } }],
      nextMode: 'idle',
      openContact: false,
    });
  });

  it('keeps the contact offer of a question whose topic makes one, asked instead of accepting', () => {
    expect(respond(testScript, 'contactProposal', 'Comment prendre rendez-vous ?', phrases)).toEqual({
      replies: [{ text: 'Le formulaire de contact est le plus simple. Voulez-vous que je l’ouvre ?' }],
      nextMode: 'contactProposal',
      openContact: false,
    });
  });

  it('does not treat an acceptance word as acceptance outside a proposal', () => {
    expect(respond(testScript, 'idle', 'oui', phrases).openContact).toBe(false);
  });
});

describe('links', () => {
  it('tells site paths from other addresses and renders only safe schemes', () => {
    expect(isSitePath('/parcours')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    for (const url of ['/blog', 'https://exemple.km', 'http://exemple.km/a', 'mailto:awa@exemple.km']) {
      expect(isRenderableLink(url)).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://', 'parcours']) {
      expect(isRenderableLink(url)).toBe(false);
    }
  });
});

describe('texts', () => {
  it('keeps only interface sentences in the French bundle, no owner facts', () => {
    const bundle = JSON.stringify(frChat);
    expect(bundle).not.toMatch(/Ahmed|Said|Mohamed|Comores|fédération|\/parcours|\/blog/);
    expect(frChat.fallback.accepted).toMatch(/formulaire de contact/);
    expect(frChat.fallback.declined).not.toBe('');
  });
});

describe('timings', () => {
  it('replies between 1.5 and 2 seconds', () => {
    expect(replyDelayFor('ok')).toBeGreaterThanOrEqual(1500);
    expect(replyDelayFor('x'.repeat(1000))).toBe(2000);
    for (const message of ['a', 'Parlez-moi de la fédération', 'x'.repeat(80)]) {
      const delay = replyDelayFor(message);
      expect(delay).toBeGreaterThanOrEqual(1500);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });

  it('sends follow-ups one second plus a growing offset later', () => {
    expect(followUpDelayFor(1)).toBeGreaterThan(1000);
    expect(followUpDelayFor(2)).toBeGreaterThan(followUpDelayFor(1));
  });

  it('treats whitespace-only text as blank', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
