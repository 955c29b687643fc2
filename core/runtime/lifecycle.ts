import { pageContext, type PageContext } from '../context/page-context.ts'
import { initialiseBlocks } from './blocks.ts'

export { destroy, registerInitializer, runtimeState, type BlockInitializer, type RuntimeState } from './blocks.ts'

/**
 * Boots the page: runs the initialiser of every block kind present under `root`. One that throws is logged
 * and the others still run. Does nothing while the page is initialised.
 */
export function initialise(root: ParentNode = document, context: PageContext = pageContext()): void {
  initialiseBlocks(root, context)
}
