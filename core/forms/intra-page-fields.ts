import type { PageContext } from '../context/page-context.ts'

/**
 * The intra-page event fields a submission carries (000 §3, §7): which page of the site the form was sent
 * from, so that a submission can be told apart by page as the census calls are.
 */
export interface IntraPageFields {
  /** The id of what the page shows: its item, else its collection; null on a page the context does not name. */
  pageId: string | null
  /** The title of that item or collection, else the document's. */
  pageTitle: string
  /** The path of the page, without its query or hash. */
  pagePath: string
  /** The collection's permission type (who may see the page), when the context gives a number. */
  pagePermissionTypeValue: number | null
}

/** The intra-page event fields of the page described by `context`. */
export function intraPageFields(context: PageContext, doc: Document = document): IntraPageFields {
  const permissionType = Number(context.collection?.permissionType ?? Number.NaN)
  return {
    pageId: context.item?.id ?? context.itemId ?? context.collection?.id ?? context.collectionId ?? null,
    pageTitle: context.item?.title ?? context.collection?.title ?? doc.title,
    pagePath: doc.location.pathname,
    pagePermissionTypeValue: Number.isInteger(permissionType) ? permissionType : null,
  }
}
