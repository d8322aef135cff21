// Lets the owner type a visitor's question and see which topic would answer it, before saving: the order of topics matters.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank, matchTopic } from '@/features/chat';
import type { ChatAssistant } from '@/generated/ChatAssistant';

export function TryQuestion({ script }: { script: ChatAssistant }) {
  const { t } = useTranslation('adminChat');
  const [question, setQuestion] = useState('');
  const id = useId();
  const topic = isBlank(question) ? null : matchTopic(script.topics, question);
  const position = topic ? script.topics.indexOf(topic) + 1 : 0;

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('try.label')}
      </label>
      <input
        id={id}
        type="text"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        placeholder={t('try.placeholder')}
        autoComplete="off"
        className="form-input"
      />
      <p aria-live="polite" className="min-h-6 whitespace-pre-line break-words text-slate-700">
        {isBlank(question) ? '' : topic ? t('try.matched', { position, answer: topic.answer }) : t('try.fallback')}
      </p>
    </div>
  );
}
