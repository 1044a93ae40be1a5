import { useSearchParams } from 'react-router';
import { GooglePopup } from '../../features/auth/components/google-popup';

/** The Google sign-in popup's page: it starts the provider's flow and reports back to its opener. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <GooglePopup searchParams={searchParams} />;
}
