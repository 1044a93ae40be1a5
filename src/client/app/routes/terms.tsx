import { LegalPage } from '../../features/legal/components/legal-page';
import { PeriodPrices } from '../../features/legal/components/period-prices';
import { TERMS } from '../../features/legal/content/terms';

export function Component() {
  return <LegalPage document={TERMS} pieces={{ prices: <PeriodPrices /> }} />;
}
