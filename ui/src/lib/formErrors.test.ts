import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api';
import i18n, { loadTexts } from '@/lib/i18n';
import { messageOf } from '@/lib/formErrors';

describe('messageOf', () => {
  it('shows refusals in the server’s words', () => {
    expect(messageOf(new ApiError(429, 'rate_limited', 'Trop de tentatives.'), 'Échec.')).toBe('Trop de tentatives.');
  });

  it('shows a busy server or a full disk in the server’s words, since they say what to do', () => {
    expect(messageOf(new ApiError(503, 'unavailable', 'Le serveur est très sollicité.'), 'Échec.')).toBe(
      'Le serveur est très sollicité.',
    );
    expect(messageOf(new ApiError(507, 'insufficient_storage', 'Espace disque insuffisant.'), 'Échec.')).toBe(
      'Espace disque insuffisant.',
    );
  });

  it('keeps other server failures vague', () => {
    expect(messageOf(new ApiError(500, 'internal', 'Une erreur interne est survenue.'), 'Échec.')).toBe('Échec.');
    expect(messageOf(new Error('boom'), 'Échec.')).toBe('Échec.');
  });

  it('says a lost connection in the page’s language, and a wordless error in the form’s own words', async () => {
    expect(messageOf(networkError(), 'Échec.')).toBe('Le serveur est injoignable. Vérifiez votre connexion.');
    expect(messageOf(new ApiError(502, 'http_error', ''), 'Échec.')).toBe('Échec.');
    await i18n.changeLanguage('en');
    try {
      await loadTexts(['common']);
      expect(messageOf(networkError(), 'Failed.')).toBe('The server cannot be reached. Check your connection.');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
