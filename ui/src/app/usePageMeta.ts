// Keeps the tab title and meta description in step with the current page and the site settings.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from './SiteProvider';

function setMetaDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets "<page> | <site title>" (just the site title when no page name is given).
 * The description defaults to the site's SEO description.
 */
export function usePageMeta(pageName?: string, description?: string) {
  const { t } = useTranslation();
  const { site } = useSite();
  const siteTitle = site?.settings.seo.title?.trim() || t('meta.defaultTitle');
  const siteDescription = site?.settings.seo.description?.trim() || t('meta.defaultDescription');

  useEffect(() => {
    document.title = pageName ? `${pageName} | ${siteTitle}` : siteTitle;
    setMetaDescription(description?.trim() || siteDescription);
  }, [pageName, description, siteTitle, siteDescription]);
}

/** The built-in icon's address in the settings; the page links its sharper SVG copy. */
const BUILT_IN_FAVICON = '/favicon.ico';

/**
 * The icon link for a configured address, as the server's page shell writes it: the built-in icon as SVG, an
 * uploaded one (a PNG under /media/favicons/) as PNG, any other address with no type, for the browser to find.
 */
function iconFor(url: string): { href: string; type: string | null } {
  if (url === BUILT_IN_FAVICON) return { href: '/favicon.svg', type: 'image/svg+xml' };
  if (url.startsWith('/media/favicons/') && url.endsWith('.png')) return { href: url, type: 'image/png' };
  return { href: url, type: null };
}

/**
 * Points the favicon link at the configured icon once settings are known. A link already pointing there (the
 * server's) is left with its type and size; a link moved to another icon gets that icon's type, or none.
 */
export function useFavicon() {
  const { site } = useSite();
  const faviconUrl = site?.settings.identity.favicon_url?.trim();

  useEffect(() => {
    if (!faviconUrl) return;
    const icon = iconFor(faviconUrl);
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link?.getAttribute('href') === icon.href) return;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = icon.href;
    if (icon.type) link.type = icon.type;
    else link.removeAttribute('type');
    link.removeAttribute('sizes');
  }, [faviconUrl]);
}
