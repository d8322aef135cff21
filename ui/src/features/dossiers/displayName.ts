// The name a person shows under in a dossier: their own, else what they are (the team, a project holder),
// so an account created without a name never reads as "Inconnu".
import type { TFunction } from 'i18next';
import { isStaff } from '@/lib/roles';
import type { Role } from '@/generated/Role';

interface Person {
  full_name: string | null;
  role?: string;
}

export function displayNameOf(person: Person | null | undefined, t: TFunction<'dossiers'>): string {
  const name = person?.full_name?.trim();
  if (name) return name;
  if (!person) return t('people.deletedAccount');
  return person.role && isStaff(person.role as Role) ? t('people.staff') : t('people.promoter');
}
