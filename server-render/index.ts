// `ss-elements/server`: a page's blocks rendered on the server, each in a declarative shadow root.
export { renderPage, type RenderedPage, type RenderPageOptions } from './render-page.ts'
