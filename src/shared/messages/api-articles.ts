/** What the API answers about articles, media, search, feeds and statistics. */
export const ARTICLE_API_TEXTS = {
  /** The subjects of "… not found". */
  article: 'Article',
  image: 'Image',

  onlyAuthorMayChange: 'Only the author or an editor can change this article.',
  onlyAuthorMayDelete: 'Only the author or an editor can delete this article.',
  onlyOwnArticles: 'You can only list your own articles.',
  /** Field messages for references only the database can check. */
  unknownPublisher: 'must be one of the publishers',
  imageNotUploaded: 'must be an image uploaded to Broadsheet',
  fieldRequired: 'is required',
  fieldEmpty: 'is empty',

  uploadNotMultipart: 'Send the image as multipart/form-data in the field "image".',
  uploadMissing: 'Choose an image to upload.',
  uploadTooLarge: (limit: string) => `The image is larger than ${limit}. Please choose a smaller one.`,
  uploadUnreadable: 'The upload could not be read. Please choose the image again.',
  uploadEmpty: 'The image file is empty.',
  imageWrongType: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  imageTooManyPixels: 'That image is too large; please upload one under 100 megapixels.',
  imageDamaged: 'That image could not be read; it may be damaged.',
  avatarTooManyPixels: 'That photo is too large; please choose one under 25 megapixels.',
  imageName: 'is not an image name',
  imageNamePattern: 'is not an image name (<hash>-<width>.webp)',

  /** Approving for a later time (docs/product.md#scheduling). */
  schedulePast: 'The time to publish must be in the future.',
  scheduleTooFar: (days: number) => `The time to publish must be within ${days} days.`,
  scheduleField: (days: number) => `must be in the future and within ${days} days`,
  scheduleLive: 'This article is already published. An edit in review is approved now, from its review page.',

  feedDescription: 'A trusted source of daily news updates.',
} as const;
