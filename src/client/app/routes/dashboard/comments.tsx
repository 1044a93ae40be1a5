import ModerationQueue from '../../../features/comments/components/moderation-queue';

/** The editors' moderation queue for readers' comments (docs/product.md#comments). */
export function Component() {
  return <ModerationQueue />;
}
