// Checks that titles become the same addresses the server derives.
import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('folds accents and drops punctuation', () => {
    expect(slugify('Bâtir un écosystème entrepreneurial solide aux Comores')).toBe(
      'batir-un-ecosysteme-entrepreneurial-solide-aux-comores',
    );
    expect(slugify('Financer son projet en Afrique : les clés pour convaincre')).toBe(
      'financer-son-projet-en-afrique-les-cles-pour-convaincre',
    );
  });

  it('collapses and trims hyphens', () => {
    expect(slugify('  --Hello   World--  ')).toBe('hello-world');
    expect(slugify('snake_case et tirets---multiples')).toBe('snake-case-et-tirets-multiples');
  });

  it('spells out ligatures and keeps digits', () => {
    expect(slugify('Cœur & âme')).toBe('coeur-ame');
    expect(slugify('Bilan 2025 : l’Ÿ de l’Æther')).toBe('bilan-2025-l-y-de-l-aether');
  });

  it('reads apostrophes as word breaks, like the server', () => {
    expect(slugify("L'économie bleue")).toBe('l-economie-bleue');
    expect(slugify('Aujourd’hui l’entreprise')).toBe('aujourd-hui-l-entreprise');
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});
