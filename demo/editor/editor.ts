// The demo editor (`/editor/`): sends each preview action to the framed page and lists the acknowledgements.
import { createPreviewClient } from '../../core/editor/preview-client.ts'
import type { PreviewAck, PreviewReady, PreviewRequest } from '../../core/editor/preview-messages.ts'

const frame = document.querySelector<HTMLIFrameElement>('.preview-frame')!
const list = document.querySelector<HTMLOListElement>('.acks')!
const client = createPreviewClient(frame, location.origin)

function logLine(message: PreviewAck | PreviewReady): void {
  const item = document.createElement('li')
  const title = document.createElement('strong')
  const detail = document.createElement('code')
  if (message.type === 'ss-preview-ready') {
    title.textContent = 'page ready'
    detail.textContent = JSON.stringify(message.state)
  } else {
    title.textContent = `${message.action}: ${message.ok ? 'done' : 'refused'}`
    detail.textContent = message.ok ? JSON.stringify(message.state) : message.error
  }
  item.append(title, ' ', detail)
  list.prepend(item)
}

async function send(request: PreviewRequest): Promise<void> {
  logLine(await client.send(request))
}

function requestOf(element: HTMLElement): PreviewRequest {
  const action = element.dataset.action as PreviewRequest['action']
  if (action === 'set-mobile-drawer-expanded') return { action, expanded: element.dataset.expanded === 'true' }
  if (element instanceof HTMLFormElement) {
    const data = new FormData(element)
    if (action === 'set-url') return { action, url: String(data.get('url')) }
    if (action === 'set-editing-custom-css') return { action, css: String(data.get('css')) }
  }
  return { action } as PreviewRequest
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-action]')) {
  button.addEventListener('click', () => void send(requestOf(button)))
}
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-action]')) {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void send(requestOf(form))
  })
}
document.querySelector('.clear-acks')!.addEventListener('click', () => list.replaceChildren())

const logReady = async (): Promise<void> => {
  logLine(await client.ready())
  void logReady()
}
void logReady()
