// Checks the assistant's keyword matching, acceptance detection, state machine and timings.
import { describe, expect, it } from 'vitest';
import frChat from '@/locales/fr/chat.json';
import {
  containsKeyword,
  followUpDelayFor,
  GREETING_KEY,
  isAcceptance,
  isBlank,
  matchTopic,
  normalizeMessage,
  replyDelayFor,
  respond,
  tokenize,
  topicReplies,
  type TopicId,
} from './bot';

function frenchText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], frChat);
}

const ALL_TOPICS: TopicId[] = [
  'greetings',
  'about',
  'services',
  'blog',
  'tourism',
  'tech',
  'contact',
  'federation',
  'comoros',
  'thanks',
  'followUp',
];

describe('normalizeMessage', () => {
  it('lower-cases, folds accents and turns punctuation into single spaces', () => {
    expect(normalizeMessage('  Parlez-moi de la FÉDÉRATION !  ')).toBe('parlez moi de la federation');
    expect(normalizeMessage("D’accord, ça marche")).toBe('d accord ca marche');
    expect(normalizeMessage("d'accord")).toBe('d accord');
  });

  it('gives an empty string for blank or punctuation-only text', () => {
    expect(normalizeMessage('   ')).toBe('');
    expect(normalizeMessage('?!…')).toBe('');
    expect(tokenize(' \n ')).toEqual([]);
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
    expect(containsKeyword(tokens, 'durab*')).toBe(true);
  });

  it('matches several words in sequence', () => {
    expect(containsKeyword(tokens, 'tourisme durable')).toBe(true);
    expect(containsKeyword(tokens, 'durable tourisme')).toBe(false);
  });
});

describe('matchTopic', () => {
  it.each<[string, TopicId]>([
    ['Bonjour', 'greetings'],
    ['salut !', 'greetings'],
    ['Qui est Ahmed ?', 'about'],
    ['Quel est son parcours ?', 'about'],
    ['Quels services proposez-vous ?', 'services'],
    ["J'ai besoin d'un accompagnement pour mon projet", 'services'],
    ['Où est le blog ?', 'blog'],
    ['Des articles à lire ?', 'blog'],
    ['Le tourisme aux Comores', 'tourism'],
    ['Et le numérique ?', 'tech'],
    ["L'intelligence artificielle en Afrique", 'tech'],
    ['Comment vous contacter ?', 'contact'],
    ['Je voudrais un rendez-vous', 'contact'],
    ['Parlez-moi de la fédération', 'federation'],
    ['Le réseau panafricain des entrepreneurs francophones', 'federation'],
    ['Les Comores, ça ressemble à quoi ?', 'comoros'],
    ['Je suis de Moroni', 'comoros'],
    ['Merci beaucoup', 'thanks'],
    ['Dites-m’en plus', 'followUp'],
    ['Autre chose ?', 'followUp'],
  ])('%s → %s', (message, topic) => {
    expect(matchTopic(message)).toBe(topic);
  });

  it('lets a real subject win over small talk in the same message', () => {
    expect(matchTopic('Bonjour, parlez-moi de la fédération')).toBe('federation');
    expect(matchTopic('Merci ! Et le tourisme ?')).toBe('tourism');
  });

  it('is case- and accent-insensitive', () => {
    expect(matchTopic('FEDERATION')).toBe('federation');
    expect(matchTopic('fédération')).toBe('federation');
    expect(matchTopic('NUMÉRIQUE')).toBe('tech');
  });

  it('returns null when nothing matches', () => {
    expect(matchTopic('Quelle est la recette du gâteau au chocolat ?')).toBeNull();
    expect(matchTopic('   ')).toBeNull();
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
});

describe('respond', () => {
  it('answers a known topic and stays idle', () => {
    expect(respond('idle', 'Parlez-moi de la fédération')).toEqual({
      replies: ['topics.federation.answer', 'topics.federation.followUp'],
      nextMode: 'idle',
      openContact: false,
    });
  });

  it('offers contact after a question it cannot match', () => {
    expect(respond('idle', 'Quelle heure est-il à Tokyo ?')).toEqual({
      replies: ['fallback.notUnderstood'],
      nextMode: 'contactProposal',
      openContact: false,
    });
  });

  it('proposes the contact form when asked how to get in touch', () => {
    expect(respond('idle', 'Comment vous contacter ?')).toMatchObject({
      replies: ['topics.contact.answer'],
      nextMode: 'contactProposal',
    });
  });

  it.each(['oui', "d'accord", 'ok'])('opens the contact form when the proposal is accepted with %s', (message) => {
    expect(respond('contactProposal', message)).toEqual({
      replies: ['fallback.accepted'],
      nextMode: 'idle',
      openContact: true,
    });
  });

  it('declines politely and returns to idle for anything else', () => {
    expect(respond('contactProposal', 'non merci')).toEqual({
      replies: ['fallback.declined'],
      nextMode: 'idle',
      openContact: false,
    });
    expect(respond('contactProposal', 'je ne sais pas')).toMatchObject({ nextMode: 'idle', openContact: false });
  });

  it('still answers a real question asked instead of accepting', () => {
    expect(respond('contactProposal', 'Parlez-moi plutôt du blog')).toEqual({
      replies: ['fallback.declined', 'topics.blog.answer'],
      nextMode: 'idle',
      openContact: false,
    });
  });

  it('does not treat an acceptance word as acceptance outside a proposal', () => {
    expect(respond('idle', 'oui').openContact).toBe(false);
  });
});

describe('texts', () => {
  it('has a French text for the greeting, every topic and every fallback', () => {
    const keys = [
      GREETING_KEY,
      ...ALL_TOPICS.flatMap(topicReplies),
      'fallback.notUnderstood',
      'fallback.accepted',
      'fallback.declined',
    ];
    for (const key of keys) {
      const text = frenchText(key);
      expect(typeof text, key).toBe('string');
      expect((text as string).length, key).toBeGreaterThan(20);
    }
  });

  it('mentions the blog, the career page and the contact form', () => {
    expect(frenchText('topics.blog.answer')).toContain('/blog');
    expect(frenchText('topics.about.followUp')).toContain('/parcours');
    expect(frenchText('topics.contact.answer')).toContain('formulaire de contact');
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
