import { PREMIUM } from '@shared/constants';
import { METER_TEXTS as TEXTS } from '@shared/messages/meter';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { useLocation } from 'react-router';
import { DateText } from '../../../components/ui/date';
import { Link } from '../../../components/ui/link';
import { useMeter } from '../api/meter';

/**
 * The meter's part of an article the reader got cut (docs/product.md#the-meter), loaded on its own once the
 * page runs: it asks the server, which opens the article with one of the reader's free articles (the whole
 * article then takes the preview's place), or says the month's are used and, to a visitor, what registering
 * gives. The page kept for visitors never holds any of it.
 */
export default function MeterPart({ article }: { article: Article }) {
  const location = useLocation();
  const meter = useMeter(article._id, article.lockReason ?? '');
  const answer = meter.data;
  if (!answer || answer.state === 'open') return null;
  const offer = answer.register && (answer.state === 'wall' || article.isPremium === PREMIUM);
  if (answer.state === 'off' && !offer) return null;
  const from = `?from=${encodeURIComponent(location.pathname)}`;
  return (
    <div role="status" className="mt-8 rounded-lg border border-sky-300 bg-sky-50 p-4 text-stone-800">
      {answer.state === 'wall' ? (
        <p className="font-semibold">
          {TEXTS.wall(answer.allowance)} {TEXTS.resets} <DateText iso={answer.resetsAt} style="long" utc />.
        </p>
      ) : null}
      {offer && answer.register ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span>{TEXTS.register(answer.register)}</span>
          <Link
            to={`${paths.register}${from}`}
            className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {TEXTS.registerLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
