// Three bouncing dots that say the assistant is writing; still dots when the visitor asks for less motion.
import { useTranslation } from 'react-i18next';

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

export function TypingIndicator() {
  const { t } = useTranslation('chat');
  return (
    <div
      role="status"
      aria-label={t('panel.typing')}
      className="flex w-fit items-center gap-1.5 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3"
    >
      {DOT_DELAYS.map((delay, index) => (
        <span key={index} aria-hidden="true" className={`size-2 rounded-full bg-sky-700 motion-safe:animate-bounce ${delay}`} />
      ))}
    </div>
  );
}
