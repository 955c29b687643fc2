const PAGE_ID = /^[A-Za-z0-9]{24}$/
const PAGE_URL = /^\/pages\/([A-Za-z0-9]{24})$/

/** The internal address of the page with this 24-character id: `/pages/{id}`. */
export function internalPageUrl(pageId: string): string {
  if (!PAGE_ID.test(pageId)) throw new RangeError(`A page id has 24 letters or digits: '${pageId}'`)
  return `/pages/${pageId}`
}

/** The page id of an internal page address `/pages/{24-character id}`, or `undefined` for any other link. */
export function internalPageId(href: string): string | undefined {
  return PAGE_URL.exec(href)?.[1]
}
