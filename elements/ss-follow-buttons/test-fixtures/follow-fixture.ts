import { resetPageContext } from '../../../core/context/page-context.ts'
import { waitFor } from '../../../test/helpers/wait.ts'
import type { SsFollowButtons } from '../index.ts'
import { setPlatformScriptUrl } from '../platform-script.ts'

declare global {
  interface Window {
    fakeWidgets?: { loads: number; buttons: Array<{ screenName: string; options: object }> }
  }
}

/** Every platform script of these tests is the local fake, which records what it was asked. */
export const useFakeWidgets = () => setPlatformScriptUrl('/elements/ss-follow-buttons/test-fixtures/fake-widgets.js')

/** The platform scripts the page has requested, fake or real, as the browser recorded them. */
export const platformRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('fake-widgets.js') || name.includes('twitter.com') || name.includes('x.com'))

export function setPageContext(context: object | undefined): void {
  if (context) window.SS_CONTEXT = context
  else delete window.SS_CONTEXT
  resetPageContext()
}

let container: HTMLElement | undefined

/** Puts `html` in the page, below the fold when `offscreen`, and waits until its `<ss-follow-buttons>` has rendered. */
export async function mountFollowButtons(html: string, { offscreen = false } = {}): Promise<SsFollowButtons> {
  container ??= document.body.appendChild(document.createElement('div'))
  if (offscreen) container.insertAdjacentHTML('beforeend', '<div style="height: 3000px"></div>')
  const wrapper = document.createElement('div')
  wrapper.innerHTML = html
  container.append(wrapper)
  const element = wrapper.querySelector('ss-follow-buttons')!
  await waitFor(() => element.shadowRoot?.querySelector('slot') && !element.hasAttribute('data-ss-pending'), 'the element to render')
  return element
}

export function removeFollowButtons(): void {
  container?.remove()
  container = undefined
}

/** What a visitor sees in the block: each visible link's text, and each button's account. */
export const visible = (element: SsFollowButtons) =>
  [...element.querySelectorAll<HTMLElement>('a, span:not([hidden]) iframe')]
    .filter((node) => !node.hidden)
    .map((node) => (node instanceof HTMLIFrameElement ? `button @${node.dataset.screenName}` : node.textContent))

export const LINKS =
  '<a href="https://x.com/harbourkitchen">Follow @harbourkitchen on X</a> <a href="https://www.instagram.com/harbourkitchen">Harbour Kitchen on Instagram</a>'
