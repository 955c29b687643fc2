import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import './index.ts'
import type { SsForm } from './element.ts'
import {
  accessibleName,
  control,
  fill,
  formTestPage,
  shadow,
  storedSubmissions,
  visibleControls,
} from './test-helpers.test.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitForEvent } from '../../test/helpers/events.ts'

const page = formTestPage()
const localForm = (fields: unknown[]) => page.mount<SsForm>('ss-form', { formId: 'local', fields })

const click = (element: Element, selector: string) => shadow(element).querySelector<HTMLInputElement>(selector)!.click()
const partNames = (element: Element, index: number) =>
  Array.from(shadow(element).querySelectorAll(`[id^="field-${index}-part-"]:not(label)`), (node) => accessibleName(node as HTMLElement))

describe('<ss-form> fields', () => {
  it('renders a labelled control for every field type, each named by its label or part', async () => {
    const element = await page.contactForm()
    const names = visibleControls(element).map(accessibleName)

    expect(names.every((name) => name.length > 0), names.join(' | ')).to.equal(true)
    expect(partNames(element, 1)).to.deep.equal(['Name (required) First', 'Name (required) Last'])
    expect(partNames(element, 3)).to.deep.equal(['Phone Country code', 'Phone Area code', 'Phone Prefix', 'Phone Line'])
    expect(partNames(element, 4)).to.deep.equal([
      'Address Address line 1',
      'Address Address line 2',
      'Address City',
      'Address State',
      'Address ZIP code',
      'Address Country',
    ])
    const single = [[2, 'Email (required)'], [5, 'Company'], [6, 'Website'], [7, 'Twitter'], [9, 'Topic (required)'], [12, 'Preferred date'], [13, 'Preferred time'], [14, 'Group size'], [15, 'Budget'], [16, 'Booking PIN'], [18, 'Message (required)']] as const
    for (const [index, name] of single) expect(accessibleName(control(element, index))).to.equal(name)
  })

  it('uses the right control for each type', async () => {
    const element = await page.contactForm()
    const typeOf = (index: number) => {
      const node = control<HTMLElement>(element, index)
      return node instanceof HTMLInputElement ? `input ${node.type}${node.inputMode ? ` ${node.inputMode}` : ''}` : node.localName
    }
    expect([2, 5, 6, 7, 9, 12, 13, 14, 15, 16, 18].map(typeOf)).to.deep.equal([
      'input email',
      'input text',
      'input url',
      'input text',
      'select',
      'input date',
      'input time',
      'input text decimal',
      'input text decimal',
      'input password',
      'textarea',
    ])
  })

  it('groups radios, checkboxes and likert answers under their label, each choice labelled', async () => {
    const element = await page.contactForm()
    const groupOf = (index: number) => shadow(element).getElementById(`field-${index}-legend`)!.closest('fieldset')!
    const choiceNames = (index: number) =>
      Array.from(groupOf(index).querySelectorAll<HTMLInputElement>('input'), (input) => `${input.type}: ${accessibleName(input)}`)

    expect(choiceNames(10)).to.deep.equal(['radio: Email', 'radio: Phone'])
    expect(choiceNames(11)).to.deep.equal(['checkbox: Workshops', 'checkbox: Events', 'checkbox: Gift cards'])
    const likert = groupOf(17)
    expect(Array.from(likert.querySelectorAll('legend'), (legend) => legend.textContent)).to.deep.equal([
      'Your last visit',
      'The staff were helpful',
      'The website was easy to use',
    ])
    expect(choiceNames(17).slice(0, 5)).to.deep.equal([
      'radio: Strongly Disagree',
      'radio: Disagree',
      'radio: Neutral',
      'radio: Agree',
      'radio: Strongly Agree',
    ])
  })

  it('gives browsers the autocomplete tokens to fill names, emails, addresses and phones', async () => {
    const element = await page.contactForm()
    const tokens = (index: number, parts: number) =>
      Array.from({ length: parts }, (_, part) => control(element, index, part).getAttribute('autocomplete'))

    expect(tokens(1, 2)).to.deep.equal(['given-name', 'family-name'])
    expect(control(element, 2).autocomplete).to.equal('email')
    expect(tokens(3, 4)).to.deep.equal(['tel-country-code', 'tel-area-code', 'tel-local-prefix', 'tel-local-suffix'])
    expect(tokens(4, 6)).to.deep.equal(['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'])
  })

  it('puts the fields after a section inside it, as a group named by the section', async () => {
    const element = await page.contactForm()
    const sections = Array.from(shadow(element).querySelectorAll('[part~=section]'))
    expect(sections.map((section) => section.querySelector('legend')?.textContent)).to.deep.equal(['About you', 'Your request'])
    expect(sections[0]!.contains(control(element, 1, 0))).to.equal(true)
    expect(sections[1]!.contains(control(element, 18))).to.equal(true)
    expect(sections[0]!.textContent).to.contain('So that we know who to answer.')
  })

  it('shows nothing for a hidden field', async () => {
    const element = await page.contactForm()
    expect(shadow(element).getElementById('field-19')).to.equal(null)
  })

  it('reaches every control with Tab, in order, each radio group and each date or time control once', async () => {
    const element = await page.contactForm()
    const before = document.createElement('button')
    before.textContent = 'before'
    element.parentElement!.prepend(before)
    before.focus()
    const expected = [...visibleControls(element), shadow(element).querySelector('[part~=submit]')].filter(
      (node, i, all) => !(node instanceof HTMLInputElement && node.type === 'radio' && all.slice(0, i).some((other) => (other as HTMLInputElement).name === node.name)),
    )

    // A native date or time control takes one Tab per part of it (month, day, year…): counted once.
    const reached: (Element | null)[] = []
    for (let presses = 0; reached.length < expected.length && presses < expected.length + 20; presses++) {
      await sendKeys({ press: 'Tab' })
      const focused = shadow(element).activeElement
      if (focused !== reached[reached.length - 1]) reached.push(focused)
    }

    expect(reached.map((node) => node?.id || node?.getAttribute('part'))).to.deep.equal(expected.map((node) => node?.id || node?.getAttribute('part')))
  })

  it('takes typed text from the keyboard', async () => {
    const element = await page.contactForm()
    control(element, 5).focus()
    await sendKeys({ type: 'Acme & Sons' })
    expect(control(element, 5).value).to.equal('Acme & Sons')
  })

  it('counts the characters of a textarea with a maximum, and flags going over', async () => {
    const element = await localForm([{ id: 'm', type: 'textarea', label: 'Message', maxLength: 5 }])
    const counter = () => shadow(element).getElementById('field-0-counter')!
    expect(counter().textContent).to.equal('0 / 5')

    fill(control<HTMLTextAreaElement>(element, 0), 'Hello')
    expect(counter().textContent).to.equal('5 / 5')
    expect(counter().hasAttribute('data-over')).to.equal(false)

    fill(control<HTMLTextAreaElement>(element, 0), 'Hello!')
    expect(counter().textContent).to.equal('6 / 5')
    expect(counter().hasAttribute('data-over')).to.equal(true)
    expect(control(element, 0).getAttribute('aria-describedby')).to.contain('field-0-counter')
  })

  it('shows no counter for a maximum of 0 or an invalid one', async () => {
    const element = await localForm([
      { id: 'a', type: 'textarea', label: 'A', maxLength: 0 },
      { id: 'b', type: 'textarea', label: 'B', maxLength: 'lots' },
      { id: 'c', type: 'textarea', label: 'C' },
    ])
    expect(shadow(element).querySelectorAll('[part~=counter]')).to.have.length(0)
  })

  it('keeps a honeypot away from people and assistive technology', async () => {
    const element = await page.contactForm()
    const honeypot = shadow(element).querySelector<HTMLInputElement>('.honeypot input')!
    const wrapper = honeypot.closest('.honeypot')!

    expect(wrapper.getAttribute('aria-hidden')).to.equal('true')
    expect(wrapper.hasAttribute('inert')).to.equal(true)
    expect(honeypot.getBoundingClientRect().right).to.be.below(0)
    honeypot.focus()
    expect(shadow(element).activeElement).to.not.equal(honeypot)
  })

  it('serialises every field type in its own value shape, and the server stores exactly that', async () => {
    const original = location.href
    history.replaceState(null, '', `${location.pathname}${location.search}&source=spring-campaign`)
    try {
      const element = await page.contactForm()
      const parts = (index: number, values: string[]) => values.forEach((value, part) => fill(control(element, index, part) as HTMLInputElement, value))
      parts(1, ['Jane', 'Doe'])
      fill(control(element, 2), 'jane@example.com')
      parts(3, ['44', '20', '7946', '0958'])
      parts(4, ['1 Main St', 'Flat 2', 'Springfield', 'IL', '62701', 'USA'])
      fill(control(element, 5), ' Acme ')
      fill(control(element, 6), 'https://acme.example')
      fill(control(element, 7), '@acme')
      fill(control<HTMLSelectElement>(element, 9), 'Press')
      click(element, 'input[name=field-10][value=Phone]')
      click(element, 'input[name=field-11][value="Gift cards"]')
      click(element, 'input[name=field-11][value=Workshops]')
      // The native date and time controls; their values go out as the parts a typed date and time had.
      fill(control(element, 12), '2025-12-24')
      fill(control(element, 13), '19:30')
      fill(control(element, 14), '1,200')
      fill(control(element, 15), '99.50')
      fill(control(element, 16), '4321')
      click(element, 'input[name=field-17-0][value="2"]')
      click(element, 'input[name=field-17-1][value="-1"]')
      fill(control<HTMLTextAreaElement>(element, 18), 'Every field type')
      const success = waitForEvent<CustomEvent>(element, 'ss-success', 10_000)
      element.submit()

      const expected = {
        name: ['Jane', 'Doe'],
        email: 'jane@example.com',
        phone: ['44', '20', '7946', '0958'],
        address: ['1 Main St', 'Flat 2', 'Springfield', 'IL', '62701', 'USA'],
        company: 'Acme',
        website: 'https://acme.example',
        twitter: '@acme',
        topic: 'Press',
        'reply-by': 'Phone',
        interests: ['Workshops', 'Gift cards'],
        'visit-date': ['12', '24', '2025'],
        'visit-time': ['7', '30', '', 'PM'],
        'group-size': '1,200',
        budget: '99.50',
        'booking-pin': '4321',
        'last-visit': { 'The staff were helpful': '2', 'The website was easy to use': '-1' },
        message: 'Every field type',
        source: 'spring-campaign',
      }
      expect((await success).detail).to.deep.equal({ formId: 'contact', form: expected })
      const stored = (await storedSubmissions('contact')).find((submission) => submission.form['message'] === 'Every field type')
      expect(stored?.form).to.deep.equal(expected)
    } finally {
      history.replaceState(null, '', original)
    }
  })

  it('has no axe violations', async () => {
    const element = await page.contactForm()
    await expectNoAxeViolations(element.parentElement!)
    const failure = waitForEvent(element, 'ss-failure')
    element.submit()
    await failure
    await expectNoAxeViolations(element.parentElement!)
  })
})
