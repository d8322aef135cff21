// Nameless accounts show what they are, never "Inconnu".
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { displayNameOf } from './displayName';

const t = i18n.getFixedT('fr', 'dossiers');

describe('displayNameOf', () => {
  it('uses the person’s own name when there is one', () => {
    expect(displayNameOf({ full_name: '  Awa Said ', role: 'moderator' }, t)).toBe('Awa Said');
  });

  it('names nameless staff as the team and nameless promoters as project holders', () => {
    expect(displayNameOf({ full_name: null, role: 'super_admin' }, t)).toBe("L'équipe");
    expect(displayNameOf({ full_name: ' ', role: 'moderator' }, t)).toBe("L'équipe");
    expect(displayNameOf({ full_name: null, role: 'promoter' }, t)).toBe('Porteur de projet');
  });

  it('says when the account is gone', () => {
    expect(displayNameOf(null, t)).toBe('Compte supprimé');
  });
});
