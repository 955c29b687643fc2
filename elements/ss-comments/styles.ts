// The link is the author's, in the light DOM: the page's own link styles apply to it.
export const commentsStyles = /* css */ `
  :host {
    display: inline;
  }
`
