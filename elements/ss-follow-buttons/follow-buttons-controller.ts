import { whenThirdPartyIsDue } from '../../core/consent/third-party-due.ts'
import type { ElementController } from '../../core/element/controller.ts'
import { followProfile } from './follow-profile.ts'
import { FOLLOW_WIDGET_TIMEOUT_MS, loadPlatformWidgets } from './platform-script.ts'
import type { FollowButtonsConfig } from './schema.ts'

/** A profile link of the platform and the light-DOM box its button is drawn in, beside it. */
interface Upgrade {
  link: HTMLAnchorElement
  screenName: string
  box: HTMLElement
}

const undo = (upgrade: Upgrade) => {
  upgrade.box.remove()
  upgrade.link.hidden = false
}

/**
 * The platform's follow buttons of one block. The links are the author's, in the light DOM; once the platform
 * is due, its script draws each button into a box beside its link, in the page's document where it looks for
 * them, and the link gives way to the button only once it is there. Disconnected, the links are given back.
 */
export class FollowButtonsController implements ElementController {
  #element: HTMLElement
  #config: FollowButtonsConfig
  #upgrades: Upgrade[] = []
  #timer: ReturnType<typeof setTimeout> | undefined
  #stopWaiting: (() => void) | undefined

  constructor(element: HTMLElement, config: FollowButtonsConfig) {
    this.#element = element
    this.#config = config
  }

  hostConnected(): void {
    this.#stopWaiting = whenThirdPartyIsDue(this.#element, () => void this.#drawButtons(), { tracks: true })
  }

  hostDisconnected(): void {
    this.#stopWaiting?.()
    this.#undoAll()
  }

  /** Takes the configuration of each render; buttons drawn already are drawn again in new settings. */
  configure(config: FollowButtonsConfig): void {
    const previous = this.#config
    this.#config = config
    const changed = previous.size !== config.size || previous.showScreenName !== config.showScreenName
    if (changed && this.#upgrades.length > 0) {
      this.#undoAll()
      void this.#drawButtons()
    }
  }

  #undoAll(): void {
    clearTimeout(this.#timer)
    for (const upgrade of this.#upgrades) undo(upgrade)
    this.#upgrades = []
  }

  async #drawButtons(): Promise<void> {
    const { size, showScreenName } = this.#config
    const links = [...this.#element.querySelectorAll<HTMLAnchorElement>('a[href]')]
    const drawing = links.flatMap((link): Upgrade[] => {
      const screenName = followProfile(link.href)
      if (!screenName) return []
      const box = document.createElement('span')
      box.hidden = true
      link.after(box)
      return [{ link, box, screenName }]
    })
    this.#upgrades = drawing
    // Once a later drawing (new settings) or the removal has taken over, this one changes nothing.
    const current = () => this.#upgrades === drawing
    const giveUp = (message: string) => {
      if (!current()) return
      clearTimeout(this.#timer)
      const pending = drawing.filter((upgrade) => upgrade.box.isConnected && upgrade.box.hidden)
      if (pending.length > 0) console.warn(`ss-follow-buttons: ${message} The plain links stay.`)
      for (const upgrade of pending) undo(upgrade)
    }
    if (drawing.length === 0) return
    this.#timer = setTimeout(
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
}
