import { loadScript } from '../../core/dom/load-script.ts'

/** The platform's widgets script, which draws its follow buttons. */
export const PLATFORM_SCRIPT_URL = 'https://platform.twitter.com/widgets.js'
/** How long the script may take to draw a block's buttons before the block keeps its plain links. */
export const FOLLOW_WIDGET_TIMEOUT_MS = 10_000

/** The options of the platform's `createFollowButton`. */
export interface FollowButtonOptions {
  size: 'medium' | 'large'
  showScreenName: 'true' | 'false'
}

interface PlatformWidgets {
  widgets: {
    createFollowButton(screenName: string, target: HTMLElement, options: FollowButtonOptions): Promise<HTMLElement | undefined>
  }
}

declare global {
  interface Window {
    /** What the platform's script defines. */
    twttr?: PlatformWidgets
  }
}

let scriptUrl = PLATFORM_SCRIPT_URL

/** Where the platform's script comes from; tests point it at a local fake. */
export function setPlatformScriptUrl(url: string): void {
  scriptUrl = url
}

/**
 * The platform's widgets, once its script has run: loaded once per page (a failed load is tried again by the
 * next block that needs it).
 */
export async function loadPlatformWidgets(): Promise<PlatformWidgets['widgets']> {
  if (!window.twttr?.widgets) {
    await loadScript(scriptUrl).catch(() => {
      throw new Error('The follow-button script could not be loaded.')
    })
  }
  const widgets = window.twttr?.widgets
  if (!widgets) throw new Error('The follow-button script ran without its widgets.')
  return widgets
}
