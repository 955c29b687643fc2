// The three browsers of the suite, each launched from the Debian packages (no downloaded browser builds).
import { chromeLauncher } from '@web/test-runner-chrome'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { webdriverLauncher } from '@web/test-runner-webdriver'
import * as puppeteer from 'puppeteer-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { startWebKitWebDriver } from './webkit-webdriver.mjs'

export const browserNames = ['chromium', 'firefox', 'webkit']

/**
 * Test files run in parallel per browser. WebKit must take one at a time: above 1, the WebDriver launcher
 * runs each file in an iframe of one window, where real keys and focus fail (16 tests did). Firefox gains
 * nothing from a second page on two cores (28 s either way).
 */
export const concurrencyOf = { chromium: 2, firefox: 1, webkit: 1 }

const launchers = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      concurrency: concurrencyOf.chromium,
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
    }),
  // Puppeteer drives Firefox over WebDriver BiDi: no geckodriver.
  firefox: () =>
    chromeLauncher({
      puppeteer,
      concurrency: concurrencyOf.firefox,
      launchOptions: { browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true },
      createPage: async ({ context }) => {
        const page = await context.newPage()
        acceptKeyCombinations(page.keyboard)
        return page
      },
    }),
  webkit: async () => {
    const driver = await startWebKitWebDriver()
    const launcher = webdriverLauncher({
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
      },
    })
    pressKeysOneByOne(launcher)
    return launcher
  },
}

/**
 * Puppeteer over BiDi knows neither Playwright's "Space" nor combinations such as "Shift+Tab": press the
 * modifiers around the key, so that tests use one key syntax in every browser.
 */
function acceptKeyCombinations(keyboard) {
  const press = keyboard.press.bind(keyboard)
  keyboard.press = async (combination, options) => {
    const keys = combination.length > 1 ? combination.split('+').map((key) => (key === 'Space' ? ' ' : key)) : [combination]
    const modifiers = keys.slice(0, -1)
    for (const modifier of modifiers) await keyboard.down(modifier)
    await press(keys.at(-1), options)
    for (const modifier of modifiers.reverse()) await keyboard.up(modifier)
  }
}

/**
 * webdriverio's keys() holds every key down before releasing any, so WebKit drops a repeated letter
 * ("hello" types "helo") and a "Shift+Tab" press arrives as nine characters. Press each key on its own,
 * and the parts of a combination together.
 */
function pressKeysOneByOne(launcher) {
  const sendKeys = launcher.sendKeys.bind(launcher)
  launcher.sendKeys = async (sessionId, keys) => {
    if (keys.length === 1 && keys[0].length > 1 && keys[0].includes('+')) return sendKeys(sessionId, keys[0].split('+'))
    for (const key of keys) await sendKeys(sessionId, [key])
  }
}

/** Parses a comma-separated list such as `chromium,webkit`; an empty list means all three. */
export function parseBrowserNames(list = '') {
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  const unknown = names.filter((name) => !browserNames.includes(name))
  if (unknown.length) throw new Error(`Unknown browser ${unknown.join(', ')}: choose from ${browserNames.join(', ')}`)
  return names.length ? names : browserNames
}

export function launchBrowsers(names) {
  return Promise.all(names.map((name) => launchers[name]()))
}
