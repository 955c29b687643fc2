import { expect } from '@esm-bundle/chai'
import './index.ts'
import type { SsNewsletter } from './element.ts'
import {
  control,
  fieldError,
  fill,
  formError,
  formTestPage,
  newVisitor,
  problems,
  serverFormFields,
  shadow,
  submitAndWait,
  submitButton,
} from '../ss-form/test-helpers.test.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { trackResources } from '../../test/helpers/resources.ts'
import { settle, waitFor } from '../../test/helpers/wait.ts'

const page = formTestPage()

async function signUp(options: { width?: string } = {}): Promise<SsNewsletter> {
  const config = { formId: 'newsletter', fields: await serverFormFields('newsletter'), submitButtonText: 'Sign up', submissionText: 'You are on the list.' }
  return page.mount<SsNewsletter>('ss-newsletter', config, options)
}

async function subscribers(): Promise<Array<{ email: string; name: string; signUps: number }>> {
  return (await fetch('/api/form/subscribers')).json()
}

async function submitAs(email: string, name: [string, string] = ['', '']): Promise<SsNewsletter> {
  await newVisitor()
  const element = await signUp()
  fill(control(element, 0), email)
  fill(control(element, 1, 0), name[0])
  fill(control(element, 1, 1), name[1])
  await submitAndWait(element, 'ss-success')
  return element
}

describe('<ss-newsletter>', () => {
  it('signs the visitor up: the server keeps one subscriber per email', async () => {
    const email = `reader-${Date.now()}@example.com`
    const element = await submitAs(email, ['Ada', 'Lovelace'])
    expect(shadow(element).querySelector('[part~=success]')!.textContent).to.equal('You are on the list.')
    element.remove()
    await submitAs(email.toUpperCase())

    const matching = (await subscribers()).filter((subscriber) => subscriber.email === email)
    expect(matching).to.deep.equal([{ ...matching[0], email, name: 'Ada Lovelace', signUps: 2 }])
  })

  it("shows errors on the fields and the form's message, but no 'problem above/below' messages", async () => {
    const element = await signUp()
    fill(control(element, 0), 'not-an-email')
    await submitAndWait(element, 'ss-failure')

    expect(fieldError(element, 0)).to.equal('Email is not valid. Email addresses should follow the format user@domain.com.')
    expect(formError(element)).to.equal('One or more fields is invalid, please check your entries.')
    expect(problems(element)).to.deep.equal([])
    expect(control(element, 0).value).to.equal('not-an-email')
  })

  it('gets the small-container class when narrower than 320 px, and loses it when wider', async () => {
    const element = await signUp({ width: '319px' })
    await waitFor(() => element.classList.contains('small-container'), 'the small-container class')

    element.parentElement!.style.width = '320px'
    await waitFor(() => !element.classList.contains('small-container'), 'the class to go')

    element.parentElement!.style.width = '200px'
    await waitFor(() => element.classList.contains('small-container'), 'the class again')
    await waitFor(() => submitButton(element).getBoundingClientRect().width === 200, 'the button to take the whole width')
  })

  it('keeps the classes an author gave it', async () => {
    const element = await signUp({ width: '300px' })
    element.classList.add('footer-signup')
    await waitFor(() => element.classList.contains('small-container'), 'the small-container class')
    element.parentElement!.style.width = '400px'
    await waitFor(() => !element.classList.contains('small-container'), 'the class to go')
    expect(element.classList.contains('footer-signup')).to.equal(true)
  })

  it('reset() empties it again', async () => {
    const element = await signUp()
    fill(control(element, 0), 'ada@example.com')
    element.reset()
    await waitFor(() => control(element, 0).value === '', 'the entry to empty')
  })

  it('releases its resize observer, frames and listeners when removed, and works again when put back', async () => {
    const element = await signUp({ width: '300px' })
    const container = element.parentElement!
    await waitFor(() => element.classList.contains('small-container'), 'the small-container class')
    element.remove()
    await settle()
    const resources = trackResources()
    try {
      const before = resources.snapshot({ retained: [element] })
      for (let cycle = 0; cycle < 20; cycle++) {
        container.append(element)
        await waitFor(() => element.shadowRoot?.querySelector('[part~=form]') && element.classList.contains('small-container'), 'the sign-up again')
        fill(control(element, 0), `cycle-${cycle}@example.com`)
        element.remove()
        await settle()
      }
      expect(resources.snapshot({ retained: [element] })).to.deep.equal(before)
      expect(element.classList.contains('small-container')).to.equal(false)
    } finally {
      resources.restore()
    }
  })

  it('has no axe violations', async () => {
    const element = await signUp({ width: '300px' })
    await expectNoAxeViolations(element.parentElement!)
  })
})
