// The HTML GetWidgetRendering answers with. Every stored text goes through `escapeHtml`, addresses too: the
// client sanitises what it receives, and the server still never writes a stored value as markup.

export interface FeedItem {
  title: string
  imageName: string
  linkUrl: string
}

export interface SummaryEvent {
  title: string
  url: string
  location: string
  startsAt: Date
}

/** The side of a feed picture, in CSS pixels; the image itself is asked for at twice that width. */
const FEED_PICTURE_SIZE = 300

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The pictures of one feed, each a link to its page on the platform; the images are the server's own placeholders. */
export function feedHtml(feedType: string, items: readonly FeedItem[]): string {
  if (items.length === 0) return '<p class="feed-empty">No pictures yet.</p>'
  const listItems = items.map((item) => {
    const image = `/images/${encodeURIComponent(item.imageName)}.svg?format=${2 * FEED_PICTURE_SIZE}w&ratio=1x1`
    return (
      `<li class="feed-item"><a href="${escapeHtml(item.linkUrl)}">` +
      `<img src="${escapeHtml(image)}" alt="${escapeHtml(item.title)}" width="${FEED_PICTURE_SIZE}" height="${FEED_PICTURE_SIZE}" loading="lazy">` +
      `</a></li>`
    )
  })
  return `<ul class="feed-items" data-feed="${escapeHtml(feedType)}">${listItems.join('')}</ul>`
}

/**
 * An events summary: a list named after the collection (a name, not a heading, whose level only the page knows),
 * each event's title linking to its page, then its start (UTC) and where it is.
 */
export function summaryHtml(title: string, events: readonly SummaryEvent[]): string {
  if (events.length === 0) return `<p class="summary-empty">${escapeHtml(title)}: no events yet.</p>`
  const listItems = events.map(
    (event) =>
      `<li class="summary-item"><a class="summary-title" href="${escapeHtml(event.url)}">${escapeHtml(event.title)}</a>` +
      `<span class="summary-meta"><time datetime="${event.startsAt.toISOString()}">${escapeHtml(dateFormat.format(event.startsAt))}</time>` +
      ` · ${escapeHtml(event.location)}</span></li>`,
  )
  return `<ul class="summary-items" aria-label="${escapeHtml(title)}">${listItems.join('')}</ul>`
}
