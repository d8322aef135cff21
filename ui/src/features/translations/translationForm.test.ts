// Checks how a translation form reads a stored translation, writes the one it sends, and places the server's messages.
import { describe, expect, it } from 'vitest';
import { draftOf, messagesOf, sameDraft, translationFieldId, translationOf, type TranslatableSection } from './translationForm';

const SERVICES: TranslatableSection = {
  source: 'content:home_services',
  title: 'Services',
  errorPrefix: 'home_services',
  fields: [
    { path: 'title', label: 'Titre', french: 'Mes services', maxLength: 2000 },
    { path: 'items.0.title', label: 'Service 1', french: 'Conseil', maxLength: 200 },
    { path: 'items.1.title', label: 'Service 2', french: 'Formation', maxLength: 200 },
  ],
};

const CHAT: TranslatableSection = {
  source: 'chat',
  title: 'Assistant',
  errorPrefix: '',
  fields: [
    { path: 'topics.0.keywords', label: 'Mots-clés', french: 'blog, article*', maxLength: 100, words: true },
    { path: 'topics.0.link.label', label: 'Lien', french: 'Le blog', maxLength: 80 },
  ],
};

describe('translation form', () => {
  it('fills each field from the stored translation, empty where there is none', () => {
    expect(draftOf(SERVICES, { title: 'My services', items: [null, { title: 'Training' }] })).toEqual({
      title: 'My services',
      'items.0.title': '',
      'items.1.title': 'Training',
    });
    expect(draftOf(SERVICES, undefined)).toEqual({ title: '', 'items.0.title': '', 'items.1.title': '' });
    expect(draftOf(CHAT, { topics: [{ keywords: ['post*', 'news'] }] })['topics.0.keywords']).toBe('post*, news');
  });

  it('sends only the fields typed, list items in place and keywords as a list', () => {
    expect(translationOf(SERVICES, { title: '  ', 'items.0.title': '', 'items.1.title': ' Training ' })).toEqual({
      items: [null, { title: 'Training' }],
    });
    expect(translationOf(CHAT, { 'topics.0.keywords': 'post*, , news', 'topics.0.link.label': 'The blog' })).toEqual({
      topics: [{ keywords: ['post*', 'news'], link: { label: 'The blog' } }],
    });
    expect(translationOf(SERVICES, {})).toEqual({});
  });

  it('tells a change from spaces around the same text', () => {
    expect(sameDraft({ title: 'My services ' }, { title: 'My services', 'items.0.title': '' })).toBe(true);
    expect(sameDraft({ title: 'My services' }, { title: 'Services' })).toBe(false);
  });

  it('places the server messages under the fields they name, by the French form names', () => {
    expect(
      messagesOf(SERVICES, {
        'home_services.items.1.title': 'Ce champ ne peut pas dépasser 200 caractères.',
        'home_hero.title_part1': 'Ailleurs',
      }),
    ).toEqual({ 'items.1.title': 'Ce champ ne peut pas dépasser 200 caractères.' });
    expect(messagesOf(CHAT, { 'topics.0.link': 'Requête invalide' })).toEqual({ 'topics.0.link.label': 'Requête invalide' });
    expect(translationFieldId('ar', 'content:home_services', 'items.1.title')).toBe(
      'translation-ar-content-home_services-items-1-title',
    );
  });
});
