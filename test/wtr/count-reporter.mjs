// Writes the run's test counts, and the name of each failure, as JSON to the file named by WTR_COUNTS_FILE, for
// scripts/test-browser.mjs to print the closing lines (a CI log keeps the end of a long run).
import { relative } from 'node:path'
import { writeFileSync } from 'node:fs'

function countSuite(suite, counts, where) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++
    else if (test.passed) counts.passed++
    else {
      counts.failed++
      counts.failures.push(`${[...where, test.name].join(' › ')}: ${test.error?.message ?? 'failed'}`)
    }
  }
  for (const child of suite.suites) countSuite(child, counts, [...where, child.name])
}

/** @returns {import('@web/test-runner').Reporter} */
export function countReporter(file = process.env.WTR_COUNTS_FILE) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] }
      for (const session of sessions) {
        const before = counts.failed
        const testFile = relative(process.cwd(), session.testFile)
        if (session.testResults) countSuite(session.testResults, counts, [testFile])
        // A file that failed without a failing test (it did not load, or timed out) still counts as one failure.
        if (session.passed === false && counts.failed === before) {
          counts.failed++
          counts.failures.push(`${testFile}: ${session.errors?.[0]?.message ?? 'did not finish'}`)
        }
      }
      writeFileSync(file, JSON.stringify(counts))
    },
  }
}
