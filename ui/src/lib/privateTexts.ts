// The texts of sign-in and the private areas, in one file of their own that public pages never download. The
// namespaces i18n.ts loads one by one are left out, and so are those only the server uses (its pages, its e-mails).
export const PRIVATE_BUNDLES = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/*.json', '!../locales/*/{common,blog,contact,chat,timeline,legal,email,newsletter,serverErrors}.json'],
  { eager: true },
);
