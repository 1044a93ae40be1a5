import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY } from '../../features/legal/content/privacy';

export function Component() {
  return <LegalPage document={PRIVACY} />;
}
