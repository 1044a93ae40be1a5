import { ReadershipScreen } from '../../../features/readership/components/readership-screen';

/** Readership: views and visitors per day, where readers came from, on what, and the most read articles. */
export function Component() {
  return <ReadershipScreen />;
}
