import { COMMENTS_TEXTS } from '@shared/messages/comments';
import { toast } from '../../../lib/toast';
import { useModeration, useSiteComments } from '../api/moderation';

/** The site-wide setting (admins): whether readers may comment anywhere on the site. */
export function SiteCommentsSwitch() {
  const site = useSiteComments();
  const { site: change } = useModeration();
  const open = change.isPending ? Boolean(change.variables) : (site.data?.open ?? true);
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-stone-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-red-700"
        checked={open}
        disabled={site.isPending || change.isPending}
        onChange={(event) =>
          change.mutate(event.target.checked, {
            onSuccess: () => void site.refetch(),
            onError: (error) => toast.error(error.message),
          })
        }
      />
      {COMMENTS_TEXTS.queue.siteOpen}
    </label>
  );
}
