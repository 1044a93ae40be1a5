import { MAX_UPLOAD_LABEL } from '../images';

/** The upload formats of shared/images.ts (UPLOAD_IMAGE_FORMATS), as readers know them. */
const ACCEPTED_IMAGES = 'JPEG, PNG, WebP, GIF or AVIF';

/**
 * Writing articles on the client (the form, pictures, deleting, the writer's list), apart from the reading
 * side (./articles.ts), so the reading pages never load them.
 */
export const ARTICLE_WRITING_TEXTS = {
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
    hint: `${ACCEPTED_IMAGES}, up to ${MAX_UPLOAD_LABEL}.`,
    wrongType: `This file is not an image the site takes. Choose a ${ACCEPTED_IMAGES} image, up to ${MAX_UPLOAD_LABEL}.`,
    unreadable: `This file cannot be read as an image. Choose a ${ACCEPTED_IMAGES} image, up to ${MAX_UPLOAD_LABEL}.`,
    tooLarge: `The image is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller one (${ACCEPTED_IMAGES}).`,
    uploadFailed: 'The image could not be uploaded.',
    chosen: 'The chosen image',
    current: 'The current image',
    /** The file field's button and what it says before a file is chosen (ui/file-picker.tsx). */
    chooseFile: 'Choose a file',
    noFile: 'No file chosen',
  },
  /** The article form (Add Articles, Update). */
  form: {
    name: 'Article',
    labels: {
      title: 'Title',
      publisher: 'Publisher',
      tags: 'Tags',
      description: 'Description',
      image: 'Image',
      standfirst: 'Standfirst (optional)',
      imageAlt: 'Describe the cover',
      imageCaption: 'Caption and credit (optional)',
    },
    standfirstHint: 'One or two sentences under the headline that sum up the story.',
    characters: (used: number, max: number) => `${used} of ${max} characters`,
    imageAltHint: 'For readers who cannot see it, e.g. "Ferries moored at the new quay at dawn".',
    imageCaptionHint: 'Shown under the picture, e.g. "The new quay on Friday. Photo: Ann Lee".',
    choosePublisher: 'Choose a publisher',
    tagsHint: 'Choose at least one.',
    tagsRequired: 'Choose at least one tag.',
    descriptionHint: 'Plain text; leave a blank line between paragraphs.',
    imageKept: ' The current image is kept unless you choose a new one.',
    previewAlt: 'Preview of the chosen cover',
    currentAlt: 'The current cover',
    saving: 'loading .....',
  },
  add: {
    title: 'Add Articles',
    introBefore: 'Our editors review every article before it appears on the site. Until then it waits in ',
    introPlace: 'My Articles',
    introAfter: ' as pending, and only you can see it.',
    submit: 'Add Article',
    added: (title: string) => `${title} data Added successfully`,
    failed: 'The article could not be saved.',
    publishersFailed: 'We could not load the publishers.',
    loadingForm: 'Loading the form',
  },
  update: {
    title: 'Update Article',
    reviewAgain: 'Saving sends the article back to the editors, who review it again before it appears.',
    reasonLabel: "The editors' reason",
    reasonLead: 'The editors asked for changes:',
    submit: 'Update',
    resubmit: 'Resubmit',
    updated: 'articles updated Successfully',
    failed: 'The article could not be updated.',
    loading: 'Loading the article',
    loadFailed: 'We could not load this article.',
    notYours: 'You can only edit your own articles.',
    writtenBy: (title: string, author: string) => `“${title}” was written by ${author}.`,
    readIt: 'Read the article',
    orGoTo: 'or go to',
  },
  mine: {
    title: 'My Articles',
    write: 'Write an article',
    intro: 'Editors review every article. Pending ones are visible only to you until they are approved.',
    none: 'You have not written any articles yet.',
    what: 'your articles',
    caption: 'Your articles, newest first, with their review status.',
    columns: ['Serial No', 'Title', 'Status', 'isPremium', 'Actions'],
    status: { pending: 'Pending', approve: 'Approved', declined: 'Declined' },
    /** An article an editor approved for a later time (docs/product.md#scheduling). */
    scheduledFor: 'Scheduled for',
    editorsNote: 'Editors’ note:',
    premium: 'Premium',
    notPremium: 'Not premium',
    details: 'Details',
    update: 'Update',
    resubmit: 'Edit & resubmit',
    delete: 'Delete',
  },
} as const;
