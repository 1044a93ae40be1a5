/**
 * The article editor's texts (the writing and editing pages only: kept out of messages/index.ts so no other
 * page's script carries them).
 */
export const EDITOR_TEXTS = {
  label: 'Description',
  hint: 'Write the story. Use the toolbar for sub-headings, lists, quotes, links and pictures.',
  required: 'Description is required',
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Sub-heading',
  subheading: 'Smaller sub-heading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  blockquote: 'Quote',
  pullQuote: 'Pull quote',
  link: 'Link',
  image: 'Picture',
  embed: 'Embed a link',
  undo: 'Undo',
  redo: 'Redo',
  linkPanel: {
    label: 'Link address',
    hint: 'A web address (https://…) or an e-mail address (mailto:…).',
    apply: 'Apply link',
    remove: 'Remove link',
    cancel: 'Cancel',
    invalid: 'Enter a web address starting with https:// or http://, or mailto: and an e-mail address.',
  },
  embedPanel: {
    label: 'Address to embed',
    hint: 'A video or post elsewhere; readers see it as a link.',
    insert: 'Insert',
    cancel: 'Cancel',
    invalid: 'Enter a web address starting with https:// or http://.',
  },
  figure: {
    details: 'Picture details',
    alt: 'Describe the picture (for readers who cannot see it)',
    caption: 'Caption',
    credit: 'Credit',
    uploading: 'Uploading the picture…',
    failed: 'The picture could not be uploaded.',
  },
  preview: 'Preview',
  edit: 'Back to editing',
  previewNote: 'This is how readers will see the article.',
};
