// Checks the states every loading screen shares: spinner, failure with a working retry, empty state, content.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiGet } from '@/lib/api';
import { mockFetch } from '@/test/mockFetch';
import { renderApp, startAnswers } from '@/test/renderApp';
import { AdminScreen } from './AdminScreen';

function Names() {
  const query = useQuery({ queryKey: ['names'], queryFn: () => apiGet<string[]>('/api/names') });
  return (
    <AdminScreen
      query={query}
      failed="Impossible de charger les noms."
      empty="Aucun nom."
      isEmpty={(names) => names.length === 0}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </AdminScreen>
  );
}

describe('AdminScreen', () => {
  it('shows a spinner, then the content', async () => {
    let answer: (names: string[]) => void = () => {};
    mockFetch({ ...startAnswers(null), '/api/names': () => new Promise((resolve) => (answer = (body) => resolve({ body }))) });
    renderApp(<Names />);
    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
    answer(['Awa', 'Moussa']);
    expect(await screen.findByText('Awa, Moussa')).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    mockFetch({ ...startAnswers(null), '/api/names': { body: [] } });
    renderApp(<Names />);
    expect(await screen.findByText('Aucun nom.')).toBeInTheDocument();
  });

  it('says when loading failed and loads again on retry', async () => {
    let fail = true;
    mockFetch({
      '/api/names': async () =>
        fail ? { status: 500, body: { error: { code: 'internal', message: 'Erreur.' } } } : { body: ['Awa'] },
    });
    renderApp(<Names />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les noms.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Awa')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
