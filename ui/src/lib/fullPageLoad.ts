// Asks the browser for a page from the server, leaving the current one (the way tests see such a departure).

/** With `replace`, the page left is not kept in the history, as a redirect would not be. */
export function fullPageLoad(address: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}
