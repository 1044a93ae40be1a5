/** Writing, listing and reading articles on the client (forms, toasts, empty states). */
export const ARTICLE_TEXTS = {
  /** Deleting an article, from the writer's list or the dashboard: asked first, then confirmed. */
  delete: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirm: 'Yes, delete it!',
    cancel: 'Cancel',
    done: 'Deleted!',
    ok: 'OK',
    yours: 'Your article has been deleted.',
    gone: 'The article was already gone.',
    failed: 'The article could not be deleted.',
  },
  /** An image field (covers, logos): what may be chosen, and why a choice was refused. */
  image: {
    hint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.',
    wrongType: 'Choose a JPEG, PNG, WebP, GIF or AVIF image.',
    tooLarge: 'The image is larger than 5 MB. Please choose a smaller one.',
    uploadFailed: 'The image could not be uploaded.',
    chosen: 'The chosen image',
    current: 'The current image',
  },
} as const;
