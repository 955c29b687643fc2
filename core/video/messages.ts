/** The video messages of 001 §5 and §8, verbatim. */
export const VIDEO_MESSAGES = {
  invalidEmbed: 'Invalid video embed.',
  customImageNeedsEmbed:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
} as const
