import { describe, expect, it } from 'vitest'
import { parseQuery, QUERY_ARRAY_LIMIT, QUERY_DEPTH_LIMIT, QUERY_PARAMETER_LIMIT } from './parse-query.ts'

describe('parseQuery', () => {
  it('has the limits depth 5, arrays 20, parameters 1000', () => {
    expect([QUERY_DEPTH_LIMIT, QUERY_ARRAY_LIMIT, QUERY_PARAMETER_LIMIT]).toEqual([5, 20, 1000])
  })

  it.each([
    ['', {}],
    ['?', {}],
    ['?a=1&b=two', { a: '1', b: 'two' }],
    ['a', { a: '' }],
    ['a=', { a: '' }],
    ['a=1=2', { a: '1=2' }],
    ['&&a=1&', { a: '1' }],
    ['=x&a=1', { a: '1' }],
    ['q=hello+world%21', { q: 'hello world!' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['a%5Bb%5D=1', { a: { b: '1' } }],
    ['a[b][c]=1', { a: { b: { c: '1' } } }],
    ['a[b]=1&a[c]=2', { a: { b: '1', c: '2' } }],
    ['a[]=1&a[]=2', { a: ['1', '2'] }],
    ['a[0]=x&a[1]=y', { a: ['x', 'y'] }],
    ['a[1]=b&a[3]=c', { a: ['b', 'c'] }],
    ['a[3]=c&a[1]=b', { a: ['b', 'c'] }],
    ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
    ['a[]=1&a[b]=2', { a: { 0: '1', b: '2' } }],
    ['a[b]=1&a[]=2', { a: { b: '1', 0: '2' } }],
    ['a=1&a[b]=2', { a: { 0: '1', b: '2' } }],
    ['a[][b]=1', { a: [{ b: '1' }] }],
    ['a[0][b]=1&a[0][c]=2&a[1][b]=3', { a: [{ b: '1', c: '2' }, { b: '3' }] }],
    ['[x]=1', { x: '1' }],
    ['a[b=1', { 'a[b': '1' }],
    ['a[19]=x', { a: ['x'] }],
    ['a[20]=x', { a: { 20: 'x' } }],
    ['a[0]=x&a[20]=y', { a: { 0: 'x', 20: 'y' } }],
    ['a[01]=x', { a: { '01': 'x' } }],
    ['a[-1]=x', { a: { '-1': 'x' } }],
  ])('%j → %j', (query, expected) => {
    expect(parseQuery(query)).toEqual(expected)
  })

  it('keeps brackets past depth 5 as one literal key', () => {
    expect(parseQuery('a[b][c][d][e][f][g][h]=x')).toEqual({
      a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } },
    })
    expect(parseQuery('a[b][c][d][e][f]=x')).toEqual({ a: { b: { c: { d: { e: { f: 'x' } } } } } })
    expect(parseQuery('a[b][c]=x', { depth: 1 })).toEqual({ a: { b: { '[c]': 'x' } } })
  })

  it.each([
    ['a[]=', (i: number) => `a[]=${i}`],
    ['a=', (i: number) => `a=${i}`],
  ])('turns a list of more than 20 %s entries into named values', (_, entry) => {
    const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(i)).join('&')
    expect(parseQuery(entries(20)).a).toEqual(Array.from({ length: 20 }, (_, i) => String(i)))
    const long = parseQuery(entries(21)).a
    expect(Array.isArray(long)).toBe(false)
    expect(Object.keys(long as object)).toHaveLength(21)
    expect((long as Record<string, string>)['20']).toBe('20')
    expect(parseQuery('a[]=1&a[]=2', { arrayLimit: 0 })).toEqual({ a: { 0: '1', 1: '2' } })
  })

  it('reads only the first 1000 parameters', () => {
    const query = Array.from({ length: 1001 }, (_, i) => `p${i}=${i}`).join('&')
    const parsed = parseQuery(query)
    expect(Object.keys(parsed)).toHaveLength(1000)
    expect(parsed.p999).toBe('999')
    expect(parsed.p1000).toBeUndefined()
    expect(Object.keys(parseQuery('a=1&b=2&c=3', { parameterLimit: 2 }))).toEqual(['a', 'b'])
  })

  it('keeps __proto__ and constructor as plain keys without touching prototypes', () => {
    const parsed = parseQuery('__proto__[polluted]=yes&constructor[prototype][x]=1&toString=2')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true)
    expect(parsed.toString).toBe('2')
  })
})
