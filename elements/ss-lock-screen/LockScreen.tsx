import { useId, useRef, useState, type FormEvent } from 'react'
import { request } from '../../core/data/request.ts'
import { RequestError } from '../../core/data/request-error.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { lockScreenText, UNLOCK_URL } from './lock-messages.ts'
import type { LockScreenConfig, UnlockDetail } from './schema.ts'

export function LockScreen({ config, host }: ElementProps<LockScreenConfig>) {
  const Heading = `h${config.headingLevel}` as 'h1'
  return (
    <section part="base" aria-labelledby="heading">
      <Heading part="heading" id="heading">
        {lockScreenText[config.kind]}
      </Heading>
      <slot />
      {config.kind === 'locked' && <PasswordForm path={config.path ?? location.pathname} host={host} />}
    </section>
  )
}

function PasswordForm({ path, host }: { path: string; host: ElementProps<LockScreenConfig>['host'] }) {
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const ids = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecking(true)
    try {
      await request({ method: 'POST', url: UNLOCK_URL, data: { path, password: field.current!.value }, onFailure: () => {} })
      setError(undefined)
      if (host.emit<UnlockDetail>('ss-unlock', { path }, { cancelable: true })) location.reload()
    } catch (failure) {
      setError(refusal(failure))
      field.current!.select()
      field.current!.focus()
    } finally {
      setChecking(false)
    }
  }

  return (
    <form part="form" onSubmit={submit}>
      <label htmlFor={`${ids}-password`}>{lockScreenText.password}</label>
      <input
        part="input"
        id={`${ids}-password`}
        ref={field}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      <p part="error" id={`${ids}-error`} role="alert">
        {error}
      </p>
      <button part="button" type="submit" disabled={checking}>
        {checking ? lockScreenText.unlocking : lockScreenText.unlock}
      </button>
    </form>
  )
}

/** The server's sentence for a refused password (wrong, too many tries), else the data layer's message. */
function refusal(failure: unknown): string {
  if (!(failure instanceof RequestError)) throw failure
  const body = failure.data as { error?: unknown } | undefined
  return typeof body?.error === 'string' ? body.error : failure.message
}
