// Everything every screen relies on: site data, the contact dialog and the toast area.
import type { ReactNode } from 'react';
import { SiteProvider } from './SiteProvider';
import { ContactDialogProvider } from '@/features/contact/ContactDialogProvider';
import { Toaster } from '@/components/Toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SiteProvider>
      <ContactDialogProvider>{children}</ContactDialogProvider>
      <Toaster />
    </SiteProvider>
  );
}
