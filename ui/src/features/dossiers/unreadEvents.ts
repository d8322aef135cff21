// Tells the unread counters in the sidebars that a dossier was just opened, so they refresh at once.
const DOSSIER_READ_EVENT = 'vitrine:dossier-read';

export function announceDossierRead() {
  window.dispatchEvent(new Event(DOSSIER_READ_EVENT));
}

export function onDossierRead(listener: () => void): () => void {
  window.addEventListener(DOSSIER_READ_EVENT, listener);
  return () => window.removeEventListener(DOSSIER_READ_EVENT, listener);
}
