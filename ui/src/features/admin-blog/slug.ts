// The article address derived from its title, folded the same way the server folds it (src/domain/slug.rs):
// accents folded, Arabic spelled in Latin letters by the same table.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae' };

/** The stroke that stretches Arabic words: no letter, not a word break. */
const TATWEEL = '\u0640';

type Arabic = { consonant: string } | { vowel: string } | { glide: { vowel: string; consonant: string } };

/** After canonical decomposition, hamza and madda are marks of their own (أ إ آ → ا, ؤ → و, ئ → ي). */
const ARABIC: Record<string, Arabic> = {
  ا: { vowel: 'a' },
  ٱ: { vowel: 'a' },
  ى: { vowel: 'a' },
  ة: { vowel: 'a' },
  و: { glide: { vowel: 'u', consonant: 'w' } },
  ي: { glide: { vowel: 'i', consonant: 'y' } },
  ی: { glide: { vowel: 'i', consonant: 'y' } },
  ب: { consonant: 'b' },
  ت: { consonant: 't' },
  ط: { consonant: 't' },
  ث: { consonant: 'th' },
  ج: { consonant: 'j' },
  ح: { consonant: 'h' },
  ه: { consonant: 'h' },
  خ: { consonant: 'kh' },
  د: { consonant: 'd' },
  ض: { consonant: 'd' },
  ذ: { consonant: 'dh' },
  ر: { consonant: 'r' },
  ز: { consonant: 'z' },
  ظ: { consonant: 'z' },
  س: { consonant: 's' },
  ص: { consonant: 's' },
  ش: { consonant: 'sh' },
  ع: { consonant: '' },
  ء: { consonant: '' },
  غ: { consonant: 'gh' },
  ف: { consonant: 'f' },
  ق: { consonant: 'q' },
  ك: { consonant: 'k' },
  ک: { consonant: 'k' },
  ل: { consonant: 'l' },
  م: { consonant: 'm' },
  ن: { consonant: 'n' },
  پ: { consonant: 'p' },
  چ: { consonant: 'ch' },
  ژ: { consonant: 'zh' },
  گ: { consonant: 'g' },
  ڤ: { consonant: 'v' },
};

/** Arabic-Indic (٠…٩) and Eastern Arabic-Indic (۰…۹) digits as 0…9. */
function arabicDigit(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  return '';
}

/** Its Latin spelling, and whether it was read as a consonant: و and ي are the vowels u and i after a consonant. */
function spell(letter: Arabic, afterConsonant: boolean): [string, boolean] {
  if ('consonant' in letter) return [letter.consonant, true];
  if ('vowel' in letter) return [letter.vowel, false];
  return afterConsonant ? [letter.glide.vowel, false] : [letter.glide.consonant, true];
}

/**
 * Lowercase, accents folded, Arabic transliterated, spaces and apostrophes to hyphens, other characters dropped,
 * hyphens collapsed and trimmed.
 */
export function slugify(title: string): string {
  let folded = '';
  let afterConsonant = false;
  for (const char of title.normalize('NFD').toLowerCase()) {
    if (char === TATWEEL || /\p{M}/u.test(char)) continue;
    const letter = ARABIC[char];
    if (letter) {
      const [latin, consonant] = spell(letter, afterConsonant);
      folded += latin;
      afterConsonant = consonant;
      continue;
    }
    afterConsonant = false;
    if (LIGATURES[char]) folded += LIGATURES[char];
    else if (/\s|-|_|'|’|ʼ|‘/.test(char)) folded += '-';
    else if (/[a-z0-9]/.test(char)) folded += char;
    else folded += arabicDigit(char);
  }
  return folded.replace(/-+/g, '-').replace(/^-|-$/g, '');
}
