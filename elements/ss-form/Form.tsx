import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ElementProps } from '../../core/element/index.ts'
import { useElementMethods } from '../../core/element/index.ts'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { formMessages } from '../../core/forms/form-messages.ts'
import { fieldIds } from './fields/field-ids.ts'
import { FormFieldControl } from './fields/FormFieldControl.tsx'
import { formSections, type FormSection } from './form-sections.ts'
import { Honeypot } from './Honeypot.tsx'
import { PostSubmit } from './PostSubmit.tsx'
import type { FormConfig, FormMethods } from './schema.ts'
import { useCaptcha } from './use-captcha.ts'
import { useEntries } from './use-entries.ts'
import { loadSubmissionPipeline, useFormSubmission } from './use-form-submission.ts'
import { useFormRenderCensus } from './use-form-render-census.ts'

export interface FormProps extends ElementProps<FormConfig, FormMethods> {
  /** Newsletter rules: no 'problem above/below' messages. */
  newsletter?: boolean
}

/** The form of `<ss-form>` and `<ss-newsletter>`: fields of the block JSON, validation, captcha and submission. */
export function Form({ config, host, newsletter = false }: FormProps) {
  const entries = useEntries(config.fields)
  const [honeypot, setHoneypot] = useState('')
  const captcha = useCaptcha(host.element, config)
  const submission = useFormSubmission({ config, host, readValues: entries.read, captcha, honeypot })
  const { state } = submission
  // A server-rendered form stays disabled until hydrated: a click before would submit it natively, and be lost.
  const inBrowser = useInBrowser()
  const formError = useRef<HTMLParagraphElement>(null)
  const success = useRef<HTMLDivElement>(null)

  useElementMethods(host, {
    submit: () => void submission.submit(),
    reset: () => {
      entries.reset()
      setHoneypot('')
      captcha.reset()
      submission.reset()
    },
  })

  useFormRenderCensus(config.formId)

  // Focus moves to the outcome: the first field in error, or else the message.
  useEffect(() => {
    if (state.phase === 'success') success.current?.focus()
    if (state.phase !== 'failure') return
    const firstInvalid = host.element.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(firstInvalid ?? formError.current)?.focus()
  }, [state, host])

  if (state.phase === 'success') {
    return (
      <div part="base" className="base" data-state="success">
        <PostSubmit ref={success} text={config.submissionText} html={config.postSubmitHtml} />
      </div>
    )
  }

  const failure = state.phase === 'failure' ? state.failure : undefined
  const submitting = state.phase === 'submitting'
  const showProblem = failure !== undefined && !newsletter
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submission.submit()
  }

  // A failed load is tried again by the submit, which reports it.
  const prefetchSubmission = () => void loadSubmissionPipeline().catch(() => {})

  const renderSection = ({ heading, fields }: FormSection) => {
    const controls = fields.map(({ field, index }) => (
      <FormFieldControl
        key={field.id}
        field={field}
        ids={fieldIds(index)}
        value={entries.values[field.id]}
        error={failure?.errors[field.id]}
        onChange={(value) => entries.set(field.id, value)}
      />
    ))
    if (!heading) return controls
    return (
      <fieldset key={heading.field.id} className="section" part="section">
        <legend className="section-title">{heading.field.label}</legend>
        {heading.field.description && <p className="description">{heading.field.description}</p>}
        {controls}
      </fieldset>
    )
  }

  return (
    <div part="base" className="base" data-state={state.phase}>
      <form
        part="form"
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={onSubmit}
        onFocus={prefetchSubmission}
        onPointerDown={prefetchSubmission}
      >
        {showProblem && <p className="problem" part="problem">{formMessages.problemAbove}</p>}
        {/* Disabling the fieldset locks every control while submitting; the entries stay in state. */}
        <fieldset className="fields" role="presentation" disabled={submitting || !inBrowser}>
          {formSections(config.fields).map(renderSection)}
          <Honeypot value={honeypot} onChange={setHoneypot} />
          {captcha.bound && <slot name="captcha" />}
          <button
            type="submit"
            part="submit"
            className="submit"
            aria-disabled={(captcha.bound && !captcha.complete) || undefined}
          >
            {submitting ? formMessages.submitting : config.submitButtonText}
          </button>
        </fieldset>
        {failure && (
          <p ref={formError} className="form-error" part="error form-error" role="alert" tabIndex={-1}>
            {failure.message}
          </p>
        )}
        {showProblem && <p className="problem" part="problem">{formMessages.problemBelow}</p>}
      </form>
    </div>
  )
}
