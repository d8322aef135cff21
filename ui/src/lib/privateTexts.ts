// The texts of sign-in and the private areas, in a file of their own that public pages never download.
export const PRIVATE_BUNDLES = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/*.json', '!../locales/*/{common,home,blog,timeline,activities,legal,contact,chat}.json'],
  { eager: true },
);
