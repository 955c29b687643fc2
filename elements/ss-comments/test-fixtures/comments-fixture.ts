import { resetPageContext } from '../../../core/context/page-context.ts'
import { waitFor } from '../../../test/helpers/wait.ts'
import { setCountScriptUrl } from '../count-script.ts'
import type { SsComments } from '../index.ts'

declare global {
  interface Window {
    fakeCount?: { loads: string[]; recounts: number }
    fakeCommentCounts?: Record<string, number>
  }
}

/** Every count script of these tests is the local fake, which records what it was asked. */
export const useFakeCountScript = () =>
  setCountScriptUrl('/elements/ss-comments/test-fixtures/fake-count.js?shortname={shortname}')

/** The count scripts the page has requested, fake or real, as the browser recorded them. */
export const countScriptRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('fake-count.js') || name.includes('disqus.com'))

export function setPageContext(context: object | undefined): void {
  if (context) window.SS_CONTEXT = context
  else delete window.SS_CONTEXT
  resetPageContext()
}

let container: HTMLElement | undefined

/** Puts `html` in the page, below the fold when `offscreen`, and waits until its `<ss-comments>` has rendered. */
export async function mountComments(html: string, { offscreen = false } = {}): Promise<SsComments> {
  container ??= document.body.appendChild(document.createElement('div'))
  if (offscreen) container.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>')
  const wrapper = document.createElement('div')
  wrapper.innerHTML = html
  container.append(wrapper)
  const element = wrapper.querySelector('ss-comments')!
  await waitFor(() => element.shadowRoot?.querySelector('slot') && !element.hasAttribute('data-ss-pending'), 'the element to render')
  return element
}

export function removeComments(): void {
  container?.remove()
  container = undefined
}

export const linkOf = (element: SsComments) => element.querySelector('a')!
