// Helpers for the browser tests of <ss-form> and <ss-newsletter>, not a test: the `.test.ts` ending keeps them
// out of the published typings (tsconfig.build.json), and no runner picks them up (only *.browser.test.ts and
// *.unit.test.ts run).
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsForm } from './element.ts'
import { waitForEvent } from '../../test/helpers/events.ts'

/** The fields of a form the reference server knows, read from `server/forms/demo-forms.json`. */
export async function serverFormFields(formId: string): Promise<Array<Record<string, unknown>>> {
  const forms = (await (await fetch('/server/forms/demo-forms.json')).json()) as Array<{ formId: string; fields: [] }>
  const form = forms.find((candidate) => candidate.formId === formId)
  if (!form) throw new Error(`No demo form ${formId}`)
  return form.fields
}

/**
 * Gives the page a crumb of its own: a new visitor, as far as the server's rate limit and keys go. The server
 * signs its crumbs and refuses made-up ones, so the crumb is the fresh one it sends with a refused call.
 */
export async function newVisitor(): Promise<string> {
  forgetVisitor()
  await fetch('/api/form/FormSubmissionKey', { method: 'POST' })
  const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1]
  if (!crumb) throw new Error('The reference server gave no crumb')
  return crumb
}

export function forgetVisitor(): void {
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
}

/** Puts `<tag data-block-json=…>` on the page in a container of `width`, and waits for it to render. */
export async function mountForm<T extends HTMLElement>(
  tag: 'ss-form' | 'ss-newsletter',
  config: Record<string, unknown>,
  options: { width?: string; attributes?: Record<string, string> } = {},
): Promise<{ element: T; container: HTMLElement }> {
  const container = document.createElement('div')
  if (options.width) container.style.width = options.width
  const element = document.createElement(tag) as HTMLElement as T
  element.setAttribute('data-block-json', JSON.stringify(config))
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value)
  container.append(element)
  document.body.append(container)
  await waitFor(() => element.shadowRoot?.querySelector('[part~=base]'), `<${tag}> to render`)
  return { element, container }
}

export const shadow = (element: Element) => element.shadowRoot!

/** The control of a field, by the field's position in the block JSON (its part, for a multi-part field). */
export function control<T extends HTMLElement = HTMLInputElement>(element: Element, index: number, part?: number): T {
  const id = part === undefined ? `field-${index}` : `field-${index}-part-${part}`
  const found = shadow(element).getElementById(id)
  if (!found) throw new Error(`No control #${id}`)
  return found as T
}

/** Sets a control's value as typing would, so that React sees the change. */
export function fill(target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(target) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value)
  target.dispatchEvent(new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/** The accessible name of a control from `aria-labelledby` or its `<label>`s (enough for the markup here). */
export function accessibleName(target: HTMLElement): string {
  const root = target.getRootNode() as ShadowRoot | Document
  const labelledBy = target.getAttribute('aria-labelledby')
  const texts = labelledBy
    ? labelledBy.split(/\s+/).map((id) => root.getElementById(id)?.textContent ?? '')
    : Array.from((target as HTMLInputElement).labels ?? [], (label) => label.textContent ?? '')
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).join(' ')
}

export const submitButton = (element: Element) => shadow(element).querySelector<HTMLButtonElement>('[part~=submit]')!
export const formError = (element: Element) => shadow(element).querySelector('[part~=form-error]')?.textContent ?? null
export const fieldError = (element: Element, index: number) => shadow(element).getElementById(`field-${index}-error`)?.textContent ?? null
export const problems = (element: Element) => Array.from(shadow(element).querySelectorAll('[part~=problem]'), (node) => node.textContent)

/** The submissions the reference server stored for a form. */
export async function storedSubmissions(formId: string): Promise<Array<{ id: number; form: Record<string, unknown> }>> {
  const response = await fetch(`/api/form/submissions?formId=${encodeURIComponent(formId)}`)
  return response.json()
}

/** A fake answer to a form call; undefined lets the call through to the real server. */
export type Reply = (init: RequestInit) => Response | Promise<Response> | undefined

export interface RoutedFetch {
  /** The form calls made, by path: `FormSubmissionKey` or `SaveFormSubmission`. */
  calls: Array<{ path: string; init: RequestInit }>
  restore(): void
}

