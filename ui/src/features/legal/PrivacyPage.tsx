// The privacy policy page: what personal data the site keeps, why, and the visitor's rights.
import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  return <LegalDocument documentKey="privacy" />;
}
