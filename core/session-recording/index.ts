export { FULLSTORY_SCRIPT_URL, fetchFullStoryId, injectFullStory, setFullStoryScriptUrl } from './fullstory.ts'
export { FULLSTORY_ID_PATH, MOCK_FULLSTORY_ID } from './fullstory-id.ts'
export { carriesSessionRecording, SESSION_RECORDING_TEST, SESSION_RECORDING_TOGGLE } from './experiment-names.ts'
export { sessionRecordingConditions, type PageConditionsInput } from './page-conditions.ts'
export {
  RECORDING_MIN_CORES_EXCLUSIVE,
  RECORDING_VARIANT,
  sessionRecordingRefusal,
  type RecordingRefusal,
  type SessionRecordingConditions,
} from './recording-gate.ts'
export { SESSION_RECORDING_ERRORS, startSessionRecording, type SessionRecordingOptions } from './start-session-recording.ts'
