import { enumerationLabel, enumerationValues, type EnumerationEntries } from './define-enumeration.ts'

const eventKinds = {
  pageView: [1, 'Page view'],
  siteSearch: [2, 'Site search'],
  heartbeat: [10, 'Heartbeat'],
  audio: [20, 'Audio'],
  video: [21, 'Video'],
} as const satisfies EnumerationEntries

/** The kind of an analytics event. */
export const EventKind = /* @__PURE__ */ enumerationValues(eventKinds)
export type EventKind = (typeof EventKind)[keyof typeof EventKind]
export const eventKindLabel = /* @__PURE__ */ enumerationLabel(eventKinds)
