import { paths } from '@shared/paths';
import { Link } from '../../components/ui/link';
import { LegalPage } from '../../features/legal/components/legal-page';
import { PublisherList } from '../../features/legal/components/publisher-list';
import { ABOUT } from '../../features/legal/content/about';

const tips = (
  <Link
    to={paths.contact}
    className="mt-2 inline-block rounded bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800"
  >
    Send us a tip
  </Link>
);

export function Component() {
  return <LegalPage document={ABOUT} pieces={{ publishers: <PublisherList />, tips }} />;
}
