import { describe, expect, it } from 'vitest'
import { hashPagePassword, verifyPagePassword } from './page-password.ts'

describe('page passwords', () => {
  it('stores a salted scrypt hash, never the password, and accepts only the same password', async () => {
    const stored = await hashPagePassword('correct horse')
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(stored).not.toContain('correct horse')
    expect(await verifyPagePassword('correct horse', stored)).toBe(true)
    expect(await verifyPagePassword('correct horse ', stored)).toBe(false)
    expect(await verifyPagePassword('Correct horse', stored)).toBe(false)
  })

  it('salts each hash anew', async () => {
    expect(await hashPagePassword('same')).not.toBe(await hashPagePassword('same'))
  })

  it('refuses a stored value that is not an scrypt hash', async () => {
    await expect(verifyPagePassword('x', 'plain text')).rejects.toThrow('not an scrypt hash')
  })
})
