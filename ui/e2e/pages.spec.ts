// The career timeline, the activities page and both legal pages.
import { expect, test } from '@playwright/test';
import { contactDialog, SITE_TITLE, waitForPage } from './support';

test('the career page groups events in the agreed order, "Divers" last', async ({ page }) => {
  await page.goto('/parcours');
  await waitForPage(page);
  await expect(page).toHaveTitle(`Mon Parcours | ${SITE_TITLE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mon Parcours');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Postes occupés',
    'Engagements',
    'Projets',
    'Contributions',
    'Formations',
    'Divers',
  ]);

  const jobs = main.getByRole('region', { name: 'Postes occupés' });
  await expect(jobs.getByRole('heading', { level: 3 })).toHaveText([
    /^Fondateur d'un cabinet de conseil/,
    /^Chargé d'accompagnement des entreprises/,
  ]);
  await expect(jobs.getByText('2015 - présent')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Divers' }).getByRole('heading', { level: 3 })).toHaveText([
    /^Distinction pour l'engagement/,
  ]);
  await expect(main.getByRole('link', { name: /En savoir plus sur « Secrétaire général/ })).toHaveAttribute('target', '_blank');
});

test('the activities page shows its sections and offers contact', async ({ page }) => {
  await page.goto('/activites');
  await waitForPage(page);
  await expect(page).toHaveTitle(`Mes Activités | ${SITE_TITLE}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mes Activités');
  for (const title of ['Conseil aux entrepreneurs', 'Formation et mentorat', 'Tourisme et valorisation des Comores']) {
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 2, name: /^Secrétariat général de la Fédération/ })).toBeVisible();

  await main.getByRole('link', { name: 'Discutons de votre projet' }).click();
  await expect(contactDialog(page)).toBeVisible();
});

const LEGAL_PAGES = [
  {
    path: '/politique-de-confidentialite',
    title: 'Politique de Confidentialité',
    sections: [
      'Introduction',
      'Informations collectées',
      'Utilisation des informations',
      'Partage des informations',
      'Sécurité',
      'Vos droits',
      'Contact',
    ],
    sample: /droit d'accès, de rectification, d'effacement, de limitation du traitement/,
  },
  {
    path: '/conditions-d-utilisation',
    title: "Conditions d'Utilisation",
    sections: [
      'Acceptation des conditions',
      'Propriété intellectuelle',
      "Déclarations de l'utilisateur",
      'Inscription et compte',
      'Activités interdites',
      'Contributions des utilisateurs',
      'Limitation de responsabilité',
      'Droit applicable',
      'Contact',
    ],
    sample: /régies par le droit de l'Union des Comores/,
  },
];

for (const legal of LEGAL_PAGES) {
  test(`${legal.title}: dated, with a table of contents leading to each section`, async ({ page }) => {
    await page.goto(legal.path);
    await waitForPage(page);
    await expect(page).toHaveTitle(`${legal.title} | ${SITE_TITLE}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(main.getByText(/^Dernière mise à jour : \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(main.getByText(legal.sample)).toBeVisible();

    const toc = main.getByRole('navigation', { name: 'Sommaire' });
    await expect(toc.getByRole('link')).toHaveText(legal.sections);
    await expect(main.locator('.prose-article h2')).toHaveText(legal.sections.map((title, index) => `${index + 1}. ${title}`));

    await toc.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}#section-contact$`));
    await expect(main.getByRole('heading', { level: 2, name: `${legal.sections.length}. Contact` })).toBeInViewport();
  });
}
