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

/** Points the favicon link at the configured icon once settings are known. */
export function useFavicon() {
  const { site } = useSite();
  const faviconUrl = site?.settings.identity.favicon_url?.trim();

  useEffect(() => {
    if (!faviconUrl) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = faviconUrl;
  }, [faviconUrl]);
}
