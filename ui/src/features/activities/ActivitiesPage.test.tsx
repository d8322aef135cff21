// Checks the activities page: French defaults, edited content, partial content and the contact button.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderApp';
import { mockFetch } from '@/test/mockFetch';
import { siteBundle } from '@/test/fixtures';
import type { Activities } from '@/generated/Activities';
import { ActivitiesPage } from './ActivitiesPage';
import { resolveActivities, splitParagraphs } from './activitiesContent';

function serveActivities(activities: Activities | null) {
  mockFetch({ '/api/site': { body: { ...siteBundle, content: { ...siteBundle.content, activities } } } });
}

describe('ActivitiesPage', () => {
  it('shows the French defaults when nothing was edited', async () => {
    serveActivities(null);
    renderApp(<ActivitiesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes Activités' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Conseil aux entrepreneurs',
        'Secrétariat général de la Fédération',
        'Formation et mentorat',
        'Tourisme et valorisation des Comores',
        'Prise de parole et publications',
      ]),
    );
    expect(screen.getByText(/fédération panafricaine qui rassemble/)).toBeInTheDocument();
  });

  it('shows the edited content, paragraph by paragraph', async () => {
    serveActivities({
      title: 'Ce que je fais',
      intro: 'Premier paragraphe.\n\nSecond paragraphe.',
      sections: [{ title: 'Conseil stratégique', body: 'Une phrase.\n\nUne autre.' }],
    });
    renderApp(<ActivitiesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ce que je fais' })).toBeInTheDocument();
    expect(screen.getByText('Premier paragraphe.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraphe.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Conseil stratégique' });
    expect(within(section).getByText('Une autre.')).toBeInTheDocument();
    expect(screen.queryByText('Formation et mentorat')).not.toBeInTheDocument();
  });

  it('opens the contact dialog from the call to action', async () => {
    serveActivities(null);
    renderApp(<ActivitiesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Discutons de votre projet' }));
    expect(await screen.findByRole('dialog', { name: 'Contactez-nous' })).toBeInTheDocument();
  });
});

describe('resolveActivities', () => {
  const defaults = { title: 'Défaut', intro: 'Intro par défaut', sections: [{ title: 'A', body: 'B' }] };

  it('falls back field by field on missing or blank values', () => {
    expect(resolveActivities(null, defaults)).toEqual(defaults);
    expect(resolveActivities({ title: '  ', sections: [] }, defaults)).toEqual(defaults);
    expect(resolveActivities({ intro: 'Mon intro' }, defaults)).toEqual({ ...defaults, intro: 'Mon intro' });
  });

  it('drops sections without a title or a body', () => {
    const resolved = resolveActivities(
      { sections: [{ title: 'Gardée', body: 'Texte' }, { title: '', body: 'Orpheline' }, { title: 'Vide', body: ' ' }] },
      defaults,
    );
    expect(resolved.sections).toEqual([{ title: 'Gardée', body: 'Texte' }]);
  });

  it('splits bodies on blank lines', () => {
    expect(splitParagraphs('Un.\n\n  \nDeux.\nsuite\n\n')).toEqual(['Un.', 'Deux.\nsuite']);
    expect(splitParagraphs('   ')).toEqual([]);
  });
});
