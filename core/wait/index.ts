export { ELEMENT_WAIT_ERRORS, ELEMENT_WAIT_TIMEOUT_MS, waitForElement, type ElementWaitOptions } from './wait-for-element.ts'
