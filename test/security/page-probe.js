// Loaded first, as a classic script, by the pages the security tests open: records in window.cspViolations every
// `securitypolicyviolation` the page's Content-Security-Policy reports, for the test to read.
window.cspViolations = []
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample} (${event.sourceFile}:${event.lineNumber})`)
})
