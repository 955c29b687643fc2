// Stands in for the platform's widgets script in the browser tests: records each load and each button asked
// for in window.fakeWidgets, and draws a follow button as the real one does, a titled frame in the target.
// The account `never_ready` gets a button that never comes, as a stalled platform would give.
;(() => {
  const record = (window.fakeWidgets ??= { loads: 0, buttons: [] })
  record.loads++
  window.twttr = {
    widgets: {
      createFollowButton(screenName, target, options) {
        record.buttons.push({ screenName, options })
        if (screenName === 'never_ready') return new Promise(() => {})
        const frame = document.createElement('iframe')
        frame.title = 'X Follow Button'
        frame.dataset.screenName = screenName
        frame.width = '160'
        frame.height = '28'
        target.append(frame)
        return Promise.resolve(frame)
      },
    },
  }
})()
