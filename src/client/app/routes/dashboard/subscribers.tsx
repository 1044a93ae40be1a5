import { MODERATION_TEXTS } from '@shared/messages';
import { subscribersList } from '../../../features/admin/api/admin-lists';
import { AdminList } from '../../../features/admin/components/admin-list';
import { DownloadCsvButton } from '../../../features/admin/components/download-csv-button';
import { subscriberRow } from '../../../features/admin/components/list-rows';

/** The newsletter's subscribers, and the whole list as CSV for the mailing tool. */
export function Component() {
  return (
    <AdminList
      list={subscribersList}
      texts={MODERATION_TEXTS.lists.subscribers}
      actions={<DownloadCsvButton />}
      row={subscriberRow}
    />
  );
}
