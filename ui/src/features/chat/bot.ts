// The scripted assistant's brain: keyword matching over the owner's topics and the contact-proposal state machine, free of React.
import type { ChatAssistant } from '@/generated/ChatAssistant';
import type { ChatLink } from '@/generated/ChatLink';
import type { ChatTopic } from '@/generated/ChatTopic';

export type ChatMode = 'idle' | 'contactProposal';

/** One chat bubble from the assistant: plain text, never HTML, with an optional link under it. */
export interface BotReply {
  text: string;
  link?: ChatLink | null;
}

export interface BotOutcome {
  /** What the bot says, in order. */
  replies: BotReply[];
  nextMode: ChatMode;
  openContact: boolean;
}

/** The interface's own sentences around the contact proposal, in the visitor's language. */
export interface BotPhrases {
  accepted: string;
  declined: string;
}

export const GREETING_DELAY_MS = 1500;
export const CONTACT_OPEN_DELAY_MS = 2000;
const REPLY_DELAY_MIN_MS = 1500;
const REPLY_DELAY_MAX_MS = 2000;
const FOLLOW_UP_BASE_MS = 1000;
const FOLLOW_UP_OFFSET_MS = 400;

/** In French, English and Arabic, as the visitor of each language answers the offer of the contact form. */
const ACCEPT_PHRASES = [
  'oui',
  'ouais',
  'ok',
  'okay',
  'd accord',
  'daccord',
  'volontiers',
  'bien sur',
  'yes',
  'yeah',
  'sure',
  'of course',
  'نعم',
  'اجل',
  'حسنا',
  'موافق',
  'بالتاكيد',
];
const REFUSAL_PHRASES = [
  'non',
  'pas d accord',
  'pas ok',
  'plus tard',
  'pas maintenant',
  'sans facon',
  'no',
  'not now',
  'later',
  'لا',
  'ليس الان',
  'لاحقا',
];

/** The Arabic elongation stroke (tatweel), which only stretches a word. */
const TATWEEL = /\u0640/g;

/**
 * Lower-cases, removes accents and Arabic vowel marks (a hamza or madda on an alef goes with them, so أ إ آ read as
 * ا), and turns everything but letters and digits, of any script, into a single space.
 */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(TATWEEL, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeMessage(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * A keyword as the owner typed it ("Fédération*", "rendez-vous") in the form messages are compared in:
 * accents, case and punctuation folded like a message, a trailing `*` kept on its word.
 */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .split(/\s+/)
    .map((word) => {
      const prefix = word.endsWith('*');
      const folded = normalizeMessage(prefix ? word.slice(0, -1) : word);
      return folded === '' ? '' : `${folded}${prefix ? '*' : ''}`;
    })
    .filter((word) => word !== '')
    .join(' ');
}

function wordMatches(word: string, pattern: string): boolean {
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern;
}

/** True when the keyword (one or more words, `*` allowed at word ends) appears as whole words in the tokens. */
export function containsKeyword(tokens: readonly string[], keyword: string): boolean {
  const normalized = normalizeKeyword(keyword);
  if (normalized === '') return false;
  const parts = normalized.split(' ');
  for (let start = 0; start + parts.length <= tokens.length; start += 1) {
    if (parts.every((part, offset) => wordMatches(tokens[start + offset], part))) return true;
  }
  return false;
}

/** The first topic, in the owner's order, one of whose keywords the message contains. */
export function matchTopic(topics: readonly ChatTopic[], text: string): ChatTopic | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  return topics.find((topic) => topic.keywords.some((keyword) => containsKeyword(tokens, keyword))) ?? null;
}

/** "oui", "d'accord", "ok", "yes", "نعم" and close synonyms, unless the message also says no. */
export function isAcceptance(text: string): boolean {
  const tokens = tokenize(text);
  if (isRefusal(tokens)) return false;
  return ACCEPT_PHRASES.some((phrase) => containsKeyword(tokens, phrase));
}

function isRefusal(tokens: readonly string[]): boolean {
  return REFUSAL_PHRASES.some((phrase) => containsKeyword(tokens, phrase));
}

/** A blank line in an answer starts a new bubble; the link goes under the last one. */
export function topicReplies(topic: ChatTopic): BotReply[] {
  const parts = topic.answer
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const texts = parts.length > 0 ? parts : [topic.answer.trim()];
  return texts.map((text, index) => (index === texts.length - 1 && topic.link ? { text, link: topic.link } : { text }));
}

/**
 * What the bot answers to a non-blank message, given the conversation mode it is in.
 * After the contact proposal, « oui » opens the form and a refusal (or anything the bot cannot place) gets the polite
 * decline; a real question asked instead gets its answer alone, as it would have without the proposal: the visitor
 * moved on, he said no to nothing.
 */
export function respond(script: ChatAssistant, mode: ChatMode, text: string, phrases: BotPhrases): BotOutcome {
  const topic = matchTopic(script.topics, text);
  if (mode === 'contactProposal') {
    if (isAcceptance(text)) return { replies: [{ text: phrases.accepted }], nextMode: 'idle', openContact: true };
    if (topic === null || isRefusal(tokenize(text))) {
      return { replies: [{ text: phrases.declined }], nextMode: 'idle', openContact: false };
    }
  }
  if (topic === null) {
    return { replies: [{ text: script.fallback }], nextMode: 'contactProposal', openContact: false };
  }
  return {
    replies: topicReplies(topic),
    nextMode: topic.offers_contact ? 'contactProposal' : 'idle',
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

/** Internal links stay in the app; anything else is another site or a mail address. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/** Only the schemes the server accepts are ever rendered as links. */
export function isRenderableLink(url: string): boolean {
  return isSitePath(url) || /^(https?:\/\/[^/\s]|mailto:)/i.test(url);
}
