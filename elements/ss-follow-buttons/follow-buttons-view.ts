import { html } from 'lit-html'
import { whenThirdPartyIsDue } from '../../core/consent/third-party-due.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { followProfile } from './follow-profile.ts'
import { FOLLOW_WIDGET_TIMEOUT_MS, loadPlatformWidgets } from './platform-script.ts'
import type { FollowButtonsConfig } from './schema.ts'

/** A profile link of the platform and the light-DOM box its button is drawn in, beside it. */
interface Upgrade {
  link: HTMLAnchorElement
  screenName: string
  box: HTMLElement
}

/**
 * The follow buttons' view. The links are the author's, in the light DOM; the platform's script draws each
 * button into a box beside its link, in the page's document where it looks for them, and the link gives way
 * to the button only once it is there. So it is drawn with lit-html: the shadow root only shows the light DOM.
 */
export function followButtonsView(host: ElementHost<object>): LitView<FollowButtonsConfig> {
  const element = host.element
  let config: FollowButtonsConfig | undefined
  let upgrades: Upgrade[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopWaiting: (() => void) | undefined

  const undo = (upgrade: Upgrade) => {
    upgrade.box.remove()
    upgrade.link.hidden = false
  }
  const undoAll = () => {
    clearTimeout(timer)
    for (const upgrade of upgrades) undo(upgrade)
    upgrades = []
  }

  async function drawButtons({ size, showScreenName }: FollowButtonsConfig) {
    const links = [...element.querySelectorAll<HTMLAnchorElement>('a[href]')]
    const drawing = links.flatMap((link): Upgrade[] => {
      const screenName = followProfile(link.href)
      if (!screenName) return []
      const box = document.createElement('span')
      box.hidden = true
      link.after(box)
      return [{ link, box, screenName }]
    })
    upgrades = drawing
    // Once a later drawing (new settings) or the removal has taken over, this one changes nothing.
    const current = () => upgrades === drawing
    const giveUp = (message: string) => {
      if (!current()) return
      clearTimeout(timer)
      const pending = drawing.filter((upgrade) => upgrade.box.isConnected && upgrade.box.hidden)
      if (pending.length > 0) console.warn(`ss-follow-buttons: ${message} The plain links stay.`)
      for (const upgrade of pending) undo(upgrade)
    }
    if (drawing.length === 0) return
    timer = setTimeout(
      () => giveUp(`The follow buttons did not load within ${FOLLOW_WIDGET_TIMEOUT_MS / 1000} seconds.`),
      FOLLOW_WIDGET_TIMEOUT_MS,
    )
    try {
      const widgets = await loadPlatformWidgets()
      await Promise.all(
        drawing.map(async (upgrade) => {
          const button = await widgets.createFollowButton(upgrade.screenName, upgrade.box, {
            size,
            showScreenName: showScreenName ? 'true' : 'false',
          })
          // A button that came after the time-out finds its box gone, and stays out of the page.
          if (!button || !current() || !upgrade.box.isConnected) return
          upgrade.box.hidden = false
          upgrade.link.hidden = true
        }),
      )
      giveUp('The platform drew no button for some links.')
    } catch (error) {
      giveUp((error as Error).message)
    }
  }

  return {
    render(next) {
      const changed = config && (config.size !== next.size || config.showScreenName !== next.showScreenName)
      config = next
      if (changed && upgrades.length > 0) {
        undoAll()
        void drawButtons(next)
      }
      stopWaiting ??= whenThirdPartyIsDue(element, () => void drawButtons(config!), { tracks: true })
      return html`<slot part="base"></slot>`
    },
    disconnect() {
      stopWaiting?.()
      undoAll()
    },
  }
}
