import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
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
});
