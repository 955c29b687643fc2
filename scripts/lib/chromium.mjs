import { chromium } from 'playwright-core'

/** Debian's Chromium, which every browser of the tests and the bench is. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** The flags this machine needs: no sandbox as root, and no calls to Google's services on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Debian's Chromium, headless, driven by playwright-core. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}
