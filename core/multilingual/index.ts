export {
  disconnectMultilingual,
  getMultilingualLanguages,
  getMultilingualSettings,
  getMultilingualStatus,
  saveMultilingualLanguages,
  MULTILINGUAL_URLS,
} from './multilingual.ts'
