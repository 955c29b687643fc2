// The preview page's context, set before the library reads it: edit mode, and the editor at this site's own
// origin (the demo's editor, `/editor/`, is served by the same server). A platform writes the same two keys
// into the page's `#ss-context` script.
window.SS_CONTEXT = { editorFrame: true, editorOrigin: location.origin }
