import { z } from 'zod/mini'
import { request } from '../data/request.ts'
import { loadScript } from '../dom/load-script.ts'
import { FULLSTORY_ID_PATH, MOCK_FULLSTORY_ID } from './fullstory-id.ts'
/** The recording service's script. */
export const FULLSTORY_SCRIPT_URL = 'https://edge.fullstory.com/s/fs.js'

const idResponse = z.object({ data: z.string() })

let scriptUrl = FULLSTORY_SCRIPT_URL

/** Points the recording script elsewhere (a proxy, a test's fake); only a script not yet added is affected. */
export function setFullStoryScriptUrl(url: string): void {
  scriptUrl = url
}

/** The recording service's command function, as its snippet defines it: calls wait in `q` until its script has run. */
type FullStoryQueue = ((...command: unknown[]) => void) & { q?: unknown[][]; _api?: (...command: unknown[]) => void }

declare global {
  interface Window {
    FS?: FullStoryQueue
    _fs_host?: string
    _fs_script?: string
    _fs_org?: string
    _fs_namespace?: string
  }
}

/**
 * The organisation id from `GET /api/commerce/fullstory/getId`, through the data layer without its default
 * failure handling (nothing is shown: a failure only rejects); `undefined` for the mock id. `fetch` is the
 * data layer's, for tests.
 */
export async function fetchFullStoryId(fetch?: typeof globalThis.fetch): Promise<string | undefined> {
  const answer = await request<z.infer<typeof idResponse>>({ url: FULLSTORY_ID_PATH, schema: idResponse, onFailure: () => {}, fetch })
  return answer.data && answer.data !== MOCK_FULLSTORY_ID ? answer.data : undefined
}

/** Sets up the service's globals and command queue as its snippet does, then adds its script. */
export function injectFullStory(orgId: string): Promise<void> {
  const script = new URL(scriptUrl, document.baseURI)
  window._fs_host = 'fullstory.com'
  window._fs_script = script.host + script.pathname
  window._fs_org = orgId
  window._fs_namespace = 'FS'
  if (!window.FS) {
    const queue: FullStoryQueue = (...command) => (queue.q ? queue.q.push(command) : queue._api?.(...command))
    queue.q = []
    window.FS = queue
  }
  return loadScript(script.href)
}
