import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

export interface ServerSecrets {
  /** What `Authorization: Bearer …` must carry to read stored visitor data. */
  adminToken: string
  /** Signs the crumbs this server issues, so that it can tell them from made-up ones. */
  crumbKey: string
}

/**
 * The server's secrets: the admin token given in the environment, else the one kept in the database, and the
 * crumb signing key kept there. Each stored secret is made on the first start; every later start, and every
 * other server on the same database, reads the same value.
 */
export async function loadServerSecrets(db: Queryable, configuredAdminToken: string | undefined): Promise<ServerSecrets> {
  return {
    adminToken: configuredAdminToken ?? (await storedSecret(db, 'admin-token')),
    crumbKey: await storedSecret(db, 'crumb-key'),
  }
}

async function storedSecret(db: Queryable, name: string): Promise<string> {
  // Two servers starting at once: the first insert wins, and both read its value.
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.query('select value from server_secrets where name = $1', [name])
  return String(row?.['value'])
}
