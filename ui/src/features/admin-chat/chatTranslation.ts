// What of the assistant's script is translated: its two messages, and for each topic its keywords (the words a
// visitor of that language types), its answer and its link's text; the link's address and the contact offer stay.
import type { TFunction } from 'i18next';
import type { TranslatableField, TranslatableSection } from '@/features/translations';
import type { ChatAssistant } from '@/generated/ChatAssistant';
import { LIMITS } from '@/generated/limits';

export function chatSections(chat: ChatAssistant, t: TFunction<'adminChat'>): TranslatableSection[] {
  const topics = chat.topics.flatMap((topic, index): TranslatableField[] => {
    const name = t('topics.item', { position: index + 1 });
    const label = (field: string) => `${name} — ${field}`;
    return [
      {
        path: `topics.${index}.keywords`,
        label: label(t('topics.keywords')),
        french: topic.keywords.join(', '),
        maxLength: LIMITS.chatKeyword,
        words: true,
      },
      {
        path: `topics.${index}.answer`,
        label: label(t('topics.answer')),
        french: topic.answer,
        maxLength: LIMITS.chatAnswer,
        multiline: true,
      },
      ...(topic.link
        ? [
            {
              path: `topics.${index}.link.label`,
              label: label(t('topics.linkLabel')),
              french: topic.link.label,
              maxLength: LIMITS.chatLinkLabel,
            },
          ]
        : []),
    ];
  });
  return [
    {
      source: 'chat',
      title: t('title'),
      errorPrefix: '',
      fields: [
        {
          path: 'greeting',
          label: t('messages.greeting'),
          french: chat.greeting,
          maxLength: LIMITS.chatMessage,
          multiline: true,
        },
        {
          path: 'fallback',
          label: t('messages.fallback'),
          french: chat.fallback,
          maxLength: LIMITS.chatMessage,
          multiline: true,
        },
        ...topics,
      ],
    },
  ];
}
