/** The CSRF token the server keeps in the `crumb` cookie, or `undefined` when there is none. */
export function readCrumb(cookieString = document.cookie): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== 'crumb') continue
    const value = pair.slice(separator + 1).trim()
    return value === '' ? undefined : safeDecode(value)
  }
  return undefined
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
