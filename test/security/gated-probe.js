// A consent-gated script of the Trusted Types test page: it runs only once the visitor accepts.
window.gatedScriptRan = true
