#!/usr/bin/env node
// The package's command: `ss-elements render …` (dist/server-render/cli.js).
import { main } from '../dist/server-render/cli.js'

process.exitCode = await main(process.argv.slice(2))
