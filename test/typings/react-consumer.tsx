// A React app's code against `ss-elements/react` (dist/types through package.json "exports"). Compiled by
// test/typings.e2e.test.mjs; every line must type-check, and each @ts-expect-error must be needed.
import { useRef } from 'react'
import { Form, Gallery } from 'ss-elements/react'

export function App() {
  const gallery = useRef<React.ComponentRef<typeof Gallery>>(null)
  const next = () => {
    gallery.current?.next()
    gallery.current?.goTo(2)
    const index: number = gallery.current?.currentIndex ?? 0
    // @ts-expect-error goTo takes an index
    gallery.current?.goTo('first')
    // @ts-expect-error the ref has the element's methods, not its attributes
    gallery.current?.design
    return index
  }
  return (
    <main onClick={next}>
      <Gallery
        ref={gallery}
        id="photos"
        className="wide"
        design="grid"
        slidesPerRow={4}
        lightbox
        onSlideChange={(event) => event.detail.index.toFixed()}
        onLightboxOpen={(event) => event.detail.index}
        onError={(event) => event.detail.path.toUpperCase()}
      >
        <figure data-type="image" />
      </Gallery>
      {/* @ts-expect-error design is one of the eight design names */}
      <Gallery design="mosaic" />
      {/* @ts-expect-error the gallery fires no ss-submit */}
      <Gallery onSubmit={() => {}} />
      <Form formId="f1" fields={[{ id: 'email-1', type: 'email', label: 'Email', required: true }]} onSuccess={(event) => event.detail.form} />
      {/* @ts-expect-error captcha is a boolean */}
      <Form formId="f1" captcha="on" />
    </main>
  )
}
