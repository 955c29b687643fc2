// A React 19 app that uses the blocks as React components (`ss-elements/react`), as an app would: bundled by
// esbuild from the package's exports, rendered on the server by `react-dom/server` in Node, hydrated in
// Chromium, then clicked and typed into, receiving the blocks' events as callbacks. Needs dist/.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot, useDemoSite } from './helpers/demo-site.mjs'

const site = useDemoSite()
const project = mkdtempSync(join(tmpdir(), 'ss-elements-react-app-'))
const pageDir = join(repoRoot, 'dist', 'test-pages', 'react-app')

const PHOTO = '/media/photos/astronaut-500w.jpg'

/** The app: a gallery, a form and an accordion whose items the app changes, each reporting its events into the page's log. */
const APP = `
import { useRef, useState } from 'react'
import { Accordion, Form, Gallery } from 'ss-elements/react'

const log = (line) => (globalThis.appLog ??= []).push(line)

export function App() {
  const gallery = useRef(null)
  const [slide, setSlide] = useState(0)
  const [questions, setQuestions] = useState(['Delivery', 'Returns'])
  return (
    <main>
      <h1>Blocks in a React app</h1>
      <p>Slide {slide + 1}</p>
      <button type="button" onClick={() => gallery.current.next()}>Show the next photo</button>
      <Gallery
        ref={gallery}
        id="photos"
        design="slideshow"
        aria-label="Photos"
        onSlideChange={(event) => { setSlide(event.detail.index); log('slide ' + event.detail.index) }}
      >
        {['One', 'Two', 'Three'].map((name, index) => (
          <figure key={name} data-type="image" data-slide-id={'s' + index}>
            <img data-src="${PHOTO}" data-image-dimensions="500x500" alt={name} />
          </figure>
        ))}
      </Gallery>
      <Form
        formId="f1"
        submitButtonText="Send"
        fields={[
          { id: 'name-1', type: 'name', label: 'Name', required: true },
          { id: 'email-1', type: 'email', label: 'Email', required: true },
          { id: 'msg-1', type: 'textarea', label: 'Message', maxLength: 500 },
          { id: 'topic-1', type: 'select', label: 'Topic', options: ['Sales', 'Support'] },
          { id: 'ref-1', type: 'hidden', label: 'ref', value: 'direct' },
        ]}
        onSubmit={(event) => log('submit ' + event.detail.formId)}
        onSuccess={(event) => log('success ' + event.detail.form['email-1'])}
      />
      <button type="button" onClick={() => setQuestions([...questions, 'Sizes'])}>Add a question</button>
      <button type="button" onClick={() => setQuestions(questions.slice(1))}>Remove the first question</button>
      <Accordion headingLevel={2} onToggle={(event) => log('toggle ' + event.detail.index + ' ' + event.detail.open)}>
        {questions.map((name) => (
          <details key={name}><summary>{name}</summary><p>{'About ' + name.toLowerCase() + '.'}</p></details>
        ))}
      </Accordion>
    </main>
  )
}
`

const CLIENT = `
import { hydrateRoot } from 'react-dom/client'
import { App } from './app.jsx'
hydrateRoot(document.getElementById('root'), <App />, {
  onRecoverableError: (error) => (globalThis.recoverableErrors ??= []).push(String(error)),
})
`

let serverHtml = ''

beforeAll(async () => {
  mkdirSync(join(project, 'node_modules'))
  for (const name of ['ss-elements', 'react', 'react-dom', 'scheduler']) {
    symlinkSync(name === 'ss-elements' ? repoRoot : join(repoRoot, 'node_modules', name), join(project, 'node_modules', name), 'dir')
  }
  writeFileSync(join(project, 'app.jsx'), APP)
  writeFileSync(join(project, 'client.jsx'), CLIENT)
  const common = { bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'silent', absWorkingDir: project }
  await build({ ...common, entryPoints: ['client.jsx'], outfile: join(pageDir, 'client.js'), platform: 'browser', define: { 'process.env.NODE_ENV': '"production"' } })
  await build({ ...common, entryPoints: ['app.jsx'], outfile: join(project, 'server-app.mjs'), platform: 'node', packages: 'external' })
  const [{ renderToString }, { createElement }, { App }] = await Promise.all([
    import(pathToFileURL(join(project, 'node_modules/react-dom/server.node.js')).href),
    import(pathToFileURL(join(project, 'node_modules/react/index.js')).href),
    import(pathToFileURL(join(project, 'server-app.mjs')).href),
  ])
  serverHtml = renderToString(createElement(App))
  writeFileSync(
    join(pageDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React app</title><link rel="icon" href="data:,">
<script type="module" src="client.js"></script></head><body><div id="root">${serverHtml}</div></body></html>`,
  )
}, 60_000)

afterAll(() => {
  rmSync(project, { recursive: true, force: true })
  rmSync(pageDir, { recursive: true, force: true })
})

describe('a React 19 app using ss-elements/react', () => {
  it('renders the blocks with react-dom/server in Node: each element of its tag, its light DOM inside', () => {
    expect(serverHtml).toMatch(/<ss-gallery id="photos" aria-label="Photos" data-ss-react="">(<figure data-type="image"[^>]*><img [^>]*alt="(One|Two|Three)"\/><\/figure>){3}<\/ss-gallery>/)
    expect(serverHtml).toContain('<ss-form data-ss-react=""></ss-form>')
    expect(serverHtml).toContain('<ss-accordion data-ss-react=""><details><summary>Delivery</summary><p>About delivery.</p></details>')
  })

  it('hydrates without a mismatch, then takes clicks and typing and calls the callbacks', async () => {
    const page = await site.browser.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(String(error)))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    try {
      await page.goto(new URL('/dist/test-pages/react-app/', site.baseUrl).href)
      const gallery = page.locator('ss-gallery')
      await gallery.locator('[part~=slide]').first().waitFor()

      await page.getByRole('button', { name: 'Show the next photo' }).click()
      await page.getByText('Slide 2').waitFor()
      // The gallery takes no other move while it is moving: the visitor clicks once the slide has come.
      await page.waitForFunction(() => !document.querySelector('ss-gallery').shadowRoot.querySelector('.base[data-in-motion]'))
      await gallery.getByRole('button', { name: 'Next slide' }).click()
      await page.getByText('Slide 3').waitFor()

      await page.getByLabel('First').fill('Ada')
      await page.getByLabel('Last').fill('Lovelace')
      await page.getByLabel('Email').fill('ada@example.com')
      await page.getByRole('button', { name: 'Send' }).click()
      await page.waitForFunction(() => globalThis.appLog?.some((line) => line.startsWith('success')), null, { timeout: 15_000 })

      const accordion = page.locator('ss-accordion')
      await accordion.getByRole('button', { name: 'Returns' }).waitFor()
      await page.getByRole('button', { name: 'Add a question' }).click()
      await page.getByRole('button', { name: 'Remove the first question' }).click()
      expect(await accordion.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Returns', 'Sizes'])
      await accordion.getByRole('button', { name: 'Sizes' }).click()
      await accordion.getByRole('region', { name: 'Sizes' }).getByText('About sizes.').waitFor()

      expect(await page.evaluate(() => globalThis.appLog)).toEqual(['slide 1', 'slide 2', 'submit f1', 'success ada@example.com', 'toggle 1 true'])
      expect(await page.evaluate(() => globalThis.recoverableErrors ?? [])).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  }, 60_000)
})
