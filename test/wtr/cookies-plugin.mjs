// Server command behind test/helpers/browser-cookies.ts: the page's cookies with their attributes, read over
// the browser's automation protocol (a page sees only names and values; cookieStore adds little outside Chromium).

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function cookiesPlugin() {
  return {
    name: 'ss-cookie-commands',
    async executeCommand({ command, session }) {
      if (command !== 'ss-read-cookies') return undefined
      const browser = session.browser
      if (browser.type === 'playwright') return (await browser.getPage(session.id).context().cookies()).map(fromPageCookie)
      if (browser.type === 'puppeteer') return (await browser.getPage(session.id).cookies()).map(fromPageCookie)
      return (await browser.driver.getAllCookies()).map(fromWebDriver)
    },
  }
}

/** Playwright's and Puppeteer's cookies alike: `expires` in seconds, -1 for a session cookie. */
const fromPageCookie = ({ name, value, domain, path, expires, sameSite, secure }) => ({
  name,
  value,
  domain,
  path,
  expires: expires > 0 ? expires : undefined,
  sameSite: sameSite?.toLowerCase(),
  secure,
})

const fromWebDriver = ({ name, value, domain, path, expiry, sameSite, secure }) => ({
  name,
  value,
  domain,
  path,
  expires: expiry,
  sameSite: sameSite?.toLowerCase(),
  secure,
})
