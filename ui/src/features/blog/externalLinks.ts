// Article text written in the editor links anywhere; links to other sites open in a new tab,
// without handing that tab a reference to this one, while the site's own links stay in place.

/** `html` with every link to another origin opening in a new tab (`rel="noopener noreferrer"`). */
export function withExternalLinksInNewTab(html: string, origin: string = window.location.origin): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  let changed = false;
  for (const link of document.body.querySelectorAll('a[href]')) {
    let target: URL;
    try {
      target = new URL(link.getAttribute('href') ?? '', origin);
    } catch {
      continue;
    }
    if ((target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== origin) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
      changed = true;
    }
  }
  return changed ? document.body.innerHTML : html;
}
