// Writes the run's test counts as JSON to the file named by WTR_COUNTS_FILE, for scripts/test-browser.mjs
// to print the closing "N passed, N failed" line.
import { writeFileSync } from 'node:fs'

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++
    else if (test.passed) counts.passed++
    else counts.failed++
  }
  for (const child of suite.suites) countSuite(child, counts)
}

/** @returns {import('@web/test-runner').Reporter} */
export function countReporter(file = process.env.WTR_COUNTS_FILE) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return
      const counts = { passed: 0, failed: 0, skipped: 0 }
      for (const session of sessions) {
        const before = counts.failed
        if (session.testResults) countSuite(session.testResults, counts)
        // A file that failed without a failing test (it did not load, or timed out) still counts as one failure.
        if (session.passed === false && counts.failed === before) counts.failed++
      }
      writeFileSync(file, JSON.stringify(counts))
    },
  }
}
