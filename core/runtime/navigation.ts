/**
 * The page navigations the runtime makes, gathered in one object so that a test can replace them: a real
 * navigation would unload the test page, and `location`'s own methods cannot be stubbed.
 */
export const navigation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
  reload: (): void => window.location.reload(),
}
