// The site belongs to one person and speaks as "je" (in English "I"): a visitor or promoter text saying "nous",
// "notre", "nos" (or "we", "our", "us") makes it sound like a company. The back-office bundles (admin*) address
// staff and are left out.
import { describe, expect, it } from 'vitest';

const visitorBundles = import.meta.glob<{ default: Record<string, unknown> }>(['./{fr,en}/*.json', '!./*/admin*.json'], {
  eager: true,
});

const COMPANY_VOICE: Record<string, RegExp> = {
  fr: /(?<!\p{L})(nous|notre|nos)(?!\p{L})/iu,
  en: /(?<!\p{L})(we|us|our|ours|ourselves)(?!\p{L})/iu,
};

/** Every text of a bundle with its dotted key, nested groups included. */
function textsOf(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([child, nested]) => textsOf(nested, `${key}.${child}`));
  }
  return [];
}

/** Every visitor text by `language/namespace.dotted.key`. */
const texts = Object.entries(visitorBundles).flatMap(([path, module]) =>
  textsOf(module.default, /([^/]+\/[^/]+)\.json$/.exec(path)?.[1] ?? path),
);

const languageOf = (key: string) => key.split('/')[0];

describe('visitor texts', () => {
  it('cover every bundle a visitor or promoter reads, and no back-office one', () => {
    for (const language of Object.keys(COMPANY_VOICE)) {
      const namespaces = new Set(
        texts.filter(([key]) => languageOf(key) === language).map(([key]) => key.split('/')[1].split('.')[0]),
      );
      for (const namespace of ['auth', 'blog', 'chat', 'common', 'contact', 'dossiers', 'home', 'legal', 'profile', 'promoter']) {
        expect(namespaces).toContain(namespace);
      }
      expect([...namespaces].filter((namespace) => namespace.startsWith('admin'))).toEqual([]);
    }
  });

  it('speak as the owner, never as a company', () => {
    expect(texts.filter(([key, text]) => COMPANY_VOICE[languageOf(key)].test(text))).toEqual([]);
  });

  it('catch the company voice the check looks for', () => {
    expect(COMPANY_VOICE.fr.test('Échangez avec notre équipe.')).toBe(true);
    expect(COMPANY_VOICE.fr.test('Nous vous répondrons.')).toBe(true);
    expect(COMPANY_VOICE.fr.test('Découvrez nos services.')).toBe(true);
    expect(COMPANY_VOICE.fr.test('Échangez avec moi : diagnostics anonymes, dinosaures.')).toBe(false);
    expect(COMPANY_VOICE.en.test('Talk to our team.')).toBe(true);
    expect(COMPANY_VOICE.en.test("We'll get back to you.")).toBe(true);
    expect(COMPANY_VOICE.en.test('Contact us.')).toBe(true);
    expect(COMPANY_VOICE.en.test("Let's talk: trust, focus and a user-friendly tour of my work.")).toBe(false);
  });
});
