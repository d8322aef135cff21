// Checks what of the site content is offered for translation: every text in place, figures, images and link addresses never.
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import frContent from '@/locales/fr/adminContent.json';
import type { SiteContent } from '@/generated/SiteContent';
import { contentSections } from './contentTranslation';

const CONTENT: SiteContent = {
  home_hero: { title_part1: 'Ensemble', image_url: '/media/hero.webp', image_alt: 'Un port' },
  home_stats: { stats: [{ number: '15+', label: 'Années' }] },
  home_mission: null,
  home_services: { title: 'Services', items: [{ title: 'Conseil', description: 'Un suivi.' }] },
  home_cta: null,
  activities: null,
  blog: null,
  timeline: { subtitle: 'Mon chemin' },
};

describe('content to translate', () => {
  it('offers every text and image description in place, never a figure or an image', async () => {
    const instance = i18n.createInstance();
    await instance.init({ lng: 'fr', resources: { fr: { adminContent: frContent } }, interpolation: { escapeValue: false } });
    const sections = contentSections(CONTENT, instance.getFixedT('fr', 'adminContent'));
    const paths = Object.fromEntries(sections.map((section) => [section.source, section.fields.map((field) => field.path)]));
    expect(paths['content:home_hero']).toEqual(['title_part1', 'title_part2', 'title_part3', 'subtitle', 'image_alt']);
    expect(paths['content:home_stats']).toEqual(['stats.0.label']);
    expect(paths['content:home_services']).toEqual(['title', 'subtitle', 'items.0.title', 'items.0.description']);
    expect(paths['content:timeline']).toEqual(['subtitle']);
    const stat = sections.find((section) => section.source === 'content:home_stats')?.fields[0];
    expect(stat).toMatchObject({ label: 'Statistique 1 — Libellé (15+)', french: 'Années' });
    expect(sections.find((section) => section.source === 'content:home_hero')?.errorPrefix).toBe('home_hero');
    expect(paths['content:home_cta']).toEqual(['title', 'subtitle']);
  });

  it("offers the call to action's button words, never where they lead", async () => {
    const instance = i18n.createInstance();
    await instance.init({ lng: 'fr', resources: { fr: { adminContent: frContent } }, interpolation: { escapeValue: false } });
    const withButtons: SiteContent = {
      ...CONTENT,
      home_cta: {
        button: { label: 'Réserver un appel', target: 'booking', url: 'https://cal.com/a' },
        secondary: { label: 'Mes activités', target: 'page', url: '/activites' },
      },
    };
    const cta = contentSections(withButtons, instance.getFixedT('fr', 'adminContent')).find(
      (section) => section.source === 'content:home_cta',
    );
    expect(cta?.fields.map((field) => [field.path, field.label, field.french])).toEqual([
      ['title', 'Titre', ''],
      ['subtitle', 'Sous-titre', ''],
      ['button.label', 'Bouton principal — Texte du bouton', 'Réserver un appel'],
      ['secondary.label', 'Bouton secondaire — Texte du bouton', 'Mes activités'],
    ]);
  });
});
