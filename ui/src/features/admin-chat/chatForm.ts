// The assistant's script as the editor holds it: keywords as one comma-separated text, the link as two plain fields, to and from the server's shape.
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { withKey, type Keyed } from '@/lib/keyedList';

export interface TopicDraft {
  keywords: string;
  answer: string;
  linkLabel: string;
  linkUrl: string;
  offersContact: boolean;
}

export interface ChatForm {
  greeting: string;
  fallback: string;
  topics: Keyed<TopicDraft>[];
}

export const BLANK_TOPIC: TopicDraft = { keywords: '', answer: '', linkLabel: '', linkUrl: '', offersContact: false };

export function formFromChat(chat: ChatAssistant): ChatForm {
  return {
    greeting: chat.greeting,
    fallback: chat.fallback,
    topics: chat.topics.map((topic) =>
      withKey({
        keywords: topic.keywords.join(', '),
        answer: topic.answer,
        linkLabel: topic.link?.label ?? '',
        linkUrl: topic.link?.url ?? '',
        offersContact: topic.offers_contact,
      }),
    ),
  };
}

export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

export function chatFromForm(form: ChatForm): ChatAssistant {
  return {
    greeting: form.greeting,
    fallback: form.fallback,
    topics: form.topics.map((topic) => ({
      keywords: splitKeywords(topic.keywords),
      answer: topic.answer,
      link: topic.linkLabel.trim() === '' && topic.linkUrl.trim() === '' ? null : { label: topic.linkLabel, url: topic.linkUrl },
      offers_contact: topic.offersContact,
    })),
  };
}

export function sameChat(a: ChatForm, b: ChatForm): boolean {
  return JSON.stringify(chatFromForm(a)) === JSON.stringify(chatFromForm(b));
}

/** The server names fields `topics.2.link.url`; element ids cannot hold the dots. */
export function chatFieldId(field: string): string {
  return `chat-${field.replaceAll('.', '-')}`;
}
