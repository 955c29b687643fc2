import { useEffect, useRef, useState } from 'react'
import type { ElementHost } from '../../core/element/index.ts'
import type { FormFailure } from '../../core/forms/form-failure.ts'
import type { FormValues } from '../../core/forms/form-values.ts'
import { pageContext } from '../../core/context/page-context.ts'
import { formMessages } from '../../core/forms/form-messages.ts'
import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import { IDLE, canSubmit, nextSubmitState, type SubmitEvent, type SubmitState } from '../../core/forms/submit-state.ts'
import { navigation } from '../../core/runtime/navigation.ts'
import { loadPostSubmitSanitizer } from './PostSubmit.tsx'
import type { FormConfig, FormMethods, FormSubmitDetail, FormSuccessDetail } from './schema.ts'
import type { CaptchaState } from './use-captcha.ts'

type Pipeline = typeof import('./submission-pipeline.ts')
let pipeline: Promise<Pipeline> | undefined

/** Starts loading what sending needs (once; again after a failed load), so that it is there by the submit. */
export function loadSubmissionPipeline(): Promise<Pipeline> {
  pipeline ??= import('./submission-pipeline.ts').catch((error: unknown) => {
    pipeline = undefined
    throw error
  })
  return pipeline
}

const PIPELINE_NOT_LOADED: FormFailure = { status: 0, message: formMessages.saveThrew, errors: {} }

export interface SubmissionInputs {
  config: FormConfig
  host: ElementHost<FormMethods>
  /** The entries as they are now. */
  readValues: () => FormValues
  captcha: CaptchaState
  /** What was typed into the field people never see. */
  honeypot: string
}

/**
 * The submit state machine driving the key and save calls: a submission starts only when idle or after a
 * failure (a second one while submitting is ignored), and ends in success or in a failure that leaves every
 * entry as it was. Fires `ss-submit`, `ss-success` and `ss-failure`.
 */
export function useFormSubmission({ config, host, readValues, captcha, honeypot }: SubmissionInputs) {
  const [state, setState] = useState<SubmitState>(IDLE)
  const current = useRef(state)
  const pendingEvents = useRef<Array<() => void>>([])

  // Each event goes out once the state it announces is on screen, so that listeners see what the visitor sees.
  useEffect(() => {
    for (const emit of pendingEvents.current.splice(0)) emit()
  }, [state])

  /** Applies `event`, then fires `announce` once rendered; false when the machine ignored it (a stale answer after reset()). */
  const transition = (event: SubmitEvent, announce?: () => void): boolean => {
    const next = nextSubmitState(current.current, event)
    if (next === current.current) return false
    current.current = next
    if (announce) pendingEvents.current.push(announce)
    setState(next)
    return true
  }

  const fail = (failure: FormFailure) => {
    transition({ type: 'fail', failure }, () => host.emit<FormFailure>('ss-failure', failure))
  }

  async function submit(): Promise<void> {
    if (!canSubmit(current.current)) return
    const loaded = await loadSubmissionPipeline().catch(() => undefined)
    // A second submit may have started while this one waited for the code.
    if (!canSubmit(current.current)) return
    if (!loaded) return fail(PIPELINE_NOT_LOADED)
    const { intraPageFields, prepareSubmission, sendSubmission } = loaded
    const prepared = prepareSubmission(config.fields, readValues(), {
      query: new URLSearchParams(location.search),
      validate: !config.disableValidation,
      captchaIncomplete: captcha.bound && !captcha.complete,
    })
    if (!prepared.ok) return fail(prepared.failure)

    const { formId } = config
    // Fetched alongside the calls, so that the success shows its HTML at once; without it, the text alone.
    const sanitizerLoaded = config.postSubmitHtml ? loadPostSubmitSanitizer().catch(() => {}) : undefined
    transition({ type: 'send' }, () => host.emit<FormSubmitDetail>('ss-submit', { formId }))
    const failure = await sendSubmission({
      formId,
      collectionId: config.collectionId,
      objectName: config.objectName,
      isOverlayForm: config.isOverlayForm,
      submitButtonText: config.submitButtonText,
      form: prepared.form,
      captchaKey: captcha.bound ? captcha.token() : undefined,
      honeypot,
      page: intraPageFields(pageContext()),
    })
    if (failure) {
      // A captcha token is good for one submission only.
      captcha.reset()
      return fail(failure)
    }
    const form = prepared.form
    await sanitizerLoaded
    if (!transition({ type: 'succeed' }, () => host.emit<FormSuccessDetail>('ss-success', { formId, form }))) return
    const redirect = safeRedirectUrl(config.successRedirect, location.href)
    if (redirect) navigation.assign(redirect)
    else if (config.successRedirect.trim()) console.warn(`ss-elements: <${host.element.localName}> ignored the successRedirect "${config.successRedirect}": only http(s) and relative URLs are followed.`)
  }

  return { state, submit, reset: () => transition({ type: 'reset' }) }
}