/**
 * Routes the form calls to fake answers, to force what the reference server cannot easily be made to say; a
 * call without a fake answer goes on to the real server. Every call is recorded.
 */
export function routeFormCalls(replies: { key?: Reply; save?: Reply } = {}): RoutedFetch {
  const realFetch = window.fetch
  const calls: RoutedFetch['calls'] = []
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    const path = url.pathname.replace('/api/form/', '')
    if (!url.pathname.startsWith('/api/form/') || path === 'submissions') return realFetch(input, init)
    calls.push({ path, init })
    const reply = path === 'FormSubmissionKey' ? replies.key : replies.save
    return (await reply?.(init)) ?? realFetch(input, init)
  }
  return { calls, restore: () => (window.fetch = realFetch) }
}

export const jsonReply = (status: number, body: unknown): Reply => () => Response.json(body, { status })
export const networkDown: Reply = () => Promise.reject(new TypeError('Failed to fetch'))

/** The required fields of the demo contact form, filled in; `message` tells submissions apart on the server. */
export function fillRequired(element: Element, message: string): void {
  fill(control(element, 1, 0), 'Jane')
  fill(control(element, 1, 1), 'Doe')
  fill(control(element, 2), 'jane@example.com')
  fill(control<HTMLSelectElement>(element, 9), 'Support')
  fill(control<HTMLTextAreaElement>(element, 18), message)
}

/** The controls of a form the visitor types into or picks from, in order (the honeypot left out). */
export function visibleControls(element: Element): HTMLElement[] {
  return Array.from(shadow(element).querySelectorAll<HTMLElement>('input, select, textarea')).filter(
    (node) => !node.closest('.honeypot'),
  )
}

/** What each control holds: its value, or whether it is checked. */
export function entries(element: Element): Array<string | boolean> {
  return visibleControls(element).map((node) =>
    node instanceof HTMLInputElement && (node.type === 'radio' || node.type === 'checkbox') ? node.checked : (node as HTMLInputElement).value,
  )
}

/**
 * Waits for the reference server behind /api/form/ to answer: the test harness builds and starts it on the
 * first request, which takes seconds (PGlite's initdb), so every file that uses it calls this in `before`.
 */
export async function referenceServerReady(): Promise<void> {
  const deadline = performance.now() + 60_000
  for (;;) {
    const response = await fetch('/api/form/submissions?formId=contact').catch(() => undefined)
    if (response?.ok) return
    if (performance.now() > deadline) throw new Error('The reference server did not answer /api/form/ within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The page of one test file: the reference server ready before the first test; for each test a new visitor
 * (crumb) and recorded form calls; every form the test mounted removed after it.
 */
export function formTestPage() {
  let mounted: HTMLElement[] = []
  let routed: RoutedFetch | undefined
  before(async function () {
    this.timeout(70_000)
    await referenceServerReady()
  })
  beforeEach(async () => {
    await newVisitor()
    routed = routeFormCalls()
  })
  afterEach(() => {
    routed?.restore()
    for (const container of mounted) container.remove()
    mounted = []
    forgetVisitor()
  })
  const page = {
    /** The form calls made so far in this test. */
    get calls(): RoutedFetch['calls'] {
      return routed?.calls ?? []
    },
    /** Answers some form calls with fakes from now on in this test. */
    route(replies: { key?: Reply; save?: Reply }): void {
      routed?.restore()
      routed = routeFormCalls(replies)
    },
    /** Mounts an element in a container of its own (`element.parentElement`), removed after the test. */
    async mount<T extends HTMLElement>(tag: 'ss-form' | 'ss-newsletter', config: Record<string, unknown>, options?: Parameters<typeof mountForm>[2]): Promise<T> {
      const { element, container } = await mountForm<T>(tag, config, options)
      mounted.push(container)
      return element
    },
    /** The server's contact form (every field type), with `extra` block JSON keys. */
    async contactForm(extra: Record<string, unknown> = {}): Promise<SsForm> {
      return page.mount<SsForm>('ss-form', { formId: 'contact', fields: await serverFormFields('contact'), ...extra })
    },
  }
  return page
}

/** Presses the submit button and waits for the submission to end in `outcome`. */
export async function submitAndWait(element: Element, outcome: 'ss-success' | 'ss-failure'): Promise<CustomEvent> {
  const event = waitForEvent<CustomEvent>(element, outcome, 10_000)
  submitButton(element).click()
  return event
}
