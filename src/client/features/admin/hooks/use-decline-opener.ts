import { isUuid } from '@shared/ids';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminListParams } from '../list-params';

/**
 * The decline dialog over the article list (allArticlesAdmin/modal?id=…): whether it is open, and how a row
 * opens it. While it is open the list is inert; once it closes, focus goes back to the button that opened it.
 */
export function useDeclineOpener() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const dialogOpen = location.pathname !== paths.dashboardArticles;
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (dialogOpen || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [dialogOpen]);

  const openDecline = (article: Article, button: HTMLElement) => {
    if (!isUuid(article._id)) return;
    opener.current = button;
    // The dialog keeps the list's filter and page, so closing it returns to the same rows.
    const { page, status } = adminListParams(searchParams);
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (page > 1) params.set('page', String(page));
    navigate(`${paths.dashboardDecline(article._id)}${params.size ? `&${params}` : ''}`);
  };
  return { dialogOpen, openDecline };
}
