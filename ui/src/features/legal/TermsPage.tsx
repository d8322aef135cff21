// The terms of use page: the rules for using the site and its services.
import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  return <LegalDocument documentKey="terms" />;
}
