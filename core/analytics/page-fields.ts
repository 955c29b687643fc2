import type { PageContext } from '../context/page-context.ts'

type Field = string | number | null

/** What every census call says about the page it comes from. */
export function pageFields(context: PageContext, doc: Document = document): Record<string, Field> {
  return {
    websiteId: context.website?.id ?? null,
    templateId: context.templateId ?? null,
    collectionId: context.collection?.id ?? context.collectionId ?? null,
    itemId: context.item?.id ?? context.itemId ?? null,
    pageType: context.pageType ?? null,
    url: doc.location.href,
    title: doc.title,
    referrer: doc.referrer,
  }
}

/**
 * The `data` of a census hit: the page fields, the viewport, the screen, the user agent, the client date, the
 * locale, and the id and record type of what the page shows.
 */
export function hitData(context: PageContext, now: number, win: Window = window) {
  return {
    ...pageFields(context, win.document),
    id: context.item?.id ?? context.itemId ?? context.collection?.id ?? context.collectionId ?? null,
    recordType: context.item?.recordType ?? null,
    viewport: { width: win.innerWidth, height: win.innerHeight },
    screen: { width: win.screen.width, height: win.screen.height },
    userAgent: win.navigator.userAgent,
    clientDate: now,
    locale: win.navigator.language,
  }
}
