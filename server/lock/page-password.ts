import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt's cost: 2^14 rounds with 8-block mixing, Node's defaults, about 50 ms and 16 MB per check. */
const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16_384, r: 8, p: 1 }
const SALT_BYTES = 16
const KEY_BYTES = 32

function derive(password: string, salt: Buffer, cost: typeof COST, keyBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, cost, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/**
 * A page password as stored: `scrypt$N$r$p$<salt>$<key>` (salt and key in base64url), with a new random salt;
 * the cost is stored with it, so raising it later leaves older passwords readable.
 */
export async function hashPagePassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, COST, KEY_BYTES)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether `password` is the one `stored` was made from; the keys are compared in constant time. */
export async function verifyPagePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) throw new Error('A stored page password is not an scrypt hash.')
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) }, expected.length)
  return timingSafeEqual(actual, expected)
}
