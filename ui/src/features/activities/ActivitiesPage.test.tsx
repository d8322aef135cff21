// Checks the activities page: nothing invented without saved text, edited content, partial content and the contact button.
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
  it('keeps its title and says the activities are coming when nothing was written', async () => {
    serveActivities(null);
    const { container } = renderApp(<ActivitiesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes Activités' })).toBeInTheDocument();
    expect(screen.getByText('Les activités seront bientôt présentées ici.')).toBeInTheDocument();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(container.textContent).not.toMatch(/Comores|Fédération|fédération|entrepreneurs francophones/);
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
    expect(await screen.findByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
  });
});

describe('resolveActivities', () => {
  const empty = { title: 'Défaut', intro: '', sections: [] };

  it('keeps only the page title when fields are missing or blank', () => {
    expect(resolveActivities(null, 'Défaut')).toEqual(empty);
    expect(resolveActivities({ title: '  ', intro: ' ', sections: [] }, 'Défaut')).toEqual(empty);
    expect(resolveActivities({ intro: ' Mon intro ' }, 'Défaut')).toEqual({ ...empty, intro: 'Mon intro' });
  });

  it('drops sections without a title or a body', () => {
    const resolved = resolveActivities(
      {
        sections: [
          { title: 'Gardée', body: 'Texte' },
          { title: '', body: 'Orpheline' },
          { title: 'Vide', body: ' ' },
        ],
      },
      'Défaut',
    );
    expect(resolved.sections).toEqual([{ title: 'Gardée', body: 'Texte' }]);
  });

  it('splits bodies on blank lines', () => {
    expect(splitParagraphs('Un.\n\n  \nDeux.\nsuite\n\n')).toEqual(['Un.', 'Deux.\nsuite']);
    expect(splitParagraphs('   ')).toEqual([]);
  });
});
