// The links and the platform's buttons are in the light DOM: the page's own styles lay them out.
export const followButtonsStyles = /* css */ `
  :host {
    display: block;
  }
`
