import { expect } from '@esm-bundle/chai'
import './index.ts'
import { bannerBase, choiceButton, useBannerPage } from './testing.ts'
import { ACCEPT_TYPES, BANNER_THEMES, CTA_VARIANTS, POPUP_POSITIONS } from '../../core/consent/banner-settings.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { emulateMedia, setViewport } from '../../test/helpers/emulation.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const page = useBannerPage('main')
const banner = page.banner

const base = (element: Element) => bannerBase(element)!
const button = choiceButton
const box = (element: Element) => base(element).getBoundingClientRect()
const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight })

describe('<ss-cookie-banner> appearance', () => {
  describe('positions', () => {
    before(() => setViewport({ width: 1000, height: 700 }))

    it('a bar at the bottom spans the width of the viewport at its bottom edge', async () => {
      const rect = box(await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' }))
      expect([rect.left, rect.width, Math.round(rect.bottom)]).to.deep.equal([0, viewport().width, viewport().height])
    })

    it('a bar at the top spans the width of the viewport at its top edge', async () => {
      const rect = box(await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }))
      expect([rect.left, rect.top, rect.width]).to.deep.equal([0, 0, viewport().width])
    })

    for (const position of POPUP_POSITIONS) {
      it(`a popup at ${position} sits 1rem from that corner, 24rem wide at most`, async () => {
        const rect = box(await banner({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position }))
        const { width, height } = viewport()
        const [vertical, horizontal] = position.split('_')
        expect(Math.round(vertical === 'TOP' ? rect.top : height - rect.bottom)).to.equal(16)
        expect(Math.round(horizontal === 'LEFT' ? rect.left : width - rect.right)).to.equal(16)
        expect(rect.width).to.equal(384)
      })
    }

    it('preview mode draws the banner in the flow of the page', async () => {
      const element = await banner({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }, 'preview')
      expect(getComputedStyle(base(element)).position).to.equal('relative')
    })
  })

  describe('themes', () => {
    it('DARK, the default, is light text on a dark background', async () => {
      const style = getComputedStyle(base(await banner()))
      expect([style.backgroundColor, style.color]).to.deep.equal(['rgb(31, 31, 31)', 'rgb(255, 255, 255)'])
    })

    it('LIGHT is dark text on a light background', async () => {
      const style = getComputedStyle(base(await banner({ cookieBannerTheme: 'LIGHT' })))
      expect([style.backgroundColor, style.color]).to.deep.equal(['rgb(255, 255, 255)', 'rgb(31, 31, 31)'])
    })

    it('--ss-cookie-banner-background and --ss-cookie-banner-color theme it', async () => {
      const element = await banner({ cookieBannerTheme: 'LIGHT' })
      element.style.setProperty('--ss-cookie-banner-background', 'rgb(0, 0, 128)')
      element.style.setProperty('--ss-cookie-banner-color', 'rgb(255, 255, 0)')
      const style = getComputedStyle(base(element))
      expect([style.backgroundColor, style.color]).to.deep.equal(['rgb(0, 0, 128)', 'rgb(255, 255, 0)'])
    })
  })

  describe('call-to-action variants', () => {
    it('TEXT shows the texts as underlined buttons without a background', async () => {
      const element = await banner({ cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
      const accept = button(element, 'accept')
      expect(accept.textContent).to.equal('Accept')
      expect(getComputedStyle(accept).textDecorationLine).to.equal('underline')
      expect(getComputedStyle(accept).backgroundColor).to.equal('rgba(0, 0, 0, 0)')
    })

    it('BUTTON shows the texts on filled buttons in the text colour', async () => {
      const element = await banner({ cookieBannerCtaVariant: 'BUTTON' })
      const accept = button(element, 'accept')
      expect(accept.textContent).to.equal('Accept')
      expect(getComputedStyle(accept).backgroundColor).to.equal('rgb(255, 255, 255)')
      expect(getComputedStyle(accept).color).to.equal('rgb(31, 31, 31)')
    })

    it('ICON shows icons named by the texts', async () => {
      const element = await banner({ cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerOptOutCtaText: 'No' })
      for (const [choice, name] of [['accept', 'Accept'], ['decline', 'No']] as const) {
        const each = button(element, choice)
        expect(each.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true')
        expect(each.getAttribute('aria-label')).to.equal(name)
        expect(each.textContent!.trim()).to.equal('')
      }
    })

    for (const ctaVariant of CTA_VARIANTS) {
      it(`${ctaVariant}: Decline weighs as much as Accept`, async () => {
        const element = await banner({ cookieBannerCtaVariant: ctaVariant, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
        const looks = (choice: 'accept' | 'decline') => {
          const style = getComputedStyle(button(element, choice))
          const keys = ['backgroundColor', 'color', 'fontSize', 'fontWeight', 'borderTopWidth', 'borderTopColor', 'paddingTop', 'paddingLeft', 'textDecorationLine'] as const
          return { ...Object.fromEntries(keys.map((key) => [key, style[key]])), height: button(element, choice).offsetHeight }
        }
        expect(looks('decline')).to.deep.equal(looks('accept'))
      })
    }
  })

  describe('accessibility', () => {
    for (const variant of ['BAR', 'POPUP']) {
      for (const theme of BANNER_THEMES) {
        it(`${variant} ${theme}: no axe violations with any call-to-action variant or accept type`, async () => {
          for (const ctaVariant of CTA_VARIANTS) {
            for (const acceptType of ACCEPT_TYPES) {
              const element = await banner({ cookieBannerVariant: variant, cookieBannerTheme: theme, cookieBannerCtaVariant: ctaVariant, cookieBannerAcceptType: acceptType })
              await expectNoAxeViolations(element)
              element.remove()
            }
          }
        })
      }
    }

    it('many preview banners on one page stay axe-clean when each is labelled', async () => {
      const positions = ['TOP', 'BOTTOM', ...POPUP_POSITIONS]
      for (const position of positions) {
        await banner({ cookieBannerVariant: position.includes('_') ? 'POPUP' : 'BAR', cookieBannerPosition: position }, `preview label="Cookie consent, ${position}"`)
      }
      await expectNoAxeViolations(page.container())
    })

    it('a banner that blocks the page is a modal dialog, the page does not scroll, and Esc does not close it', async () => {
      const pageOverflow = () => getComputedStyle(document.documentElement).overflow
      const element = await banner({ blockPageUntilChoice: true, cookieBannerAcceptType: 'OPT_IN_AND_OUT' })
      const dialog = base(element) as HTMLDialogElement
      expect(dialog.localName).to.equal('dialog')
      await waitFor(() => dialog.matches(':modal'), 'the banner on the modal layer')
      expect(dialog.getAttribute('aria-label')).to.equal('Cookie consent')
      expect(pageOverflow()).to.equal('hidden')
      const cancel = new Event('cancel', { cancelable: true })
      dialog.dispatchEvent(cancel)
      expect(cancel.defaultPrevented).to.equal(true)
      dialog.close()
      await waitFor(() => dialog.open, 'the dialog to open again')
      expect(dialog.matches(':modal')).to.equal(true)
      await expectNoAxeViolations(element)
      button(element, 'decline').click()
      expect(element.shadowRoot!.querySelector('dialog')).to.equal(null)
      expect(pageOverflow()).to.not.equal('hidden')
    })

    it('slides in over 250 ms, and appears at once in preview mode or when the visitor prefers reduced motion', async () => {
      const animated: Array<{ element: Element; duration: unknown }> = []
      const animate = Element.prototype.animate
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        animated.push({ element: this, duration: (args[1] as KeyframeAnimationOptions).duration })
        return animate.apply(this, args)
      }
      try {
        const moving = await banner()
        expect(animated).to.deep.equal([{ element: base(moving), duration: 250 }])
        moving.remove()
        animated.length = 0
        await banner({}, 'preview')
        expect(animated, 'a preview does not slide').to.deep.equal([])
        await emulateMedia({ reducedMotion: 'reduce' })
        await banner()
        expect(animated).to.deep.equal([])
      } finally {
        Element.prototype.animate = animate
      }
    })
  })

  describe('the message', () => {
    it('keeps paragraphs, emphasis and safe links, and drops scripts, handlers, styles and javascript: links', async () => {
      const hostile = [
        '<p>We use <a href="/privacy" onclick="window.pwned=1" target="_blank">cookies</a>',
        '<img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>',
        '<a href="javascript:window.pwned=1">bad</a> <strong style="color:red">really</strong>',
        '<svg><text>svg</text></svg><iframe src="https://example.com"></iframe><u class="x">well</u></p><p>Second</p>',
      ].join('')
      const element = await banner({ cookieBannerText: hostile })
      const message = element.shadowRoot!.querySelector('[part=message]')!
      expect(message.firstElementChild!.innerHTML).to.equal(
        `<p>We use <a href="${location.origin}/privacy" target="_blank" rel="noopener">cookies</a><a>bad</a> <strong>really</strong><u>well</u></p><p>Second</p>`,
      )
      await settle()
      expect((window as { pwned?: number }).pwned).to.equal(undefined)
    })

    it('shows plain text as text', async () => {
      const element = await banner({ cookieBannerText: 'Cookies & cream > vanilla' })
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.equal('Cookies & cream > vanilla')
    })

    it('shows the default message for an empty paragraph', async () => {
      const element = await banner({ cookieBannerText: '<p></p>' })
      expect(element.shadowRoot!.querySelector('[part=message]')!.textContent).to.contain('By using this website')
    })
  })
})
