import type { Article } from '@shared/schemas/articles';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the site adds to each article card beyond the article itself (a signed-in reader's Save button).
 * The app's layout gives it; the cards only place it, so the articles feature needs no other feature.
 */
export const CardActionsContext = createContext<(article: Article) => ReactNode>(() => null);

export const useCardActions = () => useContext(CardActionsContext);
