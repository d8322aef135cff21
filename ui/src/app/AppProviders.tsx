// Everything every screen relies on: the server cache, site data, the signed-in account and the toasts.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SiteProvider } from './SiteProvider';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/queryClient';
import { Toaster } from '@/components/Toaster';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests bring their own, so that no answer is shared between them. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={ownClient}>
      <SiteProvider>
        <AuthProvider>{children}</AuthProvider>
        <Toaster />
      </SiteProvider>
    </QueryClientProvider>
  );
}
