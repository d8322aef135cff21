// Sample dossiers for the unit tests of the dossier screens.
import type { Dossier } from '@/generated/Dossier';
import type { DossierDetail } from '@/generated/DossierDetail';
import type { DossierSummary } from '@/generated/DossierSummary';
import type { Sender } from '@/generated/Sender';

const PROMOTER = { id: 3, full_name: 'Awa Mohamed', avatar_url: null };

export function summary(overrides: Partial<DossierSummary> = {}): DossierSummary {
  return {
    id: 7,
    title: 'Coopérative de vanille à Anjouan',
    status: 'received',
    created_at: '2025-09-12T08:00:00Z',
    updated_at: '2025-09-12T08:00:00Z',
    promoter: PROMOTER,
    unread: 0,
    ...overrides,
  };
}

export function dossier(overrides: Partial<Dossier> = {}): Dossier {
  return { ...summary(), description: 'Première ligne\nSeconde ligne', ...overrides };
}

export function detail(overrides: Partial<DossierDetail> = {}): DossierDetail {
  return { dossier: dossier(), messages: [], attachments: [], history: [], ...overrides };
}

export const STAFF_SENDER: Sender = { id: 2, full_name: 'Moussa Modo', avatar_url: null, role: 'moderator' };
export const PROMOTER_SENDER: Sender = { id: 3, full_name: 'Awa Mohamed', avatar_url: null, role: 'promoter' };
