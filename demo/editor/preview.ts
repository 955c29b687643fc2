// The framed preview page's script. It sets the page context before the library reads it: edit mode, and the
// editor at this site's own origin (the demo editor, `/editor/`, is served by the same server); a platform
// writes the same two keys into the page's `#ss-context` script. Then it lists the gallery's bypass events,
// which in edit mode stand for the click-throughs that were not followed.
window.SS_CONTEXT = { editorFrame: true, editorOrigin: location.origin }

const bypassed = document.querySelector<HTMLOListElement>('.bypass-events')!
window.addEventListener('ss-click-through', (event) => {
  const item = document.createElement('li')
  item.textContent = `ss-click-through to ${(event as CustomEvent<{ url: string }>).detail.url}`
  bypassed.append(item)
})
