// The guides (docs/*.md and the changelog) as pages of the demo site, under /docs/.
import { posix } from 'node:path'

/** The repository's Markdown files published as guide pages, and their addresses. */
export function guideAddress(file) {
  if (file === 'docs/README.md') return '/docs/'
  if (file === 'CHANGELOG.md') return '/docs/changelog/'
  const guide = /^docs\/([^/]+)\.md$/.exec(file)
  return guide ? `/docs/${guide[1]}/` : undefined
}

/**
 * Where a link of the guide `from` (a repository path such as `docs/ssr.md`) points in the site: another
 * guide's page, an element's page for its README, the index for the repository's README; undefined for a
 * file the site does not publish. Addresses outside the repository and fragments stay as written.
 */
export function resolveGuideLink(href, from) {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return href
  const [path, anchor] = href.split('#')
  const file = posix.normalize(posix.join(posix.dirname(from), path))
  const withAnchor = (address) => (anchor ? `${address}#${anchor}` : address)
  if (file === 'README.md') return '/'
  const element = /^elements\/(ss-[a-z0-9-]+)\/README\.md$/.exec(file)
  if (element) return withAnchor(`/${element[1]}/`)
  const guide = guideAddress(file)
  return guide && withAnchor(guide)
}
