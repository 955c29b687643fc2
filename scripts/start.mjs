// `npm start`: installs what is missing, builds dist/ and the demo site, and serves them with the reference
// server on its embedded database (PORT, default 8080; DATA_DIR or DATABASE_URL, see server/README.md).
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureDependencies } from './lib/dependencies.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
ensureDependencies()
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const server = spawn(process.execPath, ['dist/server.js'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
