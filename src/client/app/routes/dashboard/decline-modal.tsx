import { isUuid } from '@shared/ids';
import { paths } from '@shared/paths';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DeclineDialog } from '../../../features/admin/components/decline-dialog';

/**
 * The decline form (allArticlesAdmin/modal?id=…), opened over the article list: one required reason, which
 * the author then sees. A modal dialog: focus stays inside, Escape closes. The id comes from the address
 * bar, so anyone can write it: unless it is an article id, the dialog says the link is not valid and sends
 * nothing.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';

  /** Back to the list, on the filter and page it was showing. */
  const close = useCallback(() => {
    const params = new URLSearchParams(searchParams);
    params.delete('id');
    const search = params.toString();
    navigate(`${paths.dashboardArticles}${search ? `?${search}` : ''}`);
  }, [navigate, searchParams]);

  return <DeclineDialog id={id} valid={isUuid(id)} close={close} />;
}
