// Reloads the whole app so every page picks up freshly saved site settings; kept apart so tests can replace it.
export function reloadPage(): void {
  window.location.reload();
}
