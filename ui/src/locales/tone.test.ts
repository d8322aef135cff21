// The site belongs to one person and speaks as "je": a visitor or promoter text saying "nous", "notre" or
// "nos" makes it sound like a company. The back-office bundles (admin*) address staff and are left out.
import { describe, expect, it } from 'vitest';

const visitorBundles = import.meta.glob<{ default: Record<string, unknown> }>(['./fr/*.json', '!./fr/admin*.json'], {
  eager: true,
});

const COMPANY_VOICE = /(?<!\p{L})(nous|notre|nos)(?!\p{L})/iu;

/** Every text of a bundle with its dotted key, nested groups included. */
function textsOf(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([child, nested]) => textsOf(nested, `${key}.${child}`));
  }
  return [];
}

const texts = Object.entries(visitorBundles).flatMap(([path, module]) =>
  textsOf(module.default, /([^/]+)\.json$/.exec(path)?.[1] ?? path),
);

describe('visitor texts', () => {
  it('cover every bundle a visitor or promoter reads, and no back-office one', () => {
    const namespaces = new Set(texts.map(([key]) => key.split('.')[0]));
    for (const namespace of ['auth', 'blog', 'chat', 'common', 'contact', 'dossiers', 'home', 'legal', 'profile', 'promoter']) {
      expect(namespaces).toContain(namespace);
    }
    expect([...namespaces].filter((namespace) => namespace.startsWith('admin'))).toEqual([]);
  });

  it('speak as the owner, never as a company', () => {
    expect(texts.filter(([, text]) => COMPANY_VOICE.test(text))).toEqual([]);
  });

  it('catch the company voice the check looks for', () => {
    expect(COMPANY_VOICE.test('Échangez avec notre équipe.')).toBe(true);
    expect(COMPANY_VOICE.test('Nous vous répondrons.')).toBe(true);
    expect(COMPANY_VOICE.test('Découvrez nos services.')).toBe(true);
    expect(COMPANY_VOICE.test('Échangez avec moi : diagnostics anonymes, dinosaures.')).toBe(false);
  });
});
