// Checks the « Import et export » screen: the export link, a WordPress file sent with its progress, the import
// followed while it runs and its report; an import found running on opening; a failed import; a refused second one.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportState } from '@/generated/ImportState';
import type { SiteImportReport } from '@/generated/SiteImportReport';
import { heldUpload } from '@/test/fakeUploads';
import { mockFetch } from '@/test/mockFetch';
import { account, renderRoutes, startAnswers } from '@/test/renderApp';
import { SiteTransferPage } from './SiteTransferPage';

const ROUTES = [{ path: '/admin/import-export', element: <SiteTransferPage /> }];
const PATH = '/api/admin/import';

const IDLE: ImportState = { phase: 'idle', done: 0, total: 0, report: null, error: null };

const REPORT: SiteImportReport = {
  source: 'WordPress',
  created: 28,
  already_there: 2,
  drafts: 3,
  images_fetched: 12,
  images_kept_as_links: ['http://ancien.km/perdue.png (le serveur ne répond pas)'],
  authors_matched: 1,
  tags_left_out: ['« Un voyage » : Plages'],
  media_files: 0,
  refused: ['« Sans titre » : article vide'],
};

/** A GET answer that follows the states the test moves through. */
function states(...sequence: ImportState[]) {
  let position = 0;
  const next = () => Promise.resolve({ body: sequence[Math.min(position++, sequence.length - 1)] });
  return { next };
}

function answers(importAnswer: () => Promise<{ status?: number; body?: unknown }>) {
  return { ...startAnswers(account('super_admin')), [PATH]: importAnswer };
}

async function chooseFile(name = 'ancien-blog.xml', size?: number) {
  const user = userEvent.setup();
  const file = new File(['<rss></rss>'], name, { type: 'text/xml' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  await user.upload(await screen.findByLabelText("Fichier d'export"), file);
  await user.click(screen.getByRole('button', { name: 'Importer ce fichier' }));
}

describe('import and export screen', () => {
  it('offers the archive to download and says what it holds', async () => {
    mockFetch(answers(() => Promise.resolve({ body: IDLE })));
    renderRoutes(ROUTES, '/admin/import-export');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import et export' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Télécharger l'archive" })).toHaveAttribute('href', '/api/admin/export');
    expect(screen.getByText(/ni les abonnés à la newsletter/)).toBeInTheDocument();
  });

  it('sends the file with its progress, follows the import, then shows its report', async () => {
    const running = { ...IDLE, phase: 'running' as const, done: 120, total: 400 };
    const answer = states(IDLE, running, { ...running, phase: 'done', done: 400, report: REPORT });
    mockFetch(answers(answer.next));
    const upload = heldUpload();
    renderRoutes(ROUTES, '/admin/import-export');
    await chooseFile();

    act(() => upload.progress(1, 4));
    expect(await screen.findByRole('progressbar', { name: 'Envoi du fichier : 25 %' })).toBeInTheDocument();
    expect(upload.url).toBe(PATH);
    act(() => upload.answer(202, { ...IDLE, phase: 'running' }));
    expect(await screen.findByText('Import en cours…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer ce fichier' })).toBeDisabled();

    expect(await screen.findByRole('progressbar', { name: '120 articles sur 400' }, { timeout: 3000 })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    const report = await screen.findByRole('region', { name: 'Bilan du dernier import (WordPress)' }, { timeout: 3000 });
    expect(within(report).getByText('Articles créés').nextSibling).toHaveTextContent('28dont 3 brouillons');
    expect(within(report).getByText('Déjà présents, laissés tels quels').nextSibling).toHaveTextContent('2');
    expect(within(report).getByText('1 image restée en lien')).toBeInTheDocument();
    expect(within(report).getByText(/perdue\.png/)).toBeInTheDocument();
    expect(within(report).getByText('1 mot-clé non repris')).toBeInTheDocument();
    expect(within(report).getByText('« Un voyage » : Plages')).toBeInTheDocument();
    expect(within(report).getByText('« Sans titre » : article vide')).toBeInTheDocument();
    expect(await screen.findByText('Import terminé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer ce fichier' })).toBeEnabled();
  });

  it('shows an import already running when the screen opens, and folds a long list of links', async () => {
    const kept = Array.from({ length: 8 }, (_, index) => `http://ancien.km/image-${index}.png`);
    const answer = states(
      { ...IDLE, phase: 'running', done: 3, total: 10 },
      {
        ...IDLE,
        phase: 'done',
        report: { ...REPORT, images_kept_as_links: kept },
      },
    );
    mockFetch(answers(answer.next));
    renderRoutes(ROUTES, '/admin/import-export');
    expect(await screen.findByRole('progressbar', { name: '3 articles sur 10' })).toBeInTheDocument();
    expect(await screen.findByText('Voir les 8 images restées en lien', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('http://ancien.km/image-0.png')).not.toBeVisible();
  });

  it('says why an import failed', async () => {
    const failed = {
      ...IDLE,
      phase: 'failed' as const,
      error: "Ce fichier n'est ni un export WordPress (WXR) ni un export Vitrine.",
    };
    mockFetch(answers(() => Promise.resolve({ body: failed })));
    renderRoutes(ROUTES, '/admin/import-export');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'import a échoué : Ce fichier n'est ni un export WordPress (WXR) ni un export Vitrine.",
    );
  });

  it('says when another import is running, then follows it', async () => {
    const answer = states(IDLE, { ...IDLE, phase: 'running', done: 5, total: 50 });
    mockFetch(answers(answer.next));
    const upload = heldUpload();
    renderRoutes(ROUTES, '/admin/import-export');
    await chooseFile('vitrine-export.tar.gz');
    act(() =>
      upload.answer(409, { error: { code: 'conflict', message: "Un import est déjà en cours. Attendez qu'il se termine." } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("Un import est déjà en cours. Attendez qu'il se termine.");
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '5 articles sur 50' })).toBeInTheDocument());
  });

  it('asks for a file before sending anything', async () => {
    mockFetch(answers(() => Promise.resolve({ body: IDLE })));
    renderRoutes(ROUTES, '/admin/import-export');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Importer ce fichier' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Choisissez d'abord un fichier d'export.");
    expect(screen.getByLabelText("Fichier d'export")).toHaveFocus();
  });

  it('refuses a file over the size an import accepts without sending it', async () => {
    mockFetch(answers(() => Promise.resolve({ body: IDLE })));
    const upload = heldUpload();
    renderRoutes(ROUTES, '/admin/import-export');
    await chooseFile('gros-blog.xml', 600 * 1024 * 1024);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Ce fichier dépasse 512 Mo, la taille la plus grande qu'un import accepte.",
    );
    expect(upload.url).toBe('');
  });
});
