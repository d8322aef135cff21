// The frame shared by every public page: header, content, footer and the chat assistant.
import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { ChatWidget } from '@/features/chat/components/ChatWidget';
import { useContactDeepLink } from '@/features/contact/useContactDeepLink';
import { useFavicon } from './usePageMeta';
import { useVisitBeacon } from './useVisitBeacon';

export function PublicLayout() {
  useFavicon();
  useVisitBeacon();
  useContactDeepLink();

  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page loads. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none lg:pt-20">
        <Outlet />
      </main>
      <Footer />
      <ChatWidget />
      <ScrollRestoration />
    </div>
  );
}
