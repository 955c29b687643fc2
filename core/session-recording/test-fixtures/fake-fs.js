// The local stand-in for the recording service's script: it notes what the page set up for it, then takes the
// commands queued before it ran and those sent after, as the real script does. A classic script: it runs in a
// block of its own so that a test may run it again.
{
  const namespace = window._fs_namespace
  const fs = window[namespace]
  window.fakeFullStory = { org: window._fs_org, host: window._fs_host, script: window._fs_script, namespace, commands: [] }
  fs._api = (...command) => window.fakeFullStory.commands.push(command)
  for (const command of fs.q) fs._api(...command)
  delete fs.q
}
