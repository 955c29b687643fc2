/** The data layer's texts, verbatim from the error catalogue. */
export const dataErrorMessages = {
  unauthorized: 'Unauthorized request',
  internalServerError: 'Internal server error. Please try again later.',
  serviceUnavailable: 'This service is temporarily unavailable. Please try again later.',
  unableToConnect: 'Unable to connect\u2026',
  somethingWentWrong: 'Something Went Wrong!',
  providerUnreachable: 'Unable to connect to the provider. Please try again.',
} as const

export function unparseableResponseMessage(url: string, parserMessage: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${parserMessage}`
}

/** A 2xx whose JSON is not the body its route documents (a proxy's page, another service's answer). */
export function undocumentedResponseMessage(url: string, problem: string): string {
  return `Internal Error: The server response from (${url}) is not the one expected: ${problem}`
}
