// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../context/page-context.ts'
import { request } from '../data/request.ts'
import { navigation } from './navigation.ts'
import { installOwnerKeys, ownerKeyAction, type KeyPressSurroundings, type OwnerKeyPress } from './owner-keys.ts'

vi.mock('../data/request.ts', () => ({ request: vi.fn() }))

const loggedIn: PageContext = { authenticatedAccount: { id: 'a1' }, websiteSettings: {} }
const anonymous: PageContext = { websiteSettings: {} }
const anonymousWithEscapeLogin: PageContext = { websiteSettings: { useEscapeKeyToLogin: true } }

const escape: OwnerKeyPress = {
  key: 'Escape',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  defaultPrevented: false,
}
const shiftEscape: OwnerKeyPress = { ...escape, shiftKey: true }
const onPage: KeyPressSurroundings = { inEditableField: false, modalDialogOpen: false }

describe('ownerKeyAction', () => {
  it('opens the configuration area on Escape for a logged-in account', () => {
    expect(ownerKeyAction(escape, loggedIn, onPage)).toBe('open-config')
  })

  it('ignores Escape from an anonymous visitor unless the site has useEscapeKeyToLogin on', () => {
    expect(ownerKeyAction(escape, anonymous, onPage)).toBe('none')
    expect(ownerKeyAction(escape, {}, onPage)).toBe('none')
    expect(ownerKeyAction(escape, { websiteSettings: { useEscapeKeyToLogin: false } }, onPage)).toBe('none')
    expect(ownerKeyAction(escape, anonymousWithEscapeLogin, onPage)).toBe('open-config')
  })

  it('logs a logged-in account out on Shift+Escape', () => {
    expect(ownerKeyAction(shiftEscape, loggedIn, onPage)).toBe('log-out')
  })

  it('does nothing on Shift+Escape for an anonymous visitor, even with useEscapeKeyToLogin on', () => {
    expect(ownerKeyAction(shiftEscape, anonymous, onPage)).toBe('none')
    expect(ownerKeyAction(shiftEscape, anonymousWithEscapeLogin, onPage)).toBe('none')
  })

  it.each<[string, OwnerKeyPress, KeyPressSurroundings]>([
    ['a press already handled', { ...escape, defaultPrevented: true }, onPage],
    ['a press in an editable field', escape, { ...onPage, inEditableField: true }],
    ['a press while a modal dialog is open', escape, { ...onPage, modalDialogOpen: true }],
    ['Shift+Escape already handled', { ...shiftEscape, defaultPrevented: true }, onPage],
    ['Shift+Escape in an editable field', shiftEscape, { ...onPage, inEditableField: true }],
    ['Shift+Escape while a modal dialog is open', shiftEscape, { ...onPage, modalDialogOpen: true }],
    ['Ctrl+Escape', { ...escape, ctrlKey: true }, onPage],
    ['Alt+Escape', { ...escape, altKey: true }, onPage],
    ['Meta+Escape', { ...escape, metaKey: true }, onPage],
    ['another key', { ...escape, key: 'Enter' }, onPage],
  ])('ignores %s', (_, press, surroundings) => {
    expect(ownerKeyAction(press, loggedIn, surroundings)).toBe('none')
  })
})

describe('installOwnerKeys', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>
  let uninstall: () => void

  beforeEach(() => {
    assign = vi.fn<(url: string) => void>()
    vi.spyOn(navigation, 'assign').mockImplementation(assign)
    history.replaceState(null, '', '/blog/first post?tag=a&b=1')
  })
  afterEach(() => {
    uninstall()
    document.body.replaceChildren()
    vi.mocked(request).mockReset()
    vi.restoreAllMocks()
  })

  const press = (target: EventTarget, init: KeyboardEventInit = {}) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true, ...init }))

  it('goes to the configuration area framing the current path and query on Escape', () => {
    uninstall = installOwnerKeys(loggedIn)
    press(document.body)
    expect(assign).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fblog%2Ffirst%2520post%3Ftag%3Da%26b%3D1')
  })

  it('lets an element that handles Escape itself keep it', () => {
    uninstall = installOwnerKeys(loggedIn)
    const lightbox = document.body.appendChild(document.createElement('div'))
    lightbox.addEventListener('keydown', (event) => event.preventDefault())
    press(lightbox)
    expect(assign).not.toHaveBeenCalled()
  })

  it.each(['<input>', '<textarea></textarea>', '<select></select>'])('leaves Escape to a focused %s', (markup) => {
    uninstall = installOwnerKeys(loggedIn)
    document.body.innerHTML = markup
    press(document.body.firstElementChild!)
    expect(assign).not.toHaveBeenCalled()
  })

  it('sees a field inside an open shadow root', () => {
    uninstall = installOwnerKeys(loggedIn)
    const host = document.body.appendChild(document.createElement('div'))
    const input = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'))
    press(input)
    expect(assign).not.toHaveBeenCalled()
  })

  it('leaves Escape to an open modal dialog', () => {
    uninstall = installOwnerKeys(loggedIn)
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button>OK</button></div><p>page</p>'
    press(document.querySelector('button')!)
    press(document.querySelector('p')!)
    expect(assign).not.toHaveBeenCalled()
  })

  it('logs out on Shift+Escape, then goes to the site root with logout=true', async () => {
    vi.mocked(request).mockResolvedValue(null)
    uninstall = installOwnerKeys(loggedIn)
    press(document.body, { shiftKey: true })
    expect(request).toHaveBeenCalledExactlyOnceWith({ method: 'POST', url: '/api/auth/Logout' })
    await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/?logout=true'))
  })

  it('stays on the page when the logout call fails (the data layer has shown the failure)', async () => {
    vi.mocked(request).mockRejectedValue(new Error('Unauthorized request'))
    uninstall = installOwnerKeys(loggedIn)
    press(document.body, { shiftKey: true })
    await vi.waitFor(() => expect(request).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(assign).not.toHaveBeenCalled()
  })

  it('sends one logout call however often Shift+Escape is pressed while it runs', () => {
    vi.mocked(request).mockReturnValue(new Promise(() => {}))
    uninstall = installOwnerKeys(loggedIn)
    press(document.body, { shiftKey: true })
    press(document.body, { shiftKey: true })
    expect(request).toHaveBeenCalledOnce()
  })

  it('stops listening once uninstalled', () => {
    uninstall = installOwnerKeys(loggedIn)
    uninstall()
    press(document.body)
    press(document.body, { shiftKey: true })
    expect(assign).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })
})
