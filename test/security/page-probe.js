// Loaded first, as a classic script, by the pages the security tests open. It records, for the test to read:
// - window.executed: every call of the functions XSS vectors call to prove they ran (alert, confirm, prompt,
//   print), which no longer open a dialog;
// - window.cspViolations: every `securitypolicyviolation` the page's Content-Security-Policy reported.
window.executed = []
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  window[name] = (...args) => {
    window.executed.push(`${name}(${args.map(String).join(', ')})`)
  }
}
window.cspViolations = []
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample} (${event.sourceFile}:${event.lineNumber})`)
})
