// Which link addresses the editor accepts: web pages and e-mail only, never javascript: or data:.
const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/** Trims the address and adds https:// to a bare domain such as "exemple.km/page". */
export function normalizeLinkUrl(value: string): string {
  const url = value.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s/@]+\.[^\s/@]+/.test(url)) return `https://${url}`;
  return url;
}

export function isAllowedLinkUrl(value: string): boolean {
  return ALLOWED.test(value.trim());
}
