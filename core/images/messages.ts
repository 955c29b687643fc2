/** The image-loading messages, in their fixed wording: warnings in the console and reasons of rejected loads. */
export const IMAGE_MESSAGES = {
  noImage: 'No image',
  noImages: 'No images',
  noRootNode: 'No root node',
  invalidSource: 'Invalid or missing image source.',
  notAnImage: 'Element is not a valid image element.',
  missingAlignment: 'Missing alignment for content-fit image.',
  notLoaded: (source: string) => `${source} not loaded`,
} as const
