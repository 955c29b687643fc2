import { describe, expect, it, vi } from 'vitest'
import { DIRECTIONS_URL, infoBarLinks } from './info-bar-links.ts'

describe('infoBarLinks', () => {
  it('makes Call, Email and Directions links from the settings', () => {
    const warn = vi.fn()
    const links = infoBarLinks({ phone: '+1 (555) 010-0100', email: 'hello@example.com', address: '1 Main St, Springfield' }, warn)
    expect(links).toEqual([
      { kind: 'call', label: 'Call', href: 'tel:+1555010-0100' },
      { kind: 'email', label: 'Email', href: 'mailto:hello@example.com' },
      { kind: 'directions', label: 'Directions', href: `${DIRECTIONS_URL}1%20Main%20St%2C%20Springfield` },
    ])
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves out a phone that is not 4 or more digits, + and -, with a warning', () => {
    for (const phone of ['555', 'call us', '555-0100 ext 2']) {
      const warn = vi.fn()
      expect(infoBarLinks({ phone }, warn)).toEqual([])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`left out the Call link: ${JSON.stringify(phone)}`))
    }
  })

  it('leaves out a phone link of 50 characters or more', () => {
    const warn = vi.fn()
    expect(infoBarLinks({ phone: '1'.repeat(46) }, warn)).toEqual([])
    expect(infoBarLinks({ phone: '1'.repeat(45) }, warn)).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('leaves out an email without exactly one @ and a dotted extension, with a warning', () => {
    for (const email of ['hello.example.com', 'a@b@example.com', 'hello@example']) {
      const warn = vi.fn()
      expect(infoBarLinks({ email }, warn)).toEqual([])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a proper email address'))
    }
  })

  it('has no link for a setting that is missing or blank, and says nothing about it', () => {
    const warn = vi.fn()
    expect(infoBarLinks({ phone: ' ', email: '', hours: 'Mon–Fri 9–5', text: 'Welcome' }, warn)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })
})
