// The scripted assistant's brain: keyword matching and the contact-proposal state machine, free of React.

export type ChatMode = 'idle' | 'contactProposal';

export type TopicId =
  | 'greetings'
  | 'about'
  | 'services'
  | 'blog'
  | 'tourism'
  | 'tech'
  | 'contact'
  | 'federation'
  | 'comoros'
  | 'thanks'
  | 'followUp';

export interface BotOutcome {
  /** i18n keys of the `chat` namespace, in the order the bot says them. */
  replies: string[];
  nextMode: ChatMode;
  openContact: boolean;
}

export const GREETING_KEY = 'greeting';
export const GREETING_DELAY_MS = 1500;
export const CONTACT_OPEN_DELAY_MS = 2000;
const REPLY_DELAY_MIN_MS = 1500;
const REPLY_DELAY_MAX_MS = 2000;
const FOLLOW_UP_BASE_MS = 1000;
const FOLLOW_UP_OFFSET_MS = 400;

/**
 * Keywords are written lower-case and without accents, apostrophes and hyphens read as spaces.
 * A trailing `*` matches any word starting with what precedes it.
 * The list order is the priority: specific subjects win over small talk in a mixed message.
 */
const TOPIC_KEYWORDS: ReadonlyArray<readonly [TopicId, readonly string[]]> = [
  ['contact', ['contact*', 'joindre', 'ecrire', 'email', 'e mail', 'mail', 'telephone', 'appeler', 'whatsapp', 'rendez vous', 'rencontrer', 'formulaire']],
  ['federation', ['federation*', 'secretaire general', 'secretariat', 'panafricain*', 'pan africain*', 'francophon*', 'reseau*', 'association*']],
  ['tourism', ['touris*', 'ecotouris*', 'voyage*', 'visiter', 'visite', 'plage*', 'hotel*', 'vacances', 'lagon*', 'volcan*']],
  ['tech', ['numerique*', 'digital*', 'technolog*', 'tech', 'innovation*', 'internet', 'site web', 'application*', 'ia', 'intelligence artificielle', 'informatique']],
  ['blog', ['blog*', 'article*', 'publication*', 'actualite*', 'lire', 'lecture*']],
  ['services', ['service*', 'accompagn*', 'conseil*', 'prestation*', 'offre*', 'mentor*', 'formation*', 'coaching', 'financ*', 'business plan', 'projet*', 'aider', 'aide']],
  ['comoros', ['comor*', 'moroni', 'anjouan', 'moheli', 'ngazidja', 'ndzuani', 'mwali', 'ocean indien']],
  ['about', ['qui', 'ahmed', 'said', 'mohamed', 'parcours', 'biographie', 'bio', 'presente*', 'presentation', 'propos', 'experience*', 'carriere', 'cv']],
  ['followUp', ['plus', 'encore', 'ensuite', 'autre chose', 'details', 'detail', 'precision*', 'approfondir', 'continue*', 'developpe*']],
  ['thanks', ['merci*', 'remercie*', 'super', 'parfait', 'genial', 'top', 'excellent']],
  ['greetings', ['bonjour', 'bonsoir', 'salut', 'hello', 'coucou', 'hey', 'salam', 'salaam', 'bjr', 'hi']],
];

/** Topics whose answer asks whether to open the contact form. */
const TOPICS_PROPOSING_CONTACT: ReadonlySet<TopicId> = new Set(['contact']);

/** Topics that have a second, follow-up message. */
const TOPICS_WITH_FOLLOW_UP: ReadonlySet<TopicId> = new Set([
  'about',
  'services',
  'blog',
  'tourism',
  'tech',
  'federation',
  'comoros',
]);

/** Topics not worth answering on top of a declined contact proposal ("non merci" is not a question). */
const SMALL_TALK_TOPICS: ReadonlySet<TopicId> = new Set(['greetings', 'thanks', 'followUp', 'contact']);

const ACCEPT_PHRASES = ['oui', 'ouais', 'ok', 'okay', 'd accord', 'daccord', 'volontiers', 'bien sur'];
const REFUSAL_PHRASES = ['non', 'pas d accord', 'pas ok', 'plus tard', 'pas maintenant', 'sans facon'];

/** Lower-cases, removes accents, and turns every non-alphanumeric character into a single space. */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeMessage(text);
  return normalized === '' ? [] : normalized.split(' ');
}

function wordMatches(word: string, pattern: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** True when the keyword (one or more words, `*` allowed at word ends) appears as whole words in the tokens. */
export function containsKeyword(tokens: readonly string[], keyword: string): boolean {
  const parts = keyword.split(' ');
  for (let start = 0; start + parts.length <= tokens.length; start += 1) {
    if (parts.every((part, offset) => wordMatches(tokens[start + offset], part))) return true;
  }
  return false;
}

export function matchTopic(text: string): TopicId | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  for (const [topic, keywords] of TOPIC_KEYWORDS) {
    if (keywords.some((keyword) => containsKeyword(tokens, keyword))) return topic;
  }
  return null;
}

/** "oui", "d'accord", "ok" and close synonyms, unless the message also says no. */
export function isAcceptance(text: string): boolean {
  const tokens = tokenize(text);
  if (REFUSAL_PHRASES.some((phrase) => containsKeyword(tokens, phrase))) return false;
  return ACCEPT_PHRASES.some((phrase) => containsKeyword(tokens, phrase));
}

export function topicReplies(topic: TopicId): string[] {
  const replies = [`topics.${topic}.answer`];
  if (TOPICS_WITH_FOLLOW_UP.has(topic)) replies.push(`topics.${topic}.followUp`);
  return replies;
}

/**
 * What the bot answers to a non-blank message, given the conversation mode it is in.
 * Declining the contact proposal returns to idle; a real question asked instead still gets its answer.
 */
export function respond(mode: ChatMode, text: string): BotOutcome {
  const topic = matchTopic(text);
  if (mode === 'contactProposal') {
    if (isAcceptance(text)) return { replies: ['fallback.accepted'], nextMode: 'idle', openContact: true };
    const alsoAnswered = topic !== null && !SMALL_TALK_TOPICS.has(topic) ? [`topics.${topic}.answer`] : [];
    return { replies: ['fallback.declined', ...alsoAnswered], nextMode: 'idle', openContact: false };
  }
  if (topic === null) {
    return { replies: ['fallback.notUnderstood'], nextMode: 'contactProposal', openContact: false };
  }
  return {
    replies: topicReplies(topic),
    nextMode: TOPICS_PROPOSING_CONTACT.has(topic) ? 'contactProposal' : 'idle',
    openContact: false,
  };
}

export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** Between 1.5 and 2 seconds: a longer question makes the bot "think" a little longer. */
export function replyDelayFor(text: string): number {
  return Math.min(REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS + text.trim().length * 5);
}

/** Delay between a reply and its n-th follow-up (n from 1): one second plus a growing offset. */
export function followUpDelayFor(index: number): number {
  return FOLLOW_UP_BASE_MS + FOLLOW_UP_OFFSET_MS * Math.max(1, index);
}
