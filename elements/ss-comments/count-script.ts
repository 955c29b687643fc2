/** The comment service's count script; `{shortname}` is the site's comments shortname. */
export const COUNT_SCRIPT_URL = 'https://{shortname}.disqus.com/count.js'
/** The id the service gives its count script, by which a page's own copy is found. */
export const COUNT_SCRIPT_ID = 'dsq-count-scr'

declare global {
  interface Window {
    /** What the count script defines: `getCount({reset: true})` counts the links added since it ran. */
    DISQUSWIDGETS?: { getCount(options: { reset: boolean }): void }
  }
}

let scriptUrl = COUNT_SCRIPT_URL

/** Where the count script comes from, `{shortname}` included; tests point it at a local fake. */
export function setCountScriptUrl(url: string): void {
  scriptUrl = url
}

/**
 * Has the page's comment-count links counted: the first call adds the service's count script, which counts
 * every thread link in the page when it runs; later calls (links that came later) ask it to count again.
 * A page that has the script already is not given a second one. A script that fails to load leaves the
 * links as they are.
 */
export function countComments(shortname: string): void {
  const existing = document.getElementById(COUNT_SCRIPT_ID)
  if (existing) {
    window.DISQUSWIDGETS?.getCount({ reset: true })
    return
  }
  const script = document.createElement('script')
  script.id = COUNT_SCRIPT_ID
  script.async = true
  script.src = scriptUrl.replace('{shortname}', encodeURIComponent(shortname))
  document.head.append(script)
}
