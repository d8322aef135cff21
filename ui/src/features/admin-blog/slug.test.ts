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

describe('slugify on Arabic titles', () => {
  it('spells them in Latin letters, as the server does', () => {
    expect(slugify('الاقتصاد الرقمي في جزر القمر')).toBe('alaqtsad-alrqmi-fi-jzr-alqmr');
    expect(slugify('تمويل مشروعك في أفريقيا')).toBe('tmuyl-mshruk-fi-afriqia');
    expect(slugify('خطة ٢٠٣٠ للشباب')).toBe('khta-2030-llshbab');
  });

  it('drops vowel marks and tatweel and reads hamza carriers as their letter', () => {
    expect(slugify('مَدْرَسَةٌ')).toBe('mdrsa');
    expect(slugify('مـــدرسة')).toBe('mdrsa');
    expect(slugify('يـوم')).toBe('yum');
    expect(slugify('أمل إيمان آمال')).toBe('aml-ayman-amal');
    expect(slugify('مؤتمر رئيس سماء')).toBe('mutmr-riys-sma');
    expect(slugify('على')).toBe('la');
  });

  it('reads و and ي as vowels after a consonant only', () => {
    expect(slugify('وزير')).toBe('wzir');
    expect(slugify('قوي')).toBe('quy');
  });

  it('drops Arabic punctuation and reads both kinds of Arabic digits', () => {
    expect(slugify('لماذا؟ كيف، ومتى!')).toBe('lmadha-kif-wmta');
    expect(slugify('۱۲ سنة')).toBe('12-sna');
    expect(slugify('Forum 2026 : منتدى')).toBe('forum-2026-mntda');
  });
});
