// A small assistant script for unit tests: a few topics in priority order, one with a site link, one with an external link, one proposing contact.
import type { ChatAssistant } from '@/generated/ChatAssistant';

export const testScript: ChatAssistant = {
  greeting: 'Bonjour et bienvenue ! Posez-moi votre question.',
  fallback: "Je n'ai pas bien compris. Souhaitez-vous écrire grâce au formulaire de contact ? Répondez « oui ».",
  topics: [
    {
      keywords: ['contact*', 'joindre', 'rendez-vous'],
      answer: 'Le formulaire de contact est le plus simple. Voulez-vous que je l’ouvre ?',
      link: null,
      offers_contact: true,
    },
    {
      keywords: ['Fédération*', 'réseau*'],
      answer: 'La fédération rassemble des entrepreneurs francophones.\n\nVous souhaitez rejoindre le réseau ?',
      link: { label: 'Le site de la fédération', url: 'https://federation.exemple.org' },
      offers_contact: false,
    },
    {
      keywords: ['blog*', 'article*'],
      answer: 'Le blog rassemble mes articles.',
      link: { label: 'Lire le blog', url: '/blog' },
      offers_contact: false,
    },
    {
      keywords: ['parcours', 'qui'],
      answer: 'Mon parcours est en ligne.',
      link: { label: 'Mon Parcours', url: '/parcours' },
      offers_contact: false,
    },
    { keywords: ['merci*'], answer: 'Avec plaisir !', link: null, offers_contact: false },
    { keywords: ['bonjour', 'salut'], answer: 'Bonjour ! Que puis-je pour vous ?', link: null, offers_contact: false },
  ],
};
