export { assertUuid, isUuid } from './uuid.ts'
