// French is where every text is written first; English and Arabic must say all of it. The UI and the server's pages
// fall back to French for a missing text, so a forgotten key or a text left untranslated would put French on an
// English or Arabic page without any error: this test is what notices.
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
/** Bundles by language, then by namespace (file name). */
type Bundles = Record<string, Record<string, Tree>>;

type Allowed = readonly { text: string; languages: readonly string[]; why: string }[];

const SOURCE = 'fr';
const TRANSLATIONS = ['en', 'ar'];

/**
 * Texts a translation rightly shares with French, each with why. Any other text equal to its French one (or, in
 * Arabic, written without Arabic letters) was forgotten.
 */
const SAME_AS_FRENCH: Allowed = [
  { text: 'Facebook', languages: ['en', 'ar'], why: 'brand name, written as the network writes it' },
  { text: 'Instagram', languages: ['en', 'ar'], why: 'brand name, written as the network writes it' },
  { text: 'LinkedIn', languages: ['en', 'ar'], why: 'brand name, written as the network writes it' },
  { text: 'Wanzani', languages: ['en', 'ar'], why: 'brand name, written as the network writes it' },
  { text: 'X (Twitter)', languages: ['en', 'ar'], why: 'brand names, written as the network writes them' },
  { text: 'A', languages: ['en'], why: 'initial of "Author", the same letter as "Auteur"' },
  { text: 'Actions', languages: ['en'], why: 'the same word in English' },
  { text: 'Admin', languages: ['en'], why: 'the same word in English' },
  { text: 'Article', languages: ['en'], why: 'the same word in English' },
  { text: 'Articles', languages: ['en'], why: 'the same word in English' },
  { text: 'Assistant', languages: ['en'], why: 'the same word in English' },
  { text: 'Blog', languages: ['en'], why: 'the same word in English' },
  { text: 'Contact', languages: ['en'], why: 'the same word in English' },
  { text: 'Date', languages: ['en'], why: 'the same word in English' },
  { text: 'Description', languages: ['en'], why: 'the same word in English' },
  { text: 'Favicon', languages: ['en'], why: 'the same technical word in English' },
  { text: 'Images', languages: ['en'], why: 'the same word in English' },
  { text: 'Introduction', languages: ['en'], why: 'the same word in English' },
  { text: 'Messages', languages: ['en'], why: 'the same word in English' },
  { text: 'Mission', languages: ['en'], why: 'the same word in English' },
  { text: 'Newsletter', languages: ['en'], why: 'French borrowed the English word' },
  { text: 'Notifications', languages: ['en'], why: 'the same word in English' },
  { text: 'Page', languages: ['en'], why: 'the same word in English' },
  { text: 'Page {{number}}', languages: ['en'], why: 'the same word in English' },
  { text: 'Pause', languages: ['en'], why: 'the same word in English' },
  { text: 'Portrait', languages: ['en'], why: 'the same word in English' },
  { text: 'SEO', languages: ['en'], why: 'the same abbreviation in English' },
  { text: 'Section {{position}}', languages: ['en'], why: 'the same word in English' },
  { text: 'Service {{position}}', languages: ['en'], why: 'the same word in English' },
  { text: 'Services', languages: ['en'], why: 'the same word in English' },
  { text: 'Site', languages: ['en'], why: 'the same word in English' },
  { text: 'Timeline', languages: ['en'], why: 'French borrowed the English word' },
  { text: '{{count}} message', languages: ['en'], why: 'the same word in English' },
  { text: '{{count}} messages', languages: ['en'], why: 'the same word in English' },
];

/** The plural forms src/http/pages/locale.rs picks for Arabic on the server; i18next takes them from Intl. */
const SERVER_ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * Plural forms that stand for one number only (Arabic's 0, 1 and 2), where a native speaker spells the number
 * out ("حسابان", two accounts) rather than writing it: there the number's placeholder may be left out.
 */
const SPELLED_FORMS: Record<string, readonly string[]> = { ar: ['zero', 'one', 'two'] };
const NUMBER_PLACEHOLDERS = ['{{count}}', '{{formatted}}'];

const PLACEHOLDER_OR_TAG = /\{\{\s*[^}\s,]+[^}]*\}\}|<\/?[A-Za-z0-9]+\s*\/?>/g;

/** Every text of a bundle by its dotted key, nested groups included. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [nested, text] of flatten(value, path)) texts.set(nested, text);
  }
  return texts;
}

function pluralForms(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * The keys a translation must have, each with the French key it translates: French's own keys, except that a
 * plural key comes in every form the language's rules name (a form French lacks translates French's `_other`).
 */
function expectedKeys(french: Map<string, string>, language: string): Map<string, string> {
  const expected = new Map<string, string>();
  for (const key of french.keys()) {
    const plural = PLURAL_KEY.exec(key);
    if (!plural) {
      expected.set(key, key);
      continue;
    }
    for (const form of pluralForms(language)) {
      const source = french.has(`${plural[1]}_${form}`) ? `${plural[1]}_${form}` : `${plural[1]}_other`;
      expected.set(`${plural[1]}_${form}`, source);
    }
  }
  return expected;
}

function tokensOf(text: string): string[] {
  return (text.match(PLACEHOLDER_OR_TAG) ?? []).map((token) => token.replace(/\s/g, '')).sort();
}

function hasLetters(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER_OR_TAG, ''));
}

