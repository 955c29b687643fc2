// The form and newsletter demo pages as `npm start` serves them (dist/ and the reference server, which npm test
// builds first), used as a visitor would in Chromium, then the submissions read back with the CLI.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { repoRoot, useDemoSite } from '../../test/helpers/demo-site.mjs'

// The server this file starts, and the CLI it runs, inherit it: reading submissions needs the admin token.
process.env.SS_ADMIN_TOKEN = 'e2e-admin-token-0123456789'
const site = useDemoSite()

async function openPage(path) {
  const page = await site.browser.newPage()
  await page.goto(new URL(path, site.baseUrl).href)
  return page
}

const submissions = (formId, format = '') =>
  fetch(new URL(`/api/form/submissions?formId=${formId}${format}`, site.baseUrl), {
    headers: { Authorization: `Bearer ${process.env.SS_ADMIN_TOKEN}` },
  }).then((response) => (format ? response.text() : response.json()))

describe('the <ss-form> demo page', () => {
  it('takes a contact message end to end: typed by label, validated, stored, and listed by the CLI', async () => {
    const page = await openPage('/ss-form/')
    try {
      const message = `Hello from the demo page ${Date.now()}`
      const form = page.locator('ss-form')
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => form.getByText('Name is required.').isVisible()).toBe(true)

      await form.getByRole('textbox', { name: 'Name (required) First' }).fill('Jane')
      await form.getByRole('textbox', { name: 'Name (required) Last' }).fill('Doe')
      await form.getByRole('textbox', { name: 'Email (required)' }).fill('jane@example.com')
      await form.getByRole('combobox', { name: 'Topic (required)' }).selectOption('Support')
      await form.getByRole('radio', { name: 'Phone' }).check()
      await form.getByRole('group', { name: 'The staff were helpful' }).getByRole('radio', { name: 'Strongly Agree' }).check()
      await form.getByRole('textbox', { name: 'Message (required)' }).fill(message)
      await form.getByRole('button', { name: 'Send message' }).click()

      await expect.poll(() => form.getByText('Thank you! We reply within two working days.').isVisible()).toBe(true)
      const stored = (await submissions('contact')).find((submission) => submission.form.message === message)
      expect(stored?.form).toMatchObject({
        name: ['Jane', 'Doe'],
        topic: 'Support',
        'reply-by': 'Phone',
        'last-visit': { 'The staff were helpful': '2' },
        source: 'demo-site',
      })

      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/submissions.mjs', '--form', 'contact', '--csv', '--url', site.baseUrl], { cwd: repoRoot })
      expect(stdout).toBe(await submissions('contact', '&format=csv'))
      expect(stdout.split('\r\n').some((line) => line.includes('Jane Doe,jane@example.com') && line.includes(message))).toBe(true)
    } finally {
      await page.close()
    }
  }, 60_000)
})

describe('the <ss-newsletter> demo page', () => {
  it('signs a visitor up as a subscriber', async () => {
    const page = await openPage('/ss-newsletter/')
    try {
      const email = `demo-${Date.now()}@example.com`
      const signUp = page.locator('ss-newsletter').first()
      await signUp.getByRole('textbox', { name: 'Email Address (required)' }).fill(email)
      await signUp.getByRole('button', { name: 'Sign up' }).click()

      await expect.poll(() => signUp.getByText('Thanks for signing up!').isVisible()).toBe(true)
      const subscribers = await fetch(new URL('/api/form/subscribers', site.baseUrl), {
        headers: { Authorization: `Bearer ${process.env.SS_ADMIN_TOKEN}` },
      }).then((response) => response.json())
      expect(subscribers.map((subscriber) => subscriber.email)).toContain(email)
      await expect.poll(() => page.locator('ss-newsletter.small-container').count()).toBe(1)
    } finally {
      await page.close()
    }
  }, 60_000)
})
