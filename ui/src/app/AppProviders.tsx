// Everything every screen relies on: site data, the signed-in account, the contact dialog and the toast area.
import type { ReactNode } from 'react';
import { SiteProvider } from './SiteProvider';
import { AuthProvider } from '@/lib/auth';
import { ContactDialogProvider } from '@/features/contact/ContactDialogProvider';
import { Toaster } from '@/components/Toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SiteProvider>
      <AuthProvider>
        <ContactDialogProvider>{children}</ContactDialogProvider>
      </AuthProvider>
      <Toaster />
    </SiteProvider>
  );
}