/** What is wrong with the translations of `bundles`, one line each; empty when nothing is. */
function problemsOf(bundles: Bundles, allowed: Allowed): string[] {
  const problems: string[] = [];
  const used = new Set<string>();
  const isAllowed = (text: string, language: string) => {
    const entry = allowed.find((candidate) => candidate.text === text && candidate.languages.includes(language));
    if (entry) used.add(`${language} ${text}`);
    return entry !== undefined;
  };
  const source = bundles[SOURCE] ?? {};
  for (const language of TRANSLATIONS) {
    const translated = bundles[language] ?? {};
    for (const namespace of Object.keys(translated)) {
      if (!(namespace in source)) problems.push(`${language}/${namespace}.json: no such French bundle`);
    }
    for (const [namespace, frenchTree] of Object.entries(source)) {
      const file = `${language}/${namespace}.json`;
      if (!(namespace in translated)) {
        problems.push(`${file}: missing`);
        continue;
      }
      const french = flatten(frenchTree);
      const expected = expectedKeys(french, language);
      const texts = flatten(translated[namespace]);
      for (const key of expected.keys()) if (!texts.has(key)) problems.push(`${file} ${key}: missing`);
      for (const [key, text] of texts) {
        const sourceKey = expected.get(key);
        if (sourceKey === undefined) {
          problems.push(`${file} ${key}: not in French`);
          continue;
        }
        const frenchText = french.get(sourceKey) ?? '';
        const found = tokensOf(text);
        const form = PLURAL_KEY.exec(key)?.[2] ?? '';
        const spelled = SPELLED_FORMS[language]?.includes(form) ?? false;
        const wanted = tokensOf(frenchText).filter(
          (token) => !(spelled && NUMBER_PLACEHOLDERS.includes(token) && !found.includes(token)),
        );
        if (found.join(' ') !== wanted.join(' ')) {
          problems.push(
            `${file} ${key}: placeholders and tags ${found.join(' ') || 'none'}, French has ${wanted.join(' ') || 'none'}`,
          );
        }
        if (!hasLetters(text) || isAllowed(text, language)) continue;
        if (text === frenchText) problems.push(`${file} ${key}: still in French`);
        else if (language === 'ar' && !/\p{Script=Arabic}/u.test(text)) problems.push(`${file} ${key}: not in Arabic script`);
      }
    }
  }
  for (const entry of allowed) {
    for (const language of entry.languages) {
      if (!used.has(`${language} ${entry.text}`)) problems.push(`allow-list: "${entry.text}" is not needed in ${language}`);
    }
  }
  return problems;
}

const bundles: Bundles = {};
for (const [path, module] of Object.entries(import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true }))) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (bundles[language] ??= {})[namespace] = module.default;
}

describe('translations', () => {
  it('say every French text in English and Arabic, with the same placeholders and tags', () => {
    expect(Object.keys(bundles[SOURCE]).length).toBeGreaterThan(20);
    expect(problemsOf(bundles, SAME_AS_FRENCH)).toEqual([]);
  });

  it('give every kept-as-French text a reason', () => {
    expect(SAME_AS_FRENCH.filter((entry) => entry.why.trim() === '' || entry.languages.length === 0)).toEqual([]);
  });

  it('write the plural forms the server picks for Arabic, which are the ones Intl names', () => {
    expect(pluralForms('ar').toSorted()).toEqual(SERVER_ARABIC_FORMS.toSorted());
    expect(pluralForms('en').toSorted()).toEqual(['one', 'other']);
  });

  it('catch what they look for', () => {
    const broken: Bundles = {
      fr: {
        ns: {
          hello: 'Bonjour {{name}}',
          link: 'Lisez <1>ceci</1>',
          brand: 'LinkedIn',
          dash: '—',
          group: { item_one: '{{count}} article', item_other: '{{count}} articles' },
        },
        missingFile: { a: 'Texte' },
      },
      en: {
        ns: {
          hello: 'Bonjour {{name}}',
          link: 'Read this',
          brand: 'LinkedIn',
          dash: '—',
          group: { item_one: '{{count}} post', item_other: 'Posts' },
          extra: 'More',
        },
      },
      ar: {
        ns: {
          hello: 'Hello {{name}}',
          link: 'اقرأ <1>هذا</1>',
          brand: 'LinkedIn',
          dash: '—',
          group: { item_one: 'مقال واحد', item_two: 'مقالان', item_few: 'مقالات', item_other: '{{count}} مقال' },
        },
        missingFile: { a: 'نص' },
        notFrench: { a: 'نص' },
      },
    };
    const allowed: Allowed = [
      { text: 'LinkedIn', languages: ['en', 'ar'], why: 'brand name' },
      { text: 'Blog', languages: ['en'], why: 'English word' },
    ];
    expect(problemsOf(broken, allowed).toSorted()).toEqual(
      [
        'en/ns.json extra: not in French',
        'en/ns.json group.item_other: placeholders and tags none, French has {{count}}',
        'en/ns.json hello: still in French',
        'en/ns.json link: placeholders and tags none, French has </1> <1>',
        'en/missingFile.json: missing',
        'ar/notFrench.json: no such French bundle',
        'ar/ns.json group.item_zero: missing',
        'ar/ns.json group.item_many: missing',
        'ar/ns.json group.item_few: placeholders and tags none, French has {{count}}',
        'ar/ns.json hello: not in Arabic script',
        'allow-list: "Blog" is not needed in en',
      ].toSorted(),
    );
  });
});
