const photoPath = /^\/media\/photos\/(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/

/**
 * Serves `/media/photos/<name>.jpg`, the demo photos the demo pages name (which tests load as they are), from
 * the published files in `demo/media/photos/`, at their largest size whatever width is asked: the reference
 * server's choice of size has its own unit tests.
 * @type {import('koa').Middleware}
 */
export function demoPhotosMiddleware(context, next) {
  const name = photoPath.exec(context.path)?.groups?.name
  if (name) context.url = `/demo/media/photos/${name}-1000w.jpg`
  return next()
}
