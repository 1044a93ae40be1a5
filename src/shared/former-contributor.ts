/**
 * The account that articles kept after their author deleted theirs are shown under: "Former contributor"
 * (docs/decisions/0035-kept-articles-go-to-a-former-contributor.md). It stands for several people, none of
 * whom is a member any more: it is not counted or listed among members, and a byline naming it links
 * nowhere (its id is not a member's, so no author page answers for it).
 */
export const FORMER_CONTRIBUTOR_ID = 'former-contributor';

/** Whether an author's name leads to a page of theirs. */
export const hasAuthorPage = (authorId: string): boolean => authorId !== FORMER_CONTRIBUTOR_ID;
