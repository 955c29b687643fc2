// The demo site's own behaviour: the event log and the Copy buttons. Plain DOM, no framework.

const MAX_LOG_ENTRIES = 100

startEventLog(document.querySelector('.event-log'))
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('.copy-button') : null
  if (button) copySnippet(button)
})

/**
 * Lists every documented `ss-*` event as it reaches `window`: the names come from the manifest (there is no
 * way to listen for "any event"), and listening on `window` shows what a page's own script would receive, so
 * an event that does not bubble out of its shadow root is missing here as it would be for a user.
 */
function startEventLog(panel) {
  if (!panel) return
  const list = panel.querySelector('ol')
  const empty = panel.querySelector('.event-log-empty')
  const names = panel.dataset.eventNames.split(' ').filter(Boolean)
  for (const name of names) {
    window.addEventListener(name, (event) => {
      list.prepend(logEntry(event))
      list.children[MAX_LOG_ENTRIES]?.remove()
      empty.hidden = true
    })
  }
  panel.querySelector('.clear-log').addEventListener('click', () => {
    list.replaceChildren()
    empty.hidden = false
  })
}

function logEntry(event) {
  const entry = document.createElement('li')
  const heading = document.createElement('p')
  heading.append(codeElement(event.type), ` on ${describeTarget(event.target)} `)
  const time = document.createElement('time')
  time.textContent = `${(event.timeStamp / 1000).toFixed(3)} s after load`
  heading.append(time)
  const detail = codeElement(detailJson(event.detail))
  detail.className = 'event-detail'
  entry.append(heading, detail)
  return entry
}

function codeElement(text) {
  const code = document.createElement('code')
  code.textContent = text
  return code
}

/** `<ss-accordion id="faq">` in “FAQ”: enough to tell which element on the page fired. */
function describeTarget(target) {
  if (!(target instanceof Element)) return target === window ? 'window' : 'document'
  const id = target.id ? ` id="${target.id}"` : ''
  const example = target.closest('.example')?.querySelector('h3')?.textContent
  return `<${target.localName}${id}>${example ? ` in “${example}”` : ''}`
}

function detailJson(detail) {
  if (detail === undefined || detail === null) return 'no detail'
  try {
    return JSON.stringify(detail, (_, value) => (value instanceof Node ? `<${value.nodeName.toLowerCase()}>` : value))
  } catch {
    return String(detail)
  }
}

async function copySnippet(button) {
  const code = document.getElementById(button.dataset.copy)
  const status = button.parentElement.querySelector('.copy-status')
  try {
    await navigator.clipboard.writeText(code.textContent)
    status.textContent = 'Copied.'
  } catch {
    // No clipboard access (a page served over plain http from another host, or permission refused): select
    // the code so that one key press copies it.
    const range = document.createRange()
    range.selectNodeContents(code)
    getSelection().removeAllRanges()
    getSelection().addRange(range)
    status.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.'
  }
  clearTimeout(Number(status.dataset.timer))
  status.dataset.timer = String(setTimeout(() => (status.textContent = ''), 4000))
}
