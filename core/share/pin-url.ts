/** The platform's page that makes a pin of an image. */
export const PIN_CREATE_URL = 'https://www.pinterest.com/pin/create/button/'

/** What a pin is made of: the page it links to, the image, and its description. */
export interface PinTarget {
  url: string
  media?: string
  description?: string
}

/** The address of the platform's pin page for `target`; empty values are left out. */
export function pinUrl({ url, media, description }: PinTarget): string {
  const address = new URL(PIN_CREATE_URL)
  for (const [key, value] of Object.entries({ url, media, description })) if (value) address.searchParams.set(key, value)
  return address.href
}
