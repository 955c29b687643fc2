// A stand-in for Google's maps script (https://maps.googleapis.com/maps/api/js) in the browser tests, never the
// real one: the few google.maps classes <ss-map> uses, drawing nothing but a labelled box, and a record in
// window.fakeMaps of each load (its query), each map and each marker (their options and every later change).
// The key `never-ready` makes a script that loads but never calls back, as a stalled API would; the key
// `refused` makes one whose maps call window.gm_authFailure instead of becoming idle, as Google does for a key
// it does not accept.
;(() => {
  const params = new URL(document.currentScript.src).searchParams
  const record = (window.fakeMaps ??= { loads: [], maps: [], markers: [] })
  record.loads.push(Object.fromEntries(params))
  if (params.get('key') === 'never-ready') return

  const listen = (instance, name, handler, once) => {
    const listeners = (instance.listeners ??= [])
    const listener = { name, handler, once, remove: () => listeners.splice(listeners.indexOf(listener) >>> 0, 1) }
    listeners.push(listener)
    return listener
  }
  const event = {
    addListenerOnce: (instance, name, handler) => listen(instance, name, handler, true),
    trigger(instance, name) {
      for (const listener of [...(instance.listeners ?? [])].filter((each) => each.name === name)) {
        if (listener.once) listener.remove()
        listener.handler()
      }
    },
  }

  class Map {
    constructor(container, options) {
      this.container = container
      this.options = options
      this.changes = []
      const canvas = document.createElement('div')
      canvas.setAttribute('role', 'region')
      canvas.setAttribute('aria-label', 'Map')
      canvas.style.height = '100%'
      container.append(canvas)
      record.maps.push(this)
      // Google's map is idle once its first tiles have drawn, after the constructor has returned.
      requestAnimationFrame(() => (params.get('key') === 'refused' ? window.gm_authFailure?.() : event.trigger(this, 'idle')))
    }
    setOptions(options) {
      this.changes.push(options)
    }
  }

  class Marker {
    constructor(options) {
      this.options = options
      this.changes = []
      this.map = options.map
      record.markers.push(this)
    }
    setOptions(options) {
      this.changes.push(options)
    }
    setMap(map) {
      this.map = map
    }
    addListener(name, handler) {
      return listen(this, name, handler, false)
    }
  }

  class Size {
    constructor(width, height) {
      Object.assign(this, { width, height })
    }
  }
  class Point {
    constructor(x, y) {
      Object.assign(this, { x, y })
    }
  }

  window.google = { maps: { Map, Marker, Size, Point, event } }
  window[params.get('callback')]()
})()
