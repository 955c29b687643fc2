import { pageContext } from '../../core/context/page-context.ts'

/**
 * Whether the page is rendered inside the site editor's frame (001 §6): then the address is never changed and
 * a click-through link only fires `ss-click-through`. The platform says so in the page context with
 * `"editorFrame": true`; being in an iframe alone is not enough, since a published site may be framed.
 */
export const inEditorFrame = (): boolean => pageContext().editorFrame === true
