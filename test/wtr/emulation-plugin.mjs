// Server commands behind test/helpers/emulation.ts. web-test-runner's own set-viewport and emulate-media
// throw for WebDriver (and emulate-media for Firefox, which needs CDP), and its command plugins always run
// before ours, so these go under names of their own and answer whether the browser could do it.

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function emulationPlugin() {
  return {
    name: 'ss-emulation-commands',
    async executeCommand({ command, payload, session }) {
      const browser = session.browser
      if (command === 'ss-set-viewport') {
        const { width, height } = payload
        if (browser.type === 'playwright') await browser.getPage(session.id).setViewportSize({ width, height })
        else if (browser.type === 'puppeteer') await browser.getPage(session.id).setViewport({ width, height })
        else await setWebDriverViewport(browser.driver, width, height)
        return true
      }
      if (command === 'ss-emulate-media') {
        if (browser.type !== 'playwright') return 'unsupported'
        await browser.getPage(session.id).emulateMedia(payload)
        return 'browser'
      }
    },
  }
}

/** WebDriver sizes the window: add the window's own frame to the viewport asked for. */
async function setWebDriverViewport(driver, width, height) {
  const [frameWidth, frameHeight] = await driver.execute(() => [
    window.outerWidth - window.innerWidth,
    window.outerHeight - window.innerHeight,
  ])
  await driver.setWindowSize(width + frameWidth, height + frameHeight)
}
