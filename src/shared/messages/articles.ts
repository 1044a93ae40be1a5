import { MAX_UPLOAD_LABEL } from '../images';

/** The upload formats of shared/images.ts (UPLOAD_IMAGE_FORMATS), as readers know them. */
const ACCEPTED_IMAGES = 'JPEG, PNG, WebP, GIF or AVIF';

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
      imageAlt: 'Describe the picture',
      imageCaption: 'Caption and credit (optional)',
    },
    standfirstHint: 'One or two sentences under the headline that sum up the story.',
    characters: (used: number, max: number) => `${used} of ${max} characters`,
    imageAltHint: 'For readers who cannot see it, e.g. "Ferries moored at the new quay at dawn".',
    imageAltRequired: 'Describe the picture for readers who cannot see it.',
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
  all: {
    title: 'All Articles',
    intro: 'Every approved article, newest first. Search, or narrow the list by publisher and tag.',
    allPublishers: 'All publishers',
    tag: 'Tag',
    allTags: 'All tags',
    applyFilters: 'Apply filters',
    clearSearch: 'Clear search',
    noMatch: 'Nothing matched your search. Try other words.',
    what: 'the articles',
    loading: 'Loading articles',
    count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'article' : 'articles'}`,
  },
  search: {
    title: 'Search',
    label: 'Search articles',
    placeholder: 'Words from a title or story',
    button: 'Search',
    prompt: 'Type a few words to search every published article.',
    busy: 'Searching…',
    what: 'the search results',
    failed: 'The search did not work.',
    loading: 'Searching',
    count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'result' : 'results'}`,
  },
  premium: {
    title: 'Premium Articles',
    intro:
      'Our in-depth reporting for subscribers. Everyone can read the opening; a subscription unlocks the rest.',
    count: (n: number) => `${n.toLocaleString('en-US')} premium ${n === 1 ? 'article' : 'articles'}`,
    what: 'the premium articles',
    loading: 'Loading premium articles',
    home: 'Go to Home',
    all: 'All Articles',
  },
  recent: {
    title: 'Recent Articles',
    loading: 'Loading recent articles',
    what: 'the recent articles',
    topStories: 'Top stories',
    loadingTopStories: 'Loading top stories',
    /** The link under the home page's recent articles to the whole list; screen readers hear "See all recent articles". */
    seeAll: 'See all',
    seeAllHidden: ' recent articles',
  },
  /** Reading: the article page, its paywall and sign-in box, the cards and the home page's slider. */
  view: {
    tagsLabel: 'Tags',
    signInBox: {
      title: 'Sign in to read the full article',
      text: 'Reading whole articles is free for registered readers. Sign in, or create an account in a minute.',
      signIn: 'Sign in',
      register: 'Register',
    },
    paywall: {
      title: 'This is a Premium article',
      text: 'The rest of this article is for subscribers. A subscription unlocks every premium article for as long as it runs.',
      plans: 'See the plans',
      /** What a subscription costs, under the paywall's text. */
      price: (month: string, week: string, year: string) =>
        `Premium costs ${month} for 30 days, ${week} for 7 days or ${year} for a year. Every account can also take one free month, with no card.`,
      payment: 'Payment page',
    },
    /** A visitor on a premium article: it needs a subscription (and a sign-in, for who already has one). */
    premiumSignInBox: {
      title: 'This is a Premium article',
      text: 'The rest of this article is for subscribers. Subscribe to read it and every other premium article, or sign in if you already have a subscription.',
      subscribe: 'Subscribe',
      signIn: 'Sign in',
    },
    /** What the author (or an editor) sees on an article readers cannot see yet. */
    reviewStatus: {
      label: 'Review status',
      pending: 'Pending review',
      pendingText: 'Readers cannot see this article until an editor approves it.',
      declined: 'Declined',
      declinedText: 'An editor declined this article, so readers cannot see it.',
      reasonLead: 'The editors asked for changes:',
      edit: 'Edit article',
      resubmit: 'Edit & resubmit',
    },
    views: (n: number) => (n === 1 ? 'view' : 'views'),
    /** Before the time an approved edit last changed the article. */
    updated: 'Updated',
    viewsLabel: 'Views',
    related: 'Related articles',
    relatedLoading: 'Loading related articles',
    readMore: 'Read More',
    explore: 'Explore Now',
  },
  /** Under an empty list that was searched or filtered: what to try, and the way back to everything. */
  emptyHelp: {
    tipsLabel: 'Tips',
    spelling: 'Check the spelling, or try fewer or more general words.',
    filters: 'Clear the filters to look in every section, publisher and date.',
    clearFilters: 'Clear filters',
    signInToWrite: 'Log in to write articles',
  },
  /** A search or count line: `for “words”`. */
  forQuery: 'for',
  /** Under a search's count when it matched more articles than a search ranks. */
  newestMatches: (n: number) =>
    `More articles match: these are the newest ${n.toLocaleString('en-US')}, best first. Narrow the search by section, publisher or date to reach older ones.`,
  updating: 'Updating…',
} as const;
