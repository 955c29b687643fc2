import { defineEnumeration } from './define-enumeration.ts'

const eventKinds = /* @__PURE__ */ defineEnumeration({
  pageView: [1, 'Page view'],
  siteSearch: [2, 'Site search'],
  heartbeat: [10, 'Heartbeat'],
  audio: [20, 'Audio'],
  video: [21, 'Video'],
})

/** The kind of an analytics event. */
export const EventKind = eventKinds.values
export type EventKind = (typeof EventKind)[keyof typeof EventKind]
export const eventKindLabel = eventKinds.label
