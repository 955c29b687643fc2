export {
  openStorage,
  sessionValues,
  STORAGE_UNAVAILABLE_MESSAGE,
  type SessionValues,
  type SessionValuesOptions,
  type SetOptions,
  type StorageKind,
} from './session-values.ts'
