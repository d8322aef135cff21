// A button-styled link that opens a page of the site in a new tab (a public page, a preview, another editor), and
// says so to screen readers through its own label.
import type { LucideIcon } from 'lucide-react';
import { ExternalLink } from 'lucide-react';

interface NewTabLinkProps {
  href: string;
  /** What the link shows. */
  label: string;
  /** The same, saying it opens a new tab (« Voir la page (nouvel onglet) »). */
  labelNewTab: string;
  icon?: LucideIcon;
  className?: string;
}

export function NewTabLink({ href, label, labelNewTab, icon: Icon = ExternalLink, className = 'btn-outline' }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={labelNewTab}>
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </a>
  );
}
