import { describe, expect, it } from 'vitest'
import { GalleryNavigator, type NavigatorSettings } from './gallery-navigator.ts'

function navigator(settings: Partial<NavigatorSettings> = {}) {
  const changes: Array<[number, number]> = []
  const reached: string[] = []
  const nav = new GalleryNavigator({ change: (index, previous) => changes.push([index, previous]), reached: (edge) => reached.push(edge) })
  nav.configure({ count: 5, loop: false, stride: 1, motionMs: 0, ...settings })
  return { nav, changes, reached }
}

describe('GalleryNavigator', () => {
  it('goes to a normalised index and reports the change', () => {
    const { nav, changes } = navigator()
    expect(nav.goTo(-1)).toBe(true)
    expect(nav.index).toBe(4)
    nav.goTo(7)
    expect(changes).toEqual([
      [4, 0],
      [2, 4],
    ])
  })

  it('reports the ends without loop and wraps with it', () => {
    const { nav, reached } = navigator()
    expect(nav.step(-1)).toBe(false)
    nav.goTo(4)
    nav.step(1)
    expect(reached).toEqual(['beginning', 'end'])
    nav.configure({ ...nav.settings, loop: true })
    nav.step(1)
    expect(nav.index).toBe(0)
  })

  it('wraps when asked even without loop (the lightbox on desktop)', () => {
    const { nav, reached } = navigator()
    nav.step(-1, { wrap: true })
    expect(nav.index).toBe(4)
    expect(reached).toEqual([])
  })

  it('refuses changes while in motion, until the design settles', () => {
    const { nav } = navigator({ motionMs: 1000 })
    expect(nav.goTo(1)).toBe(true)
    expect(nav.inMotion).toBe(true)
    expect(nav.goTo(2)).toBe(false)
    expect(nav.step(1)).toBe(false)
    nav.settle()
    expect(nav.goTo(2)).toBe(true)
  })

  it('goes anyway when forced', () => {
    const { nav } = navigator({ motionMs: 1000 })
    nav.goTo(1)
    expect(nav.goTo(3, { force: true, animate: false })).toBe(true)
    expect(nav.index).toBe(3)
  })

  it('moves without motion when not animated', () => {
    const { nav } = navigator({ motionMs: 1000 })
    nav.goTo(3, { animate: false })
    expect(nav.inMotion).toBe(false)
  })

  it('moves a group at a time with a stride', () => {
    const { nav, reached } = navigator({ count: 7, stride: 3 })
    nav.step(1)
    expect(nav.index).toBe(3)
    nav.step(1)
    expect(nav.index).toBe(6)
    nav.step(1)
    expect(reached).toEqual(['end'])
  })

  it('keeps linked galleries on one index, both ways, and with loop', () => {
    const main = navigator({ loop: true, motionMs: 0 })
    const strip = navigator({ motionMs: 0 })
    strip.nav.link(main.nav)
    main.nav.step(-1)
    expect(strip.nav.index).toBe(4)
    main.nav.step(1)
    expect(strip.nav.index).toBe(0)
    strip.nav.goTo(2)
    expect(main.nav.index).toBe(2)
    expect(strip.changes.map(([index]) => index)).toEqual([4, 0, 2])
  })

  it('refuses a change while a linked gallery is in motion', () => {
    const main = navigator({ motionMs: 1000 })
    const strip = navigator({ motionMs: 0 })
    strip.nav.link(main.nav)
    strip.nav.goTo(1)
    expect(main.nav.inMotion).toBe(true)
    expect(strip.nav.goTo(3)).toBe(false)
    main.nav.settle()
    expect(strip.nav.goTo(3)).toBe(true)
    expect(main.nav.index).toBe(3)
  })

  it('a new link takes the index of the gallery it links to', () => {
    const main = navigator()
    main.nav.goTo(3)
    const strip = navigator()
    strip.nav.link(main.nav)
    expect(strip.nav.index).toBe(3)
  })

  it('unlinks', () => {
    const main = navigator()
    const strip = navigator()
    const unlink = strip.nav.link(main.nav)
    unlink()
    main.nav.goTo(2)
    expect(strip.nav.index).toBe(0)
  })

  it('stays within a gallery that loses slides', () => {
    const { nav } = navigator()
    nav.goTo(4)
    nav.configure({ ...nav.settings, count: 2 })
    expect(nav.index).toBe(1)
  })
})
