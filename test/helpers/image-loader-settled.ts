/**
 * Resolves once no image of `element` (in its light DOM or its shadow root) is being swapped by the image loader
 * for a better-sized one (3 s at most), two frames on: a screenshot then shows the image the block keeps.
 * Self-contained, so that Playwright can also run it in a page (`element.evaluate(imageLoaderSettled)`).
 */
export async function imageLoaderSettled(element: Element): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const deadline = performance.now() + 3000
  const loading = () => [...element.querySelectorAll('img.loading'), ...(element.shadowRoot?.querySelectorAll('img.loading') ?? [])].length > 0
  while (loading() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}
