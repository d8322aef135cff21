// A closing band on blog pages that invites the reader to get in touch.
import { MessageCircle } from 'lucide-react';
import { useContactDialog } from '@/lib/contactDialog';

interface ContactCtaProps {
  title: string;
  text: string;
  buttonLabel: string;
}

export function ContactCta({ title, text, buttonLabel }: ContactCtaProps) {
  const contact = useContactDialog();
  return (
    <section className="rounded-3xl bg-gradient-to-br from-sky-900 to-sky-800 px-6 py-12 text-center sm:px-12">
      <h2 className="font-display text-2xl font-semibold text-white sm:text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-sky-100">{text}</p>
      <button type="button" className="btn-gold mt-8" onClick={contact.open}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {buttonLabel}
      </button>
    </section>
  );
}
